import WaveInputs

/// One key finding of the stability report, with the numbers it rests on (the wording is the renderer's).
public enum StabilityFinding: Sendable {
  /// The upstream preset `name` is stable above `stableAbove` Hz and diverges at `divergingRates` (Hz) of
  /// the table (none: it survives every rate).
  case preset(name: String, spec: SpringSpec, stableAbove: Double, divergingRates: [Double])
  /// At the fallback rate `fps` (Hz), `diverging` of the `springCount` springs of the table diverge.
  case fallbackRate(fps: Double, diverging: [SpringSpec], springCount: Int)

  /// One finding per preset (each must be among `rows`), then the fallback rate's.
  public static func findings(
    rows: [StabilityRow], presets: [(name: String, spec: SpringSpec)], fallbackRate: Double
  ) -> [StabilityFinding] {
    var findings = presets.map { preset -> StabilityFinding in
      let row = rows.first { $0.spec == preset.spec }
      return .preset(
        name: preset.name, spec: preset.spec, stableAbove: row?.criticalFps ?? .nan,
        divergingRates: row?.divergingRates ?? [])
    }
    let diverging = rows.filter { $0.divergingRates.contains(fallbackRate) }.map(\.spec)
    findings.append(.fallbackRate(fps: fallbackRate, diverging: diverging, springCount: rows.count))
    return findings
  }
}
