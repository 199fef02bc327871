import WaveNumerics

/// The measured convergence order of each fixed-step integrator of the catalogue and of each GSL method stepped once
/// per frame, for `wave-bench integrators`: the convergence experiment's slope (``ConvergenceExperiment``), the
/// smallest over its springs, beside the order the method is stated to have and why the two differ.
struct MeasuredOrder: Sendable, Equatable {
  /// The integrator's catalogue name.
  let name: String
  /// The smallest least-squares slope of ln(error) against ln(frame duration) over ``ConvergenceExperiment/springs``
  /// (one per damping regime); nil when no spring gave one (every error at reference precision, or the runs failed).
  let order: Double?
  /// The order the method is stated to have (``IntegratorCatalogue/Entry/statedOrder``); nil where none is.
  let statedOrder: Int?
  /// Why ``order`` differs from ``statedOrder`` or is missing (``IntegratorCatalogue/Entry/orderNote``); nil where it
  /// does not.
  let note: String?

  /// The catalogue kinds whose order is the method's own at the frame duration.
  ///
  /// The engine's step, its variant and the textbook methods, and the GSL methods stepped once per frame
  /// (``GSLMode/fixed(substeps:)``; as listed they follow their tolerances, which the accuracy report's convergence
  /// table shows). The exact references have no error to fit, and the peers run on their own clocks.
  static let measuredKinds: Set<IntegratorCatalogue.Kind> = [.engine, .engineVariant, .textbook, .gsl]

  /// One value per catalogue entry of ``measuredKinds``, in catalogue order.
  ///
  /// - Returns: The measured orders, by name.
  /// - Throws: What building a convergence spring throws (never, for its fixed springs).
  static func measure() throws -> [MeasuredOrder] {
    let entries = IntegratorCatalogue.entries.filter { measuredKinds.contains($0.kind) }
    let rows = try ConvergenceExperiment.run(integrators: entries.map { oncePerFrame($0.integrator) })
    return entries.map { entry in
      MeasuredOrder(
        name: entry.name, order: rows.filter { $0.integrator.name == entry.name }.compactMap(\.order).min(),
        statedOrder: entry.statedOrder, note: entry.orderNote)
    }
  }

  /// `integrator` stepped once per frame: a GSL method in fixed mode with 1 step per frame, any other as it is.
  static func oncePerFrame(_ integrator: any TrajectoryIntegrator) -> any TrajectoryIntegrator {
    guard let gsl = integrator as? GSLIntegrator else { return integrator }
    return GSLIntegrator(step: gsl.step, mode: .fixed(substeps: 1))
  }
}
