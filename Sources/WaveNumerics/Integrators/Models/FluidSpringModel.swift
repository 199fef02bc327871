import Foundation

/// What SwiftUI displays at each frame for `Animation.spring(response:dampingFraction:blendDuration:)`, the
/// animation behind `.spring(duration:bounce:)`, `.spring(_:)`, `.smooth`, `.snappy`, `.bouncy` and
/// `.interactiveSpring(…)`: its `FluidSpringAnimation`.
///
/// Modelled on OpenSwiftUI's reimplementation (a reverse-engineered reimplementation, not Apple's source), commit
/// 069dd80 (OpenSwiftUIProject/OpenSwiftUI), `Sources/OpenSwiftUICore/Animation/Animation/Spring/`
/// `FluidSpringAnimation.swift`:
/// - the stiffness (lines 36-45): (2π/r)² for the response r > 0, 1 for r ≤ 0, capped at ``stiffnessCap``; with a
///   `blendDuration` after a merge from a spring of another response, r = response + blendInterval·(1 − p²(3 − 2p))
///   with p = (t − blendStart) / clamp(blendDuration, 0, 1): the clamp binds to `blendDuration` as written there, so
///   p itself is not clamped.
/// - the clock (lines 49-51): a frame more than ``clockGap`` after the spring's own time restarts it
///   ``clockRestartLead`` before the frame.
/// - the step (lines 53-76): from the spring's time, 1/300 s substeps while that time is before the frame's, each a
///   kick-drift-kick: half a kick of the last force (`force/600 + velocity`), a drift of 1/300 s, the force
///   k·(interval − offset) − c·(half-kicked velocity) with c = 2√k·dampingFraction (`springDamping`, lines 198-202), and
///   the other half kick. The state is left at the first substep time at or after the frame's, up to 1/300 s ahead.
/// - the end (lines 79-90): the animation returns nil (SwiftUI shows the target) on the first frame where the squared
///   velocity and the squared force are both ≤ ``restThreshold`` and the remaining distance is at most
///   ``remainingFraction`` of the interval, in the animated value's own units (points for a position): unlike a
///   closed-form engine, the motion is not linear in the travel.
/// - a merge (`shouldMerge`, lines 101-127): the new animation takes the old one's velocity before the frame, the
///   offset the old one shows at the frame, and restarts the clock at the frame's time exactly (off the 1/300 s
///   grid); the force stays as it was. A different response starts a blend.
///
/// Readings OpenSwiftUI does not show: SwiftUI's `AnimatorState` (`AnimatableAttribute.swift:556-620`) holds the
/// first frames of an animation (its `first`/`second` phases) and quantizes frame times; this model calls the
/// animation at the running sum of the frame durations from 0, as the other models do. The interval is one number:
/// a position animated in x and y sums both squares, which for a motion along one axis is the same.
package struct FluidSpringModel: Sendable, Equatable {
  /// The substep, s: `1 / 300` as OpenSwiftUI writes it (a Double literal division, rounded once).
  package static let substep = 1.0 / 300
  /// Half a substep as the step multiplies by it: `1 / 600`.
  static let halfSubstep = 1.0 / 600
  /// The largest stiffness, s⁻²: 45,000 (line 45), a response of about 0.0296 s.
  static let stiffnessCap = 45_000.0
  /// The bound on the squared velocity ((units/s)²) and on the squared force ((units/s²)²) below which the
  /// animation may end: 0.0036, a speed of 0.06 units/s.
  static let restThreshold = 0.0036
  /// The remaining distance, a fraction of the interval, at or under which the animation may end: 0.01.
  static let remainingFraction = 0.01
  /// A frame more than this many seconds after the spring's time restarts its clock: 1.
  static let clockGap = 1.0
  /// How far before the frame a restarted clock starts, s: 1/60.
  static let clockRestartLead = 1.0 / 60

  /// The animation's state: offset from the start (units), velocity (units/s), the last force (units/s²), the
  /// spring's own time, the start of the animation and of a blend, and the blend's response difference (s).
  package struct State: Sendable, Equatable {
    package var offset = 0.0, velocity = 0.0, force = 0.0
    package var time = 0.0, startTime = 0.0, blendStart = 0.0, blendInterval = 0.0

    /// A state at rest at offset 0, moving at `velocity` (units/s): an animation that takes over a motion.
    package init(velocity: Double = 0) { self.velocity = velocity }
  }

  /// The response, s (the period of the undamped spring); the damping fraction ζ, ≥ 0; the blend duration, s.
  package let response: Double, dampingFraction: Double, blendDuration: Double

  package init(response: Double, dampingFraction: Double, blendDuration: Double = 0) {
    self.response = response
    self.dampingFraction = dampingFraction
    self.blendDuration = blendDuration
  }

  /// The stiffness the step uses at `time`, s⁻² (per unit mass).
  package func stiffness(at time: Double, state: State) -> Double {
    var r = response
    if blendDuration > 0, state.blendInterval != 0 {
      let progress = (time - state.blendStart) / min(max(blendDuration, 0), 1)
      r = response + state.blendInterval * (1.0 - progress * progress * (3.0 - progress * 2.0))
    }
    return min(r > 0 ? Foundation.pow(2 * Double.pi / r, 2) : 1.0, Self.stiffnessCap)
  }

  /// `animate(value:time:context:)`: steps `state` to `time` and returns the offset SwiftUI shows.
  ///
  /// - Parameters:
  ///   - interval: the distance animated, target − start (units).
  ///   - time: s since the animation began, ≥ the state's start.
  ///   - state: the animation's state, stepped to the first substep at or after `time`.
  /// - Returns: the offset from the start (SwiftUI shows the start plus it), or nil when the animation has ended and
  ///   SwiftUI shows the target.
  package func animate(interval: Double, time: Double, state: inout State) -> Double? {
    let stiffness = stiffness(at: time, state: state)
    if time - state.time > Self.clockGap { state.time = time - Self.clockRestartLead }
    var t = state.time
    while t < time {
      let damping = -(2 * stiffness.squareRoot() * dampingFraction)
      var force = state.force * Self.halfSubstep
      force += state.velocity
      state.offset += force * Self.substep
      let dampedForce = force * damping
      var displacement = interval
      displacement -= state.offset
      displacement *= stiffness
      state.force = dampedForce
      state.force += displacement
      state.velocity = state.force * Self.halfSubstep
      state.velocity += force
      t += Self.substep
    }
    state.time = t
    guard max(state.velocity * state.velocity, state.force * state.force) <= Self.restThreshold else {
      return state.offset
    }
    let tolerance = interval * Self.remainingFraction
    let remaining = interval - state.offset
    guard tolerance * tolerance > 0, tolerance * tolerance < remaining * remaining else { return nil }
    return state.offset
  }

  /// `shouldMerge(previous:value:time:context:)`: this animation takes over from `previous` at `time` (s since the
  /// animation began), its interval still `interval` (the caller then adds the new target's change).
  package func merge(previous: FluidSpringModel, interval: Double, time: Double, state: inout State) {
    var merged = state
    var stepped = state
    merged.offset = previous.animate(interval: interval, time: time, state: &stepped) ?? merged.offset
    merged.time = time
    merged.startTime = time
    if response != previous.response {
      merged.blendInterval = previous.response - response
      merged.blendStart = time
    }
    state = merged
  }

  /// What SwiftUI shows animating `from` → `to` from `velocity` (units/s), frame by frame: row 0 the start at t = 0,
  /// row i at the running sum of the first i `durations` (s, each > 0), the target with velocity 0 from the frame
  /// the animation ends.
  ///
  /// - Returns: the rows; the frame on which the animation ended (it shows the target), nil if it had not ended by the
  ///   last frame; and where its motion was on that frame, stepped to it, before SwiftUI showed the target instead.
  package func trajectory(
    from: Double, to: Double, velocity: Double = 0, frameDurations durations: [Double]
  ) -> (trajectory: Trajectory, finished: Int?, reached: Double?) {
    var state = State(velocity: velocity)
    var finished: Int?
    var reached: Double?
    var t = 0.0
    var trajectory = Trajectory()
    trajectory.append(t: 0, value: from, velocity: velocity)
    for (index, dt) in durations.enumerated() {
      t += dt
      if finished == nil, let offset = animate(interval: to - from, time: t, state: &state) {
        trajectory.append(t: t, value: from + offset, velocity: state.velocity)
      } else {
        if finished == nil { reached = from + state.offset }
        finished = finished ?? index + 1
        trajectory.append(t: t, value: to, velocity: 0)
      }
    }
    return (trajectory, finished, reached)
  }

  /// The time (s) of the first substep at which the animation from rest over `interval` may end.
  ///
  /// The frames of a schedule can meet the end no earlier. ∞ when it has not ended by `limit` (s).
  package func restTime(interval: Double, velocity: Double = 0, limit: Double) -> Double {
    var state = State(velocity: velocity)
    var t = 0.0
    while t < limit {
      t += Self.substep
      guard animate(interval: interval, time: t, state: &state) != nil else { return state.time }
    }
    return .infinity
  }
}

extension FluidSpringModel {
  /// The fluid spring whose motion is the equation m·ẍ = −k·(x − target) − c·ẋ: response 2π√(m/k), damping
  /// fraction c/(2√(k·m)).
  package init(mass: Double, stiffness: Double, damping: Double, blendDuration: Double = 0) {
    self.init(
      response: 2 * .pi * (mass / stiffness).squareRoot(),
      dampingFraction: damping / (2 * (stiffness * mass).squareRoot()),
      blendDuration: blendDuration)
  }
}
