import WaveReference

/// `motion`: what b3ll's Motion (c9a57f9) displays at each frame, through ``MotionSpringAnimation`` with
/// stiffness k/m and damping c/m (Motion has no mass), ticked once per frame with the frame's duration.
public struct MotionIntegrator: TrajectoryIntegrator {
  public init() {}
  public var name: String { "motion" }
  public var summary: String {
    "b3ll Motion c9a57f9: closed form per frame, wrong overdamped branch, |ζ−1| ≤ 0.001 critical, rest 0.01"
  }

  public func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory {
    let p = try OscillatorParameters(problem.spring)
    var animation = MotionSpringAnimation(
      spring: MotionSpringFunction(stiffness: p.stiffness / p.mass, damping: p.damping / p.mass),
      value: problem.from, toValue: problem.to, velocity: problem.velocity)
    return Trajectory.frameByFrame(problem, durations: durations, start: (animation.value, animation.velocity)) {
      _, dt, _ in
      animation.tick(duration: dt)
      return (animation.value, animation.velocity)
    }
  }
}
