import WaveCore

/// An integrator that takes a fixed number of equal steps per frame, which `--substeps` sets: the engine's step, its
/// batch variant and the textbook methods (GSL's methods take theirs through ``GSLMode/fixed(substeps:)``).
protocol FixedStepIntegrator: TrajectoryIntegrator {
  /// Equal steps per frame, ≥ 1.
  var substeps: Int { get }

  /// The integrator with `substeps` equal steps of dt / `substeps` per frame of dt (≥ 1).
  init(substeps: Int)
}

extension FixedStepIntegrator {
  /// The same integrator with `substeps` steps per frame, under the same name.
  ///
  /// - Parameter substeps: steps per frame, ≥ 1.
  /// - Returns: The integrator.
  func substepped(_ substeps: Int) -> any TrajectoryIntegrator { Self(substeps: substeps) }
}

extension FixedStepRK4Integrator: FixedStepIntegrator {}
extension EulerIntegrator: FixedStepIntegrator {}
extension BatchIntegrator: FixedStepIntegrator {}

/// A textbook method for the linear spring: one step of h seconds of the displacement from the target and the
/// velocity, in doubles, taken `substeps` times a frame (``ExplicitEulerIntegrator``, ``ImplicitEulerIntegrator``,
/// ``VelocityVerletIntegrator``), its accelerations counted (``EvaluationCounting``).
protocol TextbookIntegrator: FixedStepIntegrator, EvaluationCounting {
  /// One step of `h` s of the displacement `u` from the target and the velocity `v`, evaluating the acceleration
  /// through `f` (which counts it) and reading the spring's coefficients from `f.spring` where it solves for them.
  static func step(_ u: inout Double, _ v: inout Double, h: Double, f: inout SpringRightHandSide)
}

extension TextbookIntegrator {
  package func integrate(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> Trajectory {
    try integrateCounting(problem, frameDurations: durations).trajectory
  }

  package func integrateCounting(_ problem: SpringProblem, frameDurations durations: [Double]) throws -> (
    trajectory: Trajectory, evaluations: Int
  ) {
    var f = SpringRightHandSide(try PhysicalSpring(problem.spring))
    var u = problem.from - problem.to
    var v = problem.velocity
    let trajectory = Trajectory.frameByFrame(problem, durations: durations) { _, dt, _ in
      let h = dt / Double(substeps)
      for _ in 0..<substeps { Self.step(&u, &v, h: h, f: &f) }
      return (problem.to + u, v)
    }
    return (trajectory, f.evaluations)
  }
}
