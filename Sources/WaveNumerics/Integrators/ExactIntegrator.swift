import WaveCore

/// The closed-form solution sampled at each frame time (the running sum of the durations), from the
/// initial state, with the spring's stored stiffness, damping coefficient and mass (not re-derived).
package struct ExactIntegrator: TrajectoryIntegrator {
  package init() {}
  package var name: String { "exact" }

  package func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory {
    let oscillator = DampedOscillator(try PhysicalSpring(problem.spring))
    return Trajectory.frameByFrame(problem, durations: durations) { _, _, t in
      let state = oscillator.state(at: t, x0: problem.from, v0: problem.velocity, target: problem.to)
      return (state.position, state.velocity)
    }
  }
}
