import WaveOutput
import WaveVerification

extension StabilityFinding {
  /// The finding as one sentence of the report (Markdown inline).
  var text: String {
    switch self {
    case .preset(let name, let spec, let stableAbove, let divergingRates):
      "`\(name)` (\(spec.label))" + Self.rates(stableAbove, divergingRates)
    case .userSpring(let spec, let stableAbove, let divergingRates):
      "Your spring \(spec.label)" + Self.rates(stableAbove, divergingRates)
    case .fallbackRate(let fps, let diverging, let springCount):
      diverging.isEmpty
        ? "Every spring here is stable at \(NumberFormat.sig(fps, 4)) Hz."
        : "At \(NumberFormat.sig(fps, 4)) Hz (a common fallback rate), \(diverging.count) of \(springCount) springs diverge: \(diverging.map(\.label).joined(separator: ", "))."
    }
  }

  /// ` is stable above F Hz; it diverges at …` or `; it survives every rate in the table.`
  static func rates(_ stableAbove: Double, _ divergingRates: [Double]) -> String {
    " is stable above \(NumberFormat.sig(stableAbove, 4)) Hz"
      + (divergingRates.isEmpty
        ? "; it survives every rate in the table."
        : "; it diverges at \(divergingRates.map { "\(NumberFormat.sig($0, 4)) Hz" }.joined(separator: ", ")).")
  }
}
