/// The damping coefficient a spring stores against the textbook value, and the damping ratio that results.
struct DampingRow: Sendable {
  /// The engine initializer a spring is made with.
  enum Initializer: String, Sendable {
    /// `init(dampingRatio:response:mass:)`.
    case response
    /// `init(dampingRatio:stiffness:mass:)`.
    case stiffness
  }

  /// The spring as given.
  let spec: SpringSpec
  /// ζ given, response (s, as stored), mass.
  let dampingRatio: Double, response: Double, mass: Double
  /// `4π·ζ·m / response` (before any rubberband), and the stored coefficient.
  let nominal: Double, stored: Double
  /// Whether the rubberband (response initializer, nominal > 60) changed it.
  let rubberbanded: Bool
  /// The damping ratio the equation has: c / (2√(k·m)).
  let effectiveDampingRatio: Double

  /// The initializer `spec` uses.
  var initializer: Initializer { spec.response != nil ? .response : .stiffness }
}
