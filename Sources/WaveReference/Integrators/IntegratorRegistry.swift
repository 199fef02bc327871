/// Every trajectory integrator by its command-line name.
public enum IntegratorRegistry {
  /// All integrators, in the order `wave-bench integrators` lists them.
  public static let all: [any TrajectoryIntegrator] = [
    EulerIntegrator(), ExactIntegrator(), PropagatorIntegrator(),
    // Peer stepping schemes (models of what other engines do) and a textbook RK4.
    AccumulatorRK4Integrator.rebound, AccumulatorRK4Integrator.advance, SubsteppedEulerIntegrator(),
    FixedStepRK4Integrator(),
    // GSL odeiv2, adaptive to each frame time at the reference tolerances (GSLMode.reference).
    GSLIntegrator(step: .rk2), GSLIntegrator(step: .rk4), GSLIntegrator(step: .rkf45), GSLIntegrator(step: .rkck),
    GSLIntegrator(step: .rk8pd), GSLIntegrator(step: .rk1imp), GSLIntegrator(step: .rk2imp),
    GSLIntegrator(step: .rk4imp), GSLIntegrator(step: .bsimp), GSLIntegrator(step: .msadams),
    GSLIntegrator(step: .msbdf),
  ]

  /// The integrator called `name`, or nil.
  public static func named(_ name: String) -> (any TrajectoryIntegrator)? {
    all.first { $0.name == name }
  }

  /// The valid names, comma-separated, for error messages.
  public static var names: String { all.map(\.name).joined(separator: ", ") }
}
