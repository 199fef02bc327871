import WaveNumerics

/// The convergence experiment as the report shows it: the rows, the order table, and what the plot draws.
struct ConvergenceResult: Sendable {
  /// The springs of the table's columns (``ConvergenceExperiment/springs``); the plot shows the first.
  let springs: [SpringSpec]
  /// Errors at or below this fraction of the distance are left out of the slopes
  /// (``ConvergenceExperiment/precisionFloor``).
  let precisionFloor: Double
  /// One row per integrator × mode × spring (``ConvergenceExperiment/run(integrators:springs:progress:)``).
  let rows: [ConvergenceRow]
  /// One line per integrator and mode, in the order they first appear in ``rows``.
  let table: [Orders]
  /// The rows the plot draws: those on the first spring with a measured order.
  let plotted: [ConvergenceRow]

  /// The measured orders of one integrator in one mode, one per spring of ``ConvergenceResult/springs``.
  struct Orders: Sendable {
    let integrator: IntegratorID, mode: ConvergenceMode
    /// The order on each spring (nil where none was measured or the spring has no row).
    let orders: [Double?]
    /// The first verdict other than ``ConvergenceVerdict/measured`` over the springs, if any.
    let verdict: ConvergenceVerdict?
    /// The order the method is stated to have (``IntegratorCatalogue/Entry/statedOrder``); nil where none is.
    let statedOrder: Int?
    /// Why the order measured in ``ConvergenceMode/oneStepPerFrame`` differs from ``statedOrder`` or is missing
    /// (``IntegratorCatalogue/Entry/orderNote``); nil in any other mode and where it does not.
    let orderNote: String?
  }

  init(rows: [ConvergenceRow], springs: [SpringSpec], precisionFloor: Double) {
    self.springs = springs
    self.precisionFloor = precisionFloor
    self.rows = rows
    var table: [Orders] = []
    for row in rows where !table.contains(where: { $0.integrator == row.integrator && $0.mode == row.mode }) {
      let cells = springs.map { spring in
        rows.first { $0.integrator == row.integrator && $0.mode == row.mode && $0.spring == spring }
      }
      let entry = IntegratorCatalogue.entries.first { $0.name == row.integrator.name }
      table.append(
        Orders(
          integrator: row.integrator, mode: row.mode, orders: cells.map { $0?.order },
          verdict: cells.compactMap { $0?.verdict }.first { $0 != .measured }, statedOrder: entry?.statedOrder,
          orderNote: row.mode == .oneStepPerFrame ? entry?.orderNote : nil))
    }
    self.table = table
    plotted = rows.filter { $0.spring == springs.first && $0.order != nil }
  }
}
