import WaveCore

/// Classical RK4 with `substeps` equal steps per frame (order 4, explicit): a textbook reference for
/// convergence studies, and what a "better explicit stepper" would cost.
package struct FixedStepRK4Integrator: TrajectoryIntegrator, EvaluationCounting {
  /// Steps per frame, ≥ 1.
  package let substeps: Int

  package init(substeps: Int = 1) {
    precondition(substeps >= 1)
    self.substeps = substeps
  }

  package var name: String { "rk4" }

  package func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory {
    try integrateCounting(problem, frameDurations: durations).trajectory
  }

  package func integrateCounting(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> (
    trajectory: Trajectory, evaluations: Int
  ) {
    var f = SpringRightHandSide(try PhysicalSpring(problem.spring))
    var u = problem.from - problem.to
    var v = problem.velocity  // the displacement stays the state (no x − target)
    let trajectory = Trajectory.frameByFrame(problem, durations: durations) { _, dt, _ in
      let h = dt / Double(substeps)
      for _ in 0..<substeps { (u, v) = OscillatorRK4.step(u: u, v: v, h: h, &f) }
      return (problem.to + u, v)
    }
    return (trajectory, f.evaluations)
  }
}
