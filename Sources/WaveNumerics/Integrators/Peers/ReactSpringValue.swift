import Foundation

/// One animated number of react-spring (pmndrs/react-spring, commit 3d2523d) under spring easing: a Swift
/// re-statement of `SpringValue.advance` (`packages/core/src/SpringValue.ts:172-351`), not its code.
///
/// Units are react-spring's: time in milliseconds, velocity in units per millisecond, the acceleration
/// `(−tension·1e-6·(x − to) − friction·1e-3·v) / mass` (`:320-322`).
///
/// What it keeps:
/// - `ceil(dt)` semi-implicit Euler steps of exactly 1 ms per frame (`:298-326`), so a 16.67 ms frame
///   simulates 17 ms;
/// - the rest check at the start of every step: not moving when |v| ≤ `restVelocity`, finished when also
///   |to − x| ≤ `precision` (`:301-308`); `precision` defaults to 0.005 when from = to and to
///   min(1, |to − from|·0.001) otherwise (`:225-227`), `restVelocity` to precision / 10 (`:283`);
/// - on finishing, the displayed value becomes `to` (the idle branch, `:359-368`) while the velocity keeps
///   its last value (`:329`); a finished value is not advanced again (`:186`).
///
/// The frame loop's clamps (64 ms, and 16.667 ms for the first frame) belong to rafz and are applied by
/// ``ReactSpringIntegrator``.
struct ReactSpringValue: Sendable {
  /// The accelerations computed so far (one per 1 ms step taken; none once at rest), ≥ 0: what
  /// ``EvaluationCounting`` counts.
  private(set) var evaluations = 0

  let tension: Double, friction: Double, mass: Double
  let from: Double, to: Double
  /// `config.precision`, or nil for react-spring's default.
  let configPrecision: Double?
  /// The displayed value (`node.lastPosition`).
  private(set) var position: Double
  /// The last velocity, units/ms (`node.lastVelocity`), the initial one until the first frame.
  private(set) var velocity: Double
  /// True once finished (`node.done`).
  private(set) var done = false

  /// - Parameters: react-spring's config: `tension`, `friction`, `mass` (defaults 170, 26, 1,
  ///   `AnimationConfig.ts`), `velocity` in units/ms, `precision` (nil: the default rule).
  init(
    from: Double, to: Double, velocity: Double = 0, tension: Double = 170, friction: Double = 26,
    mass: Double = 1, precision: Double? = nil
  ) {
    self.from = from
    self.to = to
    self.tension = tension
    self.friction = friction
    self.mass = mass
    self.configPrecision = precision
    self.position = from
    self.velocity = velocity
  }

  /// The distance below which the value counts as arrived (`SpringValue.ts:225-227`).
  var precision: Double {
    if let configPrecision, configPrecision != 0 { return configPrecision }
    return from == to ? 0.005 : min(1, abs(to - from) * 0.001)
  }

  /// One frame of `dt` milliseconds (`SpringValue.ts:172-351`, spring easing, one value).
  mutating func advance(milliseconds dt: Double) {
    if done { return }
    if tension <= 0 {
      done = true
      return
    }
    let precision = self.precision
    let restVelocity = precision / 10
    var x = position
    var v = velocity
    var finished = false
    let steps = Int((dt / 1).rounded(.up))
    for _ in 0..<max(steps, 0) {
      if !(abs(v) > restVelocity) {
        finished = abs(to - x) <= precision
        if finished { break }
      }
      evaluations += 1
      let springForce = -tension * 0.000001 * (x - to)
      let dampingForce = -friction * 0.001 * v
      let acceleration = (springForce + dampingForce) / mass
      v = v + acceleration * 1
      x = x + v * 1
    }
    velocity = v
    if x.isNaN { finished = true }
    position = finished ? to : x
    done = finished
  }
}
