import WaveBatch
import WaveCore

/// The engine's step in Float, as WaveBatch's Float path steps it: a one-lane `SpringBatch<Float>` (the spring's
/// coefficients and the state carried in Float, each frame stepped by its duration), no settle snap.
///
/// Not in ``IntegratorCatalogue``: it is the engine's own step at another precision, which the accuracy report sets
/// beside the Double one (``BatchIntegrator`` is the same step in Double, bit-equal to `euler`). Its rows are the
/// Float state widened to Double.
package struct FloatBatchIntegrator: TrajectoryIntegrator {
  package init() {}

  package var name: String { "euler-float" }

  package func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory {
    let batch = SpringBatch<Float>(springs: .shared(problem.spring), settle: .never, capacity: 1)
    let handle = batch.add(value: problem.from, target: problem.to, velocity: problem.velocity)
    let start = (Double(batch.value(handle)), Double(batch.velocity(handle)))
    return Trajectory.frameByFrame(problem, durations: durations, start: start) { _, dt, _ in
      batch.step(dt: dt)
      return (Double(batch.value(handle)), Double(batch.velocity(handle)))
    }
  }
}
