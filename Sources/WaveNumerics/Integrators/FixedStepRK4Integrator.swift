import WaveCore

/// Classical RK4 with `substeps` equal steps per frame (order 4, explicit): a textbook reference for
/// convergence studies, and what a "better explicit stepper" would cost.
struct FixedStepRK4Integrator: TrajectoryIntegrator {
  /// Steps per frame, ≥ 1.
  let substeps: Int

  init(substeps: Int = 1) {
    precondition(substeps >= 1)
    self.substeps = substeps
  }

  var name: String { "rk4" }

  func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory {
    let p = try PhysicalSpring(problem.spring)
    var u = problem.from - problem.to
    var v = problem.velocity  // the displacement stays the state (no x − target)
    return Trajectory.frameByFrame(problem, durations: durations) { _, dt, _ in
      let h = dt / Double(substeps)
      for _ in 0..<substeps { (u, v) = OscillatorRK4.step(u: u, v: v, h: h, p) }
      return (problem.to + u, v)
    }
  }
}
