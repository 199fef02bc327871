import WaveInputs

/// One key finding of the stability report, with the numbers it rests on (the wording is the renderer's).
public enum StabilityFinding: Sendable {
  /// The upstream preset `name` is stable above `stableAbove` Hz and diverges at `divergingRates` (Hz) of
  /// the table (none: it survives every rate).
  case preset(name: String, spec: SpringSpec, stableAbove: Double, divergingRates: [Double])
  /// A spring the user gave (not a preset, not one of ``SpringSpec/documented``): stable above
  /// `stableAbove` Hz, diverging at `divergingRates`.
  case userSpring(spec: SpringSpec, stableAbove: Double, divergingRates: [Double])
  /// At the fallback rate `fps` (Hz), `diverging` of the `springCount` springs of the table diverge.
  case fallbackRate(fps: Double, diverging: [SpringSpec], springCount: Int)

  /// One finding per user spring first (every row that is neither a preset nor a documented spring), then
  /// one per preset (each must be among `rows`), then the fallback rate's.
  public static func findings(
    rows: [StabilityRow], presets: [(name: String, spec: SpringSpec)], fallbackRate: Double
  ) -> [StabilityFinding] {
    var findings = rows.filter { row in
      !presets.contains { $0.spec == row.spec } && !SpringSpec.documented.contains(row.spec)
    }.map { StabilityFinding.userSpring(spec: $0.spec, stableAbove: $0.criticalFps, divergingRates: $0.divergingRates) }
    findings += presets.map { preset -> StabilityFinding in
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
