import WaveCore

/// `react-spring`: what react-spring (pmndrs/react-spring, 3d2523d) displays at each frame, through
/// ``ReactSpringValue`` with tension k, friction c and mass m (react-spring's own three parameters).
///
/// The frame loop is rafz's: the first frame of an animation is 16.667 ms whatever the schedule says, and
/// each later frame is `min(64, Δts)` ms (`packages/rafz/src/index.ts:130-137, 168`); here Δts = 1000·dt of
/// the schedule's frame. The initial velocity V (units/s) becomes V/1000 units/ms, and the velocity column
/// is the last velocity × 1000, kept (not zeroed) once at rest.
package struct ReactSpringIntegrator: TrajectoryIntegrator, EvaluationCounting {
  /// rafz's first-frame interval, ms (`index.ts:168`).
  static let firstFrameMilliseconds = 16.667
  /// rafz's frame clamp, ms (`index.ts:168`).
  static let maximumFrameMilliseconds = 64.0

  package init() {}
  package var name: String { "react-spring" }

  package func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory {
    try integrateCounting(problem, frameDurations: durations).trajectory
  }

  /// Counts the model's accelerations (``ReactSpringValue/evaluations``).
  package func integrateCounting(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> (
    trajectory: Trajectory, evaluations: Int
  ) {
    let p = try PhysicalSpring(problem.spring)
    var value = ReactSpringValue(
      from: problem.from, to: problem.to, velocity: problem.velocity / 1000, tension: p.stiffness,
      friction: p.damping, mass: p.mass)
    var first = true
    let trajectory = Trajectory.frameByFrame(problem, durations: durations) { _, dt, _ in
      let ms = first ? Self.firstFrameMilliseconds : min(Self.maximumFrameMilliseconds, 1000 * dt)
      first = false
      value.advance(milliseconds: ms)
      return (value.position, value.velocity * 1000)
    }
    return (trajectory, value.evaluations)
  }
}
