import Foundation
import WaveCore
import WaveReference

/// Semi-implicit Euler with `ceil(dt / 1 ms)` equal sub-steps per frame: the scheme of react-spring (its
/// spring solver sub-steps each frame in about 1 ms increments). This models the scheme, not its code:
/// react-spring v9 steps exactly 1 ms `ceil(dt / 1 ms)` times, which can advance up to 1 ms more than the
/// frame; here the sub-steps are `dt / n` so that the simulated time equals the frame time.
public struct SubsteppedEulerIntegrator: TrajectoryIntegrator {
  /// The largest sub-step, in seconds.
  public let maximumSubstep: Double

  public init(maximumSubstep: Double = 0.001) {
    self.maximumSubstep = maximumSubstep
  }

  public var name: String { "react-spring-euler" }
  public var summary: String {
    "semi-implicit Euler, ceil(dt / 1 ms) equal sub-steps per frame (order 1, explicit; models react-spring)"
  }

  public func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory {
    let p = try OscillatorParameters(problem.spring)
    var x = problem.from, v = problem.velocity, t = 0.0
    var trajectory = Trajectory()
    trajectory.append(t: t, value: x, velocity: v)
    for dt in durations {
      let n = max(1, Int((dt / maximumSubstep).rounded(.up)))
      let h = dt / Double(n)
      for _ in 0..<n {
        (x, v) = SpringStep.semiImplicitEuler(
          value: x, target: problem.to, velocity: v, dt: h, stiffness: p.stiffness, dampingCoefficient: p.damping,
          mass: p.mass)
      }
      t += dt
      trajectory.append(t: t, value: x, velocity: v)
    }
    return trajectory
  }
}
