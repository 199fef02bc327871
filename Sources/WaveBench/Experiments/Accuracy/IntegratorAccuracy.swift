/// One integrator's accuracy over every spring × schedule: the "every integrator" table.
struct IntegratorAccuracy: Sendable {
  let integrator: IntegratorID
  /// The largest and the median max error over the runs with numbers (fractions of the distance; the median
  /// is the upper one of an even count); nil when no run has numbers.
  let worstMaxError: Double?, medianMaxError: Double?
  /// The runs that did not end ``RunStatus/ok`` (unstable, diverged, failed), in row order.
  let notOK: [AccuracyRow]
  /// How many runs the integrator had.
  let runs: Int
  /// The right-hand side's evaluations per frame (``AccuracyRow/evaluationsPerFrame``) over its counted runs: the
  /// median (the upper one of an even count) and the largest; nil when no run was counted.
  let medianEvaluationsPerFrame: Double?, mostEvaluationsPerFrame: Double?
  /// When every run ended with the same status other than ok: that status (the table then says so once
  /// instead of listing every run).
  var everyRunEnded: RunStatus? {
    guard runs > 0, notOK.count == runs, let first = notOK.first?.status else { return nil }
    return notOK.allSatisfy { $0.status.name == first.name } ? first : nil
  }

  /// The summary of `integrator` over `rows` (all of them; the others' rows are skipped).
  init(_ integrator: IntegratorID, rows: [AccuracyRow]) {
    let mine = rows.filter { $0.integrator == integrator }
    let errors = mine.compactMap(\.maxError).sorted()
    self.integrator = integrator
    worstMaxError = errors.last
    medianMaxError = errors.isEmpty ? nil : errors[errors.count / 2]
    notOK = mine.filter { $0.status != .ok }
    runs = mine.count
    let perFrame = mine.compactMap(\.evaluationsPerFrame).sorted()
    medianEvaluationsPerFrame = perFrame.isEmpty ? nil : perFrame[perFrame.count / 2]
    mostEvaluationsPerFrame = perFrame.last
  }
}
