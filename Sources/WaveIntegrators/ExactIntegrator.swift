import WaveCore
import WaveReference

/// The closed-form solution sampled at each frame time (the running sum of the durations), from the
/// initial state, with the spring's stored stiffness, damping coefficient and mass (not re-derived).
public struct ExactIntegrator: TrajectoryIntegrator {
  public init() {}
  public var name: String { "exact" }
  public var summary: String { "closed-form solution sampled at each frame time (exact, reference)" }

  public func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory {
    let oscillator = DampedOscillator(try OscillatorParameters(problem.spring))
    var trajectory = Trajectory()
    var t = 0.0
    trajectory.append(t: t, value: problem.from, velocity: problem.velocity)
    for dt in durations {
      t += dt
      let state = oscillator.state(at: t, x0: problem.from, v0: problem.velocity, target: problem.to)
      trajectory.append(t: t, value: state.position, velocity: state.velocity)
    }
    return trajectory
  }
}
