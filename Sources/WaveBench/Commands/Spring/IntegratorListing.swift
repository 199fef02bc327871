/// `wave-bench integrators`: the catalogue, with the fixed-step integrators' orders measured
/// (``MeasuredOrder/measure()``) and every integrator's evaluations per frame counted
/// (``FrameEvaluations/measure()``), rendered by ``IntegratorList``.
enum IntegratorListing {
  /// The list as `integrators` prints it.
  ///
  /// - Parameter format: text (a table and its notes) or JSON.
  /// - Returns: The list, ending in a newline.
  /// - Throws: What the convergence experiment throws (never, for its fixed springs).
  static func render(as format: TextOrJSON = .text) throws -> String {
    format.render(IntegratorList(orders: try MeasuredOrder.measure(), evaluations: try FrameEvaluations.measure()))
  }
}
