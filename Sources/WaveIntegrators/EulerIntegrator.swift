import Foundation
import WaveCore

/// The engine's step: semi-implicit Euler, one step per frame, exactly as `CGFloat.updateValue` computes it.
///
/// No settle snap: this is the integrator alone (the animator's end-of-run snap is a lifecycle matter).
package struct EulerIntegrator: TrajectoryIntegrator {
  package init() {}
  package var name: String { "euler" }

  package func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) -> Trajectory {
    let target = CGFloat(problem.to)
    return Trajectory.frameByFrame(problem, durations: durations) { state, dt, _ in
      let (x, v) = CGFloat.updateValue(
        spring: problem.spring, value: CGFloat(state.value), target: target, velocity: CGFloat(state.velocity), dt: dt)
      return (Double(x), Double(v))
    }
  }
}
