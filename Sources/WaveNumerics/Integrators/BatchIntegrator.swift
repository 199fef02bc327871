import WaveBatch
import WaveCore

/// `--integrator batch`: the engine's Euler step run by a one-lane ``SpringBatch`` (Double, the spring's coefficients
/// broadcast), so that the batch path can be checked against `euler` from the command line: the two print the same
/// numbers, bit for bit.
///
/// As every integrator here, no settle snap (`SettleMode.never`). With `substeps` N, each frame of dt is N batch steps of dt / N, as ``EulerIntegrator`` substeps.
///
/// Its evaluations (``EvaluationCounting``) are its calls of the batch's step, each of which evaluates the one lane's
/// spring force once, as the engine's step does.
struct BatchIntegrator: TrajectoryIntegrator, EvaluationCounting {
  /// Steps per frame, ≥ 1.
  let substeps: Int

  init(substeps: Int = 1) {
    precondition(substeps >= 1)
    self.substeps = substeps
  }

  var name: String { "batch" }

  func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory {
    integrateCounting(problem, frameDurations: durations).trajectory
  }

  func integrateCounting(_ problem: SpringProblem, frameDurations durations: [Double]) -> (
    trajectory: Trajectory, evaluations: Int
  ) {
    let batch = SpringBatch<Double>(springs: .shared(problem.spring), settle: .never, capacity: 1)
    let handle = batch.add(value: problem.from, target: problem.to, velocity: problem.velocity)
    var calls = 0
    let trajectory = Trajectory.frameByFrame(problem, durations: durations) { _, dt, _ in
      let h = dt / Double(substeps)
      for _ in 0..<substeps {
        batch.step(dt: h)
        calls += 1
      }
      return (batch.value(handle), batch.velocity(handle))
    }
    return (trajectory, calls)
  }
}
