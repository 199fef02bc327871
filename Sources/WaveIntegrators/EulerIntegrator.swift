import Foundation
import WaveCore

/// The engine's step: semi-implicit Euler, one step per frame, exactly as `CGFloat.updateValue` computes it.
/// No settle snap: this is the integrator alone (the animator's end-of-run snap is a lifecycle matter).
public struct EulerIntegrator: TrajectoryIntegrator {
  public init() {}
  public var name: String { "euler" }
  public var summary: String { "the engine's semi-implicit Euler, 1 step per frame (order 1, explicit, fixed)" }

  public func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) -> Trajectory {
    var trajectory = Trajectory()
    trajectory.times.reserveCapacity(durations.count + 1)
    trajectory.values.reserveCapacity(durations.count + 1)
    trajectory.velocities.reserveCapacity(durations.count + 1)
    var x = CGFloat(problem.from), v = CGFloat(problem.velocity), t = 0.0
    let target = CGFloat(problem.to)
    trajectory.append(t: t, value: problem.from, velocity: problem.velocity)
    for dt in durations {
      (x, v) = CGFloat.updateValue(spring: problem.spring, value: x, target: target, velocity: v, dt: dt)
      t += dt
      trajectory.append(t: t, value: Double(x), velocity: Double(v))
    }
    return trajectory
  }
}
