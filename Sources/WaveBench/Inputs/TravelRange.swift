import Foundation
import WaveOutput

/// The travels a spring is judged over, points: one travel (`120`), or the range a gesture gives (`50...300`), judged
/// at its ends and between.
///
/// Wave's step is linear in the travel and the release velocity, so a run over a travel of T pt released at V pt/s
/// is the run at V / T travels a second, scaled by T: a range of travels is a range of velocities per travel, and
/// every rule's number in points grows with T. Wave's step is judged at the range's ends and, for each release
/// velocity, at the travel between where it judders most, computed (`ReleaseSampling`); an
/// engine's model at the ends and two travels between at equal ratios (``judged``).
struct TravelRange: Sendable, Hashable, CustomStringConvertible {
  /// Points, finite and > 0, `lower ≤ upper`.
  let lower: Double, upper: Double

  /// The largest ratio of a range's ends: 1e6 (a 1 pt nudge and a 1000 km scroll), beyond which the range is refused.
  static let maximumRatio = 1e6

  /// One travel, points (finite and > 0).
  init(_ travel: Double) { (lower, upper) = (travel, travel) }

  init(lower: Double, upper: Double) { (self.lower, self.upper) = (lower, upper) }

  /// The range from `factor` times its lower end (`factor` in (0, 1]) to its upper end.
  func extended(belowBy factor: Double) -> TravelRange { TravelRange(lower: lower * factor, upper: upper) }

  /// Whether the range holds more than one travel.
  var isRange: Bool { lower < upper }

  /// The range's ends, points, ascending: the one travel, or `lower` and `upper`.
  var ends: [Double] { isRange ? [lower, upper] : [upper] }

  /// The travels an engine's model is run at, points: the one travel; for a range its ends and the two travels
  /// between them at equal ratios (`lower·q` and `lower·q²`, q = (upper / lower)^(1/3)), ascending.
  var judged: [Double] {
    guard isRange else { return [upper] }
    let q = Foundation.cbrt(upper / lower)
    return [lower, lower * q, lower * q * q, upper]
  }

  /// `120` or `50...300`, each number the shortest that reads back.
  var description: String {
    isRange ? "\(NumberFormat.shortest(lower))...\(NumberFormat.shortest(upper))" : NumberFormat.shortest(upper)
  }

  /// Reads `120` or `MIN...MAX`: points, finite and > 0, MIN < MAX, MAX / MIN at most ``maximumRatio``.
  ///
  /// - Throws: ``InputError`` beginning with `option` and naming the text.
  static func parse(_ text: String, option: String) throws(InputError) -> TravelRange {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let usage = "\(option) '\(UserText.escaped(text))' must be a travel in points (120) or a range MIN...MAX (50...300)"
    func number(_ part: Substring) throws(InputError) -> Double {
      guard let value = Double(part.trimmingCharacters(in: .whitespaces)) else { throw InputError(usage) }
      guard value.isFinite, value > 0 else {
        throw InputError("\(option) '\(UserText.escaped(text))': a travel must be a finite number of points > 0")
      }
      return value
    }
    guard let dots = trimmed.range(of: "...") else { return TravelRange(try number(Substring(trimmed))) }
    let lower = try number(trimmed[..<dots.lowerBound])
    let upper = try number(trimmed[dots.upperBound...])
    guard lower < upper else {
      throw InputError("\(option) '\(UserText.escaped(text))': a range's lower end must be below its upper end")
    }
    guard upper / lower <= maximumRatio else {
      throw InputError(
        "\(option) '\(UserText.escaped(text))': the range spans more than \(NumberFormat.shortest(maximumRatio))× (give the travels your gesture moves)"
      )
    }
    return TravelRange(lower: lower, upper: upper)
  }
}
