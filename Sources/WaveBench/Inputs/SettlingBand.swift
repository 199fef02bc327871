import WaveOutput

/// The band a settle time is measured to (`settling --band`): points, or percent of the travel.
///
/// A motion has settled from the first moment after which it stays within the band of its target. The band is a
/// fraction of the travel strictly between 0 and 1: a band of 0 is never reached by a spring that decays
/// exponentially, and a band of the whole travel or more holds from the start.
struct SettlingBand: Sendable, Equatable, CustomStringConvertible {
  /// The band as written: points or percent of the travel.
  let threshold: RuleThreshold
  /// The travel the band is a part of, points, finite and > 0.
  let travel: Double

  /// The band as a fraction of the travel, in (0, 1).
  var fraction: Double { threshold.points(travel: travel) / travel }

  /// The band in points, in (0, travel).
  var points: Double { threshold.points(travel: travel) }

  /// `2%` or `20pt`, as written.
  var description: String { threshold.description }

  /// Reads `2%` or `20pt` over a travel of `travel` points.
  ///
  /// - Parameters:
  ///   - text: the band as the user wrote it: a finite number > 0 with `pt` or `%`.
  ///   - travel: points, finite and > 0 (checked by the caller).
  /// - Returns: The band, a fraction of the travel in (0, 1).
  /// - Throws: ``InputError`` naming `--band`: no unit, not a finite number, 0, or 100 % of the travel or more.
  static func accept(_ text: String, travel: Double) throws(InputError) -> SettlingBand {
    let threshold = try RuleThreshold.parse(text, term: text, option: "--band")
    let band = SettlingBand(threshold: threshold, travel: travel)
    let quoted = InputFile.printable(text)
    guard band.points > 0 else {
      throw InputError("--band: '\(quoted)': a band of 0 is never reached by a decaying spring; give a band > 0")
    }
    guard band.fraction < 1 else {
      throw InputError(
        "--band: '\(quoted)' is 100 % of the \(NumberFormat.shortest(travel)) pt travel or more, where every motion starts settled; give a smaller band"
      )
    }
    return band
  }
}
