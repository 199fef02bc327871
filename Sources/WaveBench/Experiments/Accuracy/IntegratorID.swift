import WaveNumerics

/// An integrator as the results key it: its name and its kind in ``IntegratorCatalogue``, so that rows are
/// selected and joined on typed values, never on name literals.
struct IntegratorID: Hashable, Sendable, CustomStringConvertible {
  /// The name used on the command line and in the reports (`euler`, `exact`, `gsl-rk4`, …).
  let name: String
  /// What it stands for: the kind of the catalogue entry of that name; nil for an integrator the catalogue
  /// does not list.
  let kind: IntegratorCatalogue.Kind?
  /// Whether the catalogue's entry shows the exact closed form at each frame time (``IntegratorCatalogue/Entry/showsClosedForm``).
  let showsClosedForm: Bool

  /// The key of `integrator`.
  ///
  /// A wrapper that keeps the name of what it wraps (``BoundedGSLIntegrator``, ``PerturbedEulerIntegrator``, a GSL
  /// method stepped once per frame) keys like the wrapped integrator.
  init(_ integrator: any TrajectoryIntegrator) {
    name = integrator.name
    let entry = IntegratorCatalogue.entries.first { $0.name == integrator.name }
    kind = entry?.kind
    showsClosedForm = entry?.showsClosedForm ?? false
  }

  /// Whether this is the engine's own step (the one stepper with a step matrix).
  var isEngineStep: Bool { kind == .engine }

  /// The engine's step, `euler`.
  static let engineStep = IntegratorID(EulerIntegrator())
  /// The closed-form solution sampled at each frame time, `exact`.
  static let closedForm = IntegratorID(ExactIntegrator())
  /// The exact propagator re-seeded every frame, `propagator`.
  static let propagator = IntegratorID(PropagatorIntegrator())

  var description: String { name }
}
