/// b3ll's Motion `SpringAnimation` (b3ll/Motion, commit c9a57f9) for one Double: a Swift re-statement of its
/// `tick(frame:)` (`Sources/Motion/Animations/SpringAnimation.swift:322-369`), not its code.
///
/// Each tick solves ``MotionSpringFunction`` over the frame's duration on x0 = toValue − value and sets
/// value = toValue − x (`:360-364`). The velocity is stored inverted (`_velocity = −velocity`, `:40-49`).
/// It is resolved when |value − toValue| ≤ `resolvingEpsilon` and |_velocity| ≤ `resolvingEpsilon`
/// (0.01, `ValueAnimation.swift:194`; `SpringAnimation.swift:221-254`); then it stops, the velocity becomes
/// 0 (`:315-318`) and the value the target (`:339-346`).
struct MotionSpringAnimation: Sendable {
  /// `resolvingEpsilon`'s default (`ValueAnimation.swift:194`).
  static let resolvingEpsilon = 0.01

  let spring: MotionSpringFunction
  let toValue: Double
  private(set) var value: Double
  /// Motion's internal `_velocity`, d(toValue − value)/dt.
  var internalVelocity: Double
  private(set) var resolved = false

  init(spring: MotionSpringFunction, value: Double, toValue: Double, velocity: Double = 0) {
    self.spring = spring
    self.value = value
    self.toValue = toValue
    self.internalVelocity = -velocity
  }

  /// The public velocity, d value/dt (`SpringAnimation.swift:40-44`).
  var velocity: Double { -internalVelocity }

  /// `tick(frame:)` over a frame of `duration` seconds; a resolved animation no longer ticks.
  mutating func tick(duration: Double) {
    guard !resolved else { return }
    let x0 = toValue - value
    let x = spring.solve(dt: duration, x0: x0, velocity: &internalVelocity)
    value = toValue - x
    let valueResolved = abs(value - toValue) <= Self.resolvingEpsilon
    let velocityResolved = abs(internalVelocity - 0) <= Self.resolvingEpsilon
    if valueResolved && velocityResolved {
      internalVelocity = 0
      value = toValue
      resolved = true
    }
  }
}
