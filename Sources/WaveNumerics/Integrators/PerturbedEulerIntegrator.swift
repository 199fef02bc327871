import WaveCore

/// The engine's step with a deliberate error, for checking that `compare` catches a change to the step: each
/// frame is stepped with `dt·(1 + perturbation)` (the sampled times stay those of the schedule).
///
/// It keeps the engine step's name (`euler`), so that a report made with it lines up with a normal report.
package struct PerturbedEulerIntegrator: TrajectoryIntegrator {
  /// The relative change of each step's duration, finite, > −1 (for example 0.01).
  package let perturbation: Double

  package init(perturbation: Double) {
    self.perturbation = perturbation
  }

  package var name: String { EulerIntegrator().name }

  package func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) -> Trajectory {
    let stretched = EulerIntegrator().integrate(problem, frameDurations: durations.map { $0 * (1 + perturbation) })
    var t = 0.0
    var times = [t]
    for dt in durations {
      t += dt
      times.append(t)
    }
    return Trajectory(times: times, values: stretched.values, velocities: stretched.velocities)
  }
}
