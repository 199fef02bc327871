import WaveCore

/// The exact propagator re-seeded each frame: each frame advances the current state by `exp(A·dt)`.
///
/// The exact re-seeded reference: the closed-form solution evaluated in double over each frame's exact
/// duration from the current state. Exact for any frame schedule (up to rounding, which accumulates over
/// frames but is damped with the motion). It is not a model of any engine: the analytic peers differ from it
/// (AndroidX: whole-ms frame times, float state, no step on the first frame, rest thresholds; Motion: a wrong
/// overdamped branch and a rest snap); see `androidx` and `motion`.
package struct PropagatorIntegrator: TrajectoryIntegrator {
  package init() {}
  package var name: String { "propagator" }

  package func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory {
    let parameters = try PhysicalSpring(problem.spring)
    var cached: (dt: Double, coefficients: PropagatorCoefficients)?
    return Trajectory.frameByFrame(problem, durations: durations) { state, dt, _ in
      let coefficients: PropagatorCoefficients
      if let cached, cached.dt == dt {
        coefficients = cached.coefficients
      } else {
        coefficients = PropagatorCoefficients(parameters, dt: dt)
        cached = (dt, coefficients)
      }
      return coefficients.apply(value: state.value, target: problem.to, velocity: state.velocity)
    }
  }
}
