import WaveOutput

extension StabilityFinding {
  /// The finding as one sentence of the report (Markdown inline).
  var text: String {
    switch self {
    case .preset(let name, let spec, let stableAbove, let divergingRates, let fix):
      "`\(name)` (\(spec.title))" + Self.rates(stableAbove, divergingRates) + Self.fixText(fix)
    case .userSpring(let spec, let stableAbove, let divergingRates, let fix):
      "Your spring \(spec.title)" + Self.rates(stableAbove, divergingRates) + Self.fixText(fix)
    case .fallbackRate(let fps, let diverging, let springCount, let steppedAsWave):
      // Springs another engine runs are left out of the count: the words say so when there are any.
      diverging.isEmpty
        ? "Every spring \(steppedAsWave == 0 ? "" : "Wave runs ")here is stable at \(NumberFormat.sig(fps, 4)) Hz."
        : steppedAsWave == 0
          ? "At \(NumberFormat.sig(fps, 4)) Hz (a common fallback rate), \(diverging.count) of \(springCount) springs are \(RunStatus.unstable.name) (ρ ≥ 1): \(Self.titles(diverging))."
          : "At \(NumberFormat.sig(fps, 4)) Hz (a common fallback rate), the step is \(RunStatus.unstable.name) (ρ ≥ 1) for \(diverging.count) of the \(springCount) springs Wave runs: \(Self.titles(diverging))."
    }
  }

  /// The springs' titles, comma-separated.
  static func titles(_ springs: [SpringSpec]) -> String { springs.map(\.title).joined(separator: ", ") }

  /// ` Fix: …` (``CheckWords/fix(_:)``), or nothing.
  static func fixText(_ fix: SpringFix?) -> String { fix.map { " " + CheckWords.fix($0) } ?? "" }

  /// ` is stable above F Hz; it is unstable at …` or `; it survives every rate in the table.` One word for
  /// ρ ≥ 1 in every report: ``RunStatus/unstable``'s.
  static func rates(_ stableAbove: Double, _ divergingRates: [Double]) -> String {
    " is stable above \(NumberFormat.sig(stableAbove, 4)) Hz"
      + (divergingRates.isEmpty
        ? "; it survives every rate in the table."
        : "; it is \(RunStatus.unstable.name) at \(divergingRates.map { "\(NumberFormat.sig($0, 4)) Hz" }.joined(separator: ", ")).")
  }
}
