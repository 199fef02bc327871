import WaveNumerics

/// The measured convergence order of each fixed-step integrator of the catalogue, for `wave-bench integrators`:
/// the convergence experiment's slope (``ConvergenceExperiment``), the smallest over its springs.
struct MeasuredOrder: Sendable, Equatable {
  /// The integrator's catalogue name.
  let name: String
  /// The smallest least-squares slope of ln(error) against ln(frame duration) over ``ConvergenceExperiment/springs``
  /// (one per damping regime); nil when no spring gave one (every error at reference precision, or the runs failed).
  let order: Double?

  /// The catalogue kinds whose order is the method's own at the frame duration: the engine's step, its variant and
  /// the textbook methods. (The exact references have no error to fit; the adaptive GSL methods follow their
  /// tolerances and the peers their own clocks, which the accuracy report's convergence table shows.)
  static let measuredKinds: Set<IntegratorCatalogue.Kind> = [.engine, .engineVariant, .textbook]

  /// One value per catalogue entry of ``measuredKinds``, in catalogue order.
  ///
  /// - Returns: The measured orders, by name.
  /// - Throws: What building a convergence spring throws (never, for its fixed springs).
  static func measure() throws -> [MeasuredOrder] {
    let entries = IntegratorCatalogue.entries.filter { measuredKinds.contains($0.kind) }
    let rows = try ConvergenceExperiment.run(integrators: entries.map(\.integrator))
    return entries.map { entry in
      MeasuredOrder(
        name: entry.name, order: rows.filter { $0.integrator.name == entry.name }.compactMap(\.order).min())
    }
  }
}
