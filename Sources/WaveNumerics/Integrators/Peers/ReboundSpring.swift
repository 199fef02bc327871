/// rebound's `Spring` (facebook/rebound, Java, commit 65f155c), its physics as the library runs it: a
/// Swift re-statement of `rebound-core/src/main/java/com/facebook/rebound/Spring.java`, not its code.
///
/// What it keeps, quirks included:
/// - fixed RK4 steps of 1 ms from a time accumulator, frame time clamped at 64 ms (`Spring.java:24-26,
///   304-316, 334-381`);
/// - the first RK4 stage evaluates the spring force at the *previous* step's `tempPosition` (`:356`), which
///   starts as 0, or as the current value after `setCurrentValue`/`setAtRest` (`:128-139, 484-489`);
/// - the leftover time is shown by `interpolate`, which *overwrites* the solver's state with the blend of the
///   previous and current states, so the next frame continues from the blend (`:389-391, 496-499`);
///   the previous state is saved only before the last step of a frame (`:340-345`);
/// - at rest when |v| ≤ `restSpeedThreshold` and |x − end| ≤ `displacementFromRestThreshold` (both 0.005
///   by default, `:46-47, 473-477`), or |v| ≤ the speed threshold alone when the tension is 0; then the value
///   snaps to the end (or the end to the value when the tension is 0) and the velocity to 0 (`:396-407`);
/// - a spring at rest that was at rest in the previous advance is not advanced (`:295-302`).
///
/// `tension` and `friction` are rebound's own: the acceleration is `tension·(end − x) − friction·v`
/// (`:356-373`), no mass. Intervals are in seconds, as `SpringTest` passes them (`advance(16 / 1000.0)`).
struct ReboundSpring: Sendable {
  /// The solver's fixed step, seconds (`Spring.java:26`).
  static let solverTimestep = 0.001
  /// The most time simulated per advance, seconds (`Spring.java:24`).
  static let maximumDeltaTime = 0.064

  /// What one `advance` told rebound's listeners (`Spring.java:423-448`).
  enum Notification: Equatable, Sendable {
    /// Skipped: at rest now and in the previous advance; no listener called.
    case skipped
    /// `onSpringUpdate` (preceded by `onSpringActivate` on the first advance after rest).
    case update(activated: Bool)
    /// `onSpringUpdate` followed by `onSpringAtRest`.
    case updateAndRest(activated: Bool)
  }

  var tension: Double
  var friction: Double
  var restSpeedThreshold = 0.005
  var displacementFromRestThreshold = 0.005
  var overshootClampingEnabled = false
  /// On (rebound as it is): `interpolate` overwrites the solver's state.
  ///
  /// Off: the blend is only displayed and the solver continues from its own state, the counterfactual the accuracy
  /// report uses to measure what the overwrite costs.
  var interpolationOverwritesState = true
  /// The solver's own state when ``interpolationOverwritesState`` is off (nil before the first advance).
  var solver: (position: Double, velocity: Double)?
  var position = 0.0
  var velocity = 0.0
  var startValue = 0.0
  var endValue = 0.0
  var wasAtRest = true
  var previous = (position: 0.0, velocity: 0.0)
  var temp = (position: 0.0, velocity: 0.0)
  var timeAccumulator = 0.0
  /// The accelerations computed so far (four a 1 ms RK4 step), ≥ 0: what ``EvaluationCounting`` counts.
  private(set) var evaluations = 0

  init(tension: Double, friction: Double) {
    self.tension = tension
    self.friction = friction
  }

  /// `setCurrentValue(value, setAtRest)` (`Spring.java:128-139`); its `onSpringUpdate` is the caller's.
  mutating func setCurrentValue(_ value: Double, setAtRest: Bool = true) {
    startValue = value
    position = value
    if setAtRest { self.setAtRest() }
  }

  /// `setEndValue` (`Spring.java:179-190`).
  mutating func setEndValue(_ value: Double) {
    if endValue == value && isAtRest { return }
    startValue = position
    endValue = value
  }

  /// `setVelocity` (`Spring.java:205-212`).
  mutating func setVelocity(_ value: Double) { velocity = value }

  /// `setAtRest` (`Spring.java:484-489`): the end becomes the current value, the velocity 0.
  mutating func setAtRest() {
    endValue = position
    temp.position = position
    velocity = 0
  }

  /// `isAtRest` (`Spring.java:473-477`).
  var isAtRest: Bool {
    abs(velocity) <= restSpeedThreshold
      && (abs(endValue - position) <= displacementFromRestThreshold || tension == 0)
  }

  /// `isOvershooting` (`Spring.java:280-284`).
  var isOvershooting: Bool {
    tension > 0 && ((startValue < endValue && position > endValue) || (startValue > endValue && position < endValue))
  }
}

extension ReboundSpring {
  /// `advance(realDeltaTime)` (`Spring.java:293-449`), operation for operation.
  ///
  /// - Parameter realDeltaTime: the frame interval, seconds (≥ 0); more than 64 ms is clamped.
  /// - Returns: what the listeners were told.
  @discardableResult
  mutating func advance(_ realDeltaTime: Double) -> Notification {
    var atRest = isAtRest
    if atRest && wasAtRest { return .skipped }
    timeAccumulator += min(realDeltaTime, Self.maximumDeltaTime)
    let h = Self.solverTimestep
    let start = interpolationOverwritesState ? (position, velocity) : solver ?? (position, velocity)
    var x = start.0
    var v = start.1
    var tempX = temp.position
    var tempV = temp.velocity
    while timeAccumulator >= h {
      timeAccumulator -= h
      if timeAccumulator < h { previous = (x, v) }
      // Stage 1 reads tempX, the previous step's last stage (Spring.java:356).
      let aV = v
      let aA = (tension * (endValue - tempX)) - friction * v
      evaluations += 1
      tempX = x + aV * h * 0.5
      tempV = v + aA * h * 0.5
      let bV = tempV
      let bA = (tension * (endValue - tempX)) - friction * tempV
      evaluations += 1
      tempX = x + bV * h * 0.5
      tempV = v + bA * h * 0.5
      let cV = tempV
      let cA = (tension * (endValue - tempX)) - friction * tempV
      evaluations += 1
      tempX = x + cV * h
      tempV = v + cA * h
      let dV = tempV
      let dA = (tension * (endValue - tempX)) - friction * tempV
      evaluations += 1
      let dxdt = 1.0 / 6.0 * (aV + 2.0 * (bV + cV) + dV)
      let dvdt = 1.0 / 6.0 * (aA + 2.0 * (bA + cA) + dA)
      x += dxdt * h
      v += dvdt * h
    }
    temp = (tempX, tempV)
    position = x
    velocity = v
    if !interpolationOverwritesState { solver = (x, v) }
    if timeAccumulator > 0 { interpolate(timeAccumulator / h) }
    if isAtRest || (overshootClampingEnabled && isOvershooting) {
      if tension > 0 {
        startValue = endValue
        position = endValue
      } else {
        endValue = position
        startValue = endValue
      }
      setVelocity(0)
      atRest = true
    }
    let activated = wasAtRest
    if wasAtRest { wasAtRest = false }
    if atRest { wasAtRest = true }
    return atRest ? .updateAndRest(activated: activated) : .update(activated: activated)
  }

  /// `interpolate(alpha)` (`Spring.java:496-499`): overwrites the current state with the blend.
  mutating func interpolate(_ alpha: Double) {
    position = position * alpha + previous.position * (1 - alpha)
    velocity = velocity * alpha + previous.velocity * (1 - alpha)
  }
}
