import WaveReference

/// The exact propagator re-seeded each frame: each frame advances the current state by `exp(A·dt)`.
///
/// The exact re-seeded reference: the closed-form solution evaluated in double over each frame's exact
/// duration from the current state. Exact for any frame schedule (up to rounding, which accumulates over
/// frames but is damped with the motion). It is not a model of any engine: the analytic peers differ from it
/// (AndroidX: whole-ms frame times, float state, no step on the first frame, rest thresholds; Motion: a wrong
/// overdamped branch and a rest snap); see `androidx` and `motion`.
public struct PropagatorIntegrator: TrajectoryIntegrator {
  public init() {}
  public var name: String { "propagator" }
  public var summary: String {
    "exact propagator exp(A·dt) re-seeded every frame (exact reference, fixed)"
  }

  public func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory {
    let parameters = try OscillatorParameters(problem.spring)
    var trajectory = Trajectory()
    var x = problem.from, v = problem.velocity, t = 0.0
    var cached: (dt: Double, coefficients: PropagatorCoefficients)?
    trajectory.append(t: t, value: x, velocity: v)
    for dt in durations {
      let coefficients: PropagatorCoefficients
      if let cached, cached.dt == dt {
        coefficients = cached.coefficients
      } else {
        coefficients = PropagatorCoefficients(parameters, dt: dt)
        cached = (dt, coefficients)
      }
      (x, v) = coefficients.apply(value: x, target: problem.to, velocity: v)
      t += dt
      trajectory.append(t: t, value: x, velocity: v)
    }
    return trajectory
  }
}
