import Foundation

/// b3ll's Motion `SpringFunction` (b3ll/Motion, commit c9a57f9) for one Double: a Swift re-statement of
/// `Sources/Motion/Animations/Functions/SpringFunction.swift`, not its code.
///
/// It keeps Motion's analytic step (`solveSIMD`, `:165-221`) on x0 = toValue − value, bugs included:
/// - the overdamped branch takes `sqrt(damping² − 4·w0)` where the roots need `4·w0²` (`:200`), and
///   `B = A + x0` where it should be `x0 − A` (`:208`);
/// - |ζ − 1| ≤ 0.001 counts as critical (`isApproximatelyEqual(to: 1.0)`, `:186`, with Motion's default
///   epsilon 0.001, `Protocols/EquatableEnough.swift:54-56, 92-94`), but only for ζ ≥ 1: ζ < 1 is always
///   underdamped (`:168`).
/// Stiffness and damping are Motion's (no mass): w0 = √stiffness, ζ = damping/(2·w0), wD = w0·√(1 − ζ²)
/// (`:141-145`).
struct MotionSpringFunction: Sendable {
  let stiffness: Double, damping: Double
  let w0: Double, dampingRatio: Double, wD: Double

  /// `init(stiffness:damping:)` (`SpringFunction.swift:72-78, 141-145`).
  init(stiffness: Double, damping: Double) {
    self.stiffness = stiffness
    self.damping = damping
    w0 = stiffness.squareRoot()
    dampingRatio = damping / (2.0 * w0)
    wD = w0 * (1.0 - dampingRatio * dampingRatio).squareRoot()
  }

  /// `configure(response:dampingRatio:)` (`SpringFunction.swift:112-126`): stiffness (2π/response)²,
  /// damping 4π·ζ/response, a response within 0.001 of 0 replaced by 0.0001.
  init(response: Double, dampingRatio: Double) {
    let r = abs(response - 0.0) <= 0.001 ? 0.0001 : response
    self.init(stiffness: pow(2.0 * .pi / r, 2.0), damping: 4.0 * .pi * dampingRatio / r)
  }

  /// `solveSIMD(dt:x0:velocity:)` (`SpringFunction.swift:165-221`): the displacement after `dt` seconds;
  /// `velocity` (d x0/dt, Motion's inverted sign) is updated in place.
  func solve(dt: Double, x0: Double, velocity: inout Double) -> Double {
    if dampingRatio < 1.0 {
      let zw = dampingRatio * w0
      let decay = exp(-zw * dt)
      let sinWD = sin(wD * dt)
      let cosWD = cos(wD * dt)
      let vx = velocity + x0 * zw
      let a = x0
      let b = vx / wD
      let x = decay * (a * cosWD + b * sinWD)
      let dx = vx * cosWD - x0 * (wD * sinWD)
      velocity = -(zw * x - decay * dx)
      return x
    } else if abs(dampingRatio - 1.0) <= 0.001 {
      let decay = exp(-w0 * dt)
      let a = x0
      let b = velocity + w0 * x0
      let x = decay * (a + b * dt)
      let v1 = dt * w0 * w0
      let v2 = velocity * (dt * w0)
      velocity = (-decay) * (x0 * v1 + v2 - velocity)
      return x
    } else {
      let root = ((damping * damping) - 4.0 * w0).squareRoot()
      let r0 = (-damping + root) / 2.0
      let r1 = (-damping - root) / 2.0
      let a = x0 - ((r1 * x0 - velocity) / (r1 - r0))
      let b = a + x0
      let decayA = exp(r1 * dt)
      let decayB = exp(r0 * dt)
      let x = decayA * a + decayB * b
      velocity = (decayA * r1) * a + (decayB * r0) * b
      return x
    }
  }
}
