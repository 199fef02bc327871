/// `wave-bench integrators`: the catalogue, with the fixed-step integrators' orders measured
/// (``MeasuredOrder/measure()``), rendered by ``IntegratorList``.
enum IntegratorListing {
  /// The list as `integrators` prints it.
  ///
  /// - Returns: The table and its note.
  /// - Throws: What the convergence experiment throws (never, for its fixed springs).
  static func text() throws -> String { IntegratorList.text(orders: try MeasuredOrder.measure()) }
}
