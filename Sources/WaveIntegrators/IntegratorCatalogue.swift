/// The one catalogue of trajectory integrators: every integrator is registered here once, with what it is,
/// whichever module implements it (the engine's step and the peer models here, the references over
/// WaveReference, the batch stepper over WaveBatch). Commands, reports, cost measurements and benchmarks all
/// read their lists from it.
public enum IntegratorCatalogue {
  /// What an integrator stands for.
  public enum Kind: String, Sendable, CaseIterable {
    /// The engine's own step (`euler`).
    case engine
    /// An exact reference (closed form, exact propagator).
    case exact
    /// A model of another engine as its source steps (`Peers/`).
    case peer
    /// A textbook method that no engine ships (`rk4`).
    case textbook
    /// A GSL `odeiv2` method at the reference tolerances.
    case gsl
    /// Another implementation of the engine's step (the batch stepper), bit-equal to `euler`.
    case engineVariant
  }

  /// One registered integrator.
  public struct Entry: Sendable {
    public let integrator: any TrajectoryIntegrator
    public let kind: Kind
    public var name: String { integrator.name }
  }

  /// Every integrator, in the order `wave-bench integrators` lists them.
  public static let entries: [Entry] =
    [
      Entry(integrator: EulerIntegrator(), kind: .engine),
      Entry(integrator: ExactIntegrator(), kind: .exact),
      Entry(integrator: PropagatorIntegrator(), kind: .exact),
      // Models of other engines as their current source steps (Peers/), then a textbook RK4.
      Entry(integrator: ReboundIntegrator(), kind: .peer),
      Entry(integrator: ReactSpringIntegrator(), kind: .peer),
      Entry(integrator: AdvanceIntegrator(), kind: .peer),
      Entry(integrator: AndroidXIntegrator(), kind: .peer),
      Entry(integrator: MotionIntegrator(), kind: .peer),
      Entry(integrator: FixedStepRK4Integrator(), kind: .textbook),
    ]
    // GSL odeiv2, adaptive to each frame time at the reference tolerances (GSLMode.reference).
    + [.rk2, .rk4, .rkf45, .rkck, .rk8pd, .rk1imp, .rk2imp, .rk4imp, .bsimp, .msadams, .msbdf].map {
      Entry(integrator: GSLIntegrator(step: $0), kind: .gsl)
    }
    + [Entry(integrator: BatchIntegrator(), kind: .engineVariant)]

  /// Every integrator (what `wave-bench trajectory --integrator` accepts).
  public static var all: [any TrajectoryIntegrator] { entries.map(\.integrator) }

  /// What the verification reports compare: every integrator but the engine's variants (they are bit-equal to
  /// `euler`), each adaptive GSL method bounded in its work per frame (``BoundedGSLIntegrator``) so that a
  /// report's run time stays bounded.
  public static var verified: [any TrajectoryIntegrator] {
    entries.filter { $0.kind != .engineVariant }.map { BoundedGSLIntegrator($0.integrator) ?? $0.integrator }
  }

  /// The integrator called `name`, or nil.
  public static func named(_ name: String) -> (any TrajectoryIntegrator)? {
    entries.first { $0.name == name }?.integrator
  }

  /// The valid names, comma-separated, for help and error messages.
  public static var names: String { entries.map(\.name).joined(separator: ", ") }

  /// The name of the engine's step (`euler`): the one stepper with a step matrix.
  public static let engineStepName = EulerIntegrator().name
}
