/// The damping coefficient a spring stores against the textbook value, and the damping ratio that results.
package struct DampingRow: Sendable {
  /// The engine initializer a spring is made with.
  package enum Initializer: String, Sendable {
    /// `init(dampingRatio:response:mass:)`.
    case response
    /// `init(dampingRatio:stiffness:mass:)`.
    case stiffness
  }

  /// The spring as given.
  package let spec: SpringSpec
  /// ζ given, response (s, as stored), mass.
  package let dampingRatio: Double, response: Double, mass: Double
  /// `4π·ζ·m / response` (before any rubberband), and the stored coefficient.
  package let nominal: Double, stored: Double
  /// Whether the rubberband (response initializer, nominal > 60) changed it.
  package let rubberbanded: Bool
  /// The damping ratio the equation has: c / (2√(k·m)).
  package let effectiveDampingRatio: Double

  /// The initializer `spec` uses.
  package var initializer: Initializer { spec.response != nil ? .response : .stiffness }
}
