/// How a convergence run steps an integrator.
enum ConvergenceMode: String, Sendable, CaseIterable {
  /// As the catalogue lists it (a GSL method adaptive to the reference tolerances): `registry`.
  case asListed = "registry"
  /// A GSL method stepped once per frame without error control (its own order): `1 step/frame`.
  case oneStepPerFrame = "1 step/frame"

  /// The name in tables and JSON: `registry`, `1 step/frame`.
  var name: String { rawValue }
}
