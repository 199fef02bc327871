import WaveAnalysis

/// Implicit (backward) Euler with `substeps` equal steps per frame (order 1, implicit, fixed): the new state is the
/// one whose derivative carries the old state to it, solved exactly (the spring is linear).
///
/// With u = x − target, one step of h seconds solves `u₁ = u + h·v₁`, `m·(v₁ − v) = h·(−k·u₁ − c·v₁)`:
/// `v₁ = (m·v − h·k·u) / (m + h·c + h²·k)`, then `u₁ = u + h·v₁`. Stable at every step (its spectral radius is
/// below 1 for every spring with c ≥ 0 and h > 0), and it damps: the motion loses energy the exact spring keeps.
package struct ImplicitEulerIntegrator: TrajectoryIntegrator {
  /// Steps per frame, ≥ 1.
  package let substeps: Int

  package init(substeps: Int = 1) {
    precondition(substeps >= 1)
    self.substeps = substeps
  }

  package var name: String { "implicit-euler" }

  package func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory {
    let p = try PhysicalSpring(problem.spring)
    var u = problem.from - problem.to
    var v = problem.velocity
    return Trajectory.frameByFrame(problem, durations: durations) { _, dt, _ in
      let h = dt / Double(substeps)
      let denominator = p.mass + h * p.damping + h * h * p.stiffness
      for _ in 0..<substeps {
        v = (p.mass * v - h * p.stiffness * u) / denominator
        u += h * v
      }
      return (problem.to + u, v)
    }
  }
}
