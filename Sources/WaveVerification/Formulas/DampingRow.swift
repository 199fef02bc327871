/// The damping coefficient a spring stores against the textbook value, and the damping ratio that results.
public struct DampingRow: Sendable {
  /// `response` or `stiffness`: the initializer used.
  public let initializer: String
  /// The spring's label, ζ given, response (s, as stored), mass.
  public let spring: String, dampingRatio: Double, response: Double, mass: Double
  /// `4π·ζ·m / response` (before any rubberband), and the stored coefficient.
  public let nominal: Double, stored: Double
  /// Whether the rubberband (response initializer, nominal > 60) changed it.
  public let rubberbanded: Bool
  /// The damping ratio the equation has: c / (2√(k·m)).
  public let effectiveDampingRatio: Double
}
