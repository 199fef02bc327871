import WaveCore

/// How a spring looks at a frame rate: the damping ratio and response of the continuous spring that the
/// engine's step reproduces there (``EulerStepMatrix/effectiveSpring``), or the spring's own when the step
/// has none (it flips sign every frame, or grows).
struct CheckLook: Sendable, Equatable {
  /// ζ as seen, and the response as seen, s.
  let dampingRatio: Double, response: Double
  /// Whether these are the step's effective values (false: the spring's nominal ones).
  let isEffective: Bool

  /// The spring's own ζ and response: the look of an engine that shows the closed form at every rate.
  init(nominal spring: Spring) {
    dampingRatio = Double(spring.dampingRatio)
    response = Double(spring.response)
    isEffective = false
  }

  /// The look of `spring` at frame duration `dt` (s, > 0).
  init(_ spring: Spring, dt: Double) {
    if let effective = EulerStepMatrix(spring: spring, dt: dt).effectiveSpring, effective.dampingRatio > 0 {
      self.dampingRatio = effective.dampingRatio
      self.response = effective.response
      self.isEffective = true
    } else {
      self.dampingRatio = Double(spring.dampingRatio)
      self.response = Double(spring.response)
      self.isEffective = false
    }
  }
}
