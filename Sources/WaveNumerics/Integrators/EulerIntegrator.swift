import Foundation
import WaveCore

/// The engine's step: semi-implicit Euler, exactly as `CGFloat.updateValue` computes it, `substeps` equal steps per
/// frame (1, Wave's own, by default).
///
/// At 1 step per frame it is Wave's step bit for bit (the step's dt is the frame's: dt / 1 is dt exactly). With N, each
/// frame of dt is N calls of `updateValue` with dt / N: what an engine that substeps its spring would run.
///
/// No settle snap: this is the integrator alone (the animator's end-of-run snap is a lifecycle matter).
///
/// Its evaluations (``EvaluationCounting``) are its calls of the engine's step, each of which evaluates the spring's
/// force once (`SpringStep.swift:31-35`).
package struct EulerIntegrator: TrajectoryIntegrator, EvaluationCounting {
  /// Steps per frame, ≥ 1.
  package let substeps: Int

  package init(substeps: Int = 1) {
    precondition(substeps >= 1)
    self.substeps = substeps
  }

  package var name: String { "euler" }

  package func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) -> Trajectory {
    integrateCounting(problem, frameDurations: durations).trajectory
  }

  package func integrateCounting(_ problem: SpringProblem, frameDurations durations: [Double]) -> (
    trajectory: Trajectory, evaluations: Int
  ) {
    let target = CGFloat(problem.to)
    var calls = 0
    let trajectory = Trajectory.frameByFrame(problem, durations: durations) { state, dt, _ in
      var (x, v) = (CGFloat(state.value), CGFloat(state.velocity))
      let h = dt / Double(substeps)
      for _ in 0..<substeps {
        (x, v) = CGFloat.updateValue(spring: problem.spring, value: x, target: target, velocity: v, dt: h)
        calls += 1
      }
      return (Double(x), Double(v))
    }
    return (trajectory, calls)
  }
}
