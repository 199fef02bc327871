/// An integrator that takes a fixed number of equal steps per frame, which `--substeps` sets: the engine's step, its
/// batch variant and the textbook methods (GSL's methods take theirs through ``GSLMode/fixed(substeps:)``).
package protocol FixedStepIntegrator: TrajectoryIntegrator {
  /// Equal steps per frame, ≥ 1.
  var substeps: Int { get }

  /// The same integrator with `substeps` equal steps of dt / `substeps` per frame of dt.
  ///
  /// - Parameter substeps: steps per frame, ≥ 1.
  /// - Returns: The integrator, under the same name.
  func substepped(_ substeps: Int) -> any TrajectoryIntegrator
}

extension FixedStepRK4Integrator: FixedStepIntegrator {
  package func substepped(_ substeps: Int) -> any TrajectoryIntegrator { Self(substeps: substeps) }
}

extension ExplicitEulerIntegrator: FixedStepIntegrator {
  package func substepped(_ substeps: Int) -> any TrajectoryIntegrator { Self(substeps: substeps) }
}

extension ImplicitEulerIntegrator: FixedStepIntegrator {
  package func substepped(_ substeps: Int) -> any TrajectoryIntegrator { Self(substeps: substeps) }
}

extension VelocityVerletIntegrator: FixedStepIntegrator {
  package func substepped(_ substeps: Int) -> any TrajectoryIntegrator { Self(substeps: substeps) }
}

extension EulerIntegrator: FixedStepIntegrator {
  package func substepped(_ substeps: Int) -> any TrajectoryIntegrator { Self(substeps: substeps) }
}

extension BatchIntegrator: FixedStepIntegrator {
  package func substepped(_ substeps: Int) -> any TrajectoryIntegrator { Self(substeps: substeps) }
}
