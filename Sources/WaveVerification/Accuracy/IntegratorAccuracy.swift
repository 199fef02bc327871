/// One integrator's accuracy over every spring × schedule: the "every integrator" table.
public struct IntegratorAccuracy: Sendable {
  public let integrator: IntegratorID
  /// The largest and the median max error over the runs with numbers (fractions of the distance; the median
  /// is the upper one of an even count); nil when no run has numbers.
  public let worstMaxError: Double?, medianMaxError: Double?
  /// The runs that did not end ``RunStatus/ok`` (unstable, diverged, failed), in row order.
  public let notOK: [AccuracyRow]

  /// The summary of `integrator` over `rows` (all of them; the others' rows are skipped).
  init(_ integrator: IntegratorID, rows: [AccuracyRow]) {
    let mine = rows.filter { $0.integrator == integrator }
    let errors = mine.compactMap(\.maxError).sorted()
    self.integrator = integrator
    worstMaxError = errors.last
    medianMaxError = errors.isEmpty ? nil : errors[errors.count / 2]
    notOK = mine.filter { $0.status != .ok }
  }
}
