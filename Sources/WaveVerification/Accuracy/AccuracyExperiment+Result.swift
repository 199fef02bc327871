import WaveInputs
import WaveIntegrators

extension AccuracyExperiment {
  /// The accuracy report's one entry point: every integrator on every spring × schedule against the closed
  /// form, the measured orders, the frame-rate drift, the accuracy-vs-cost join, and the key findings.
  ///
  /// - Parameters:
  ///   - springs: at least one; the focus of the plots and findings is chosen by ``AccuracyFocus``.
  ///   - schedules: at least one.
  ///   - integrators: usually ``IntegratorCatalogue/verified``.
  ///   - costs: ns per frame by integrator name (`integrator-cost.json`); nil leaves ``AccuracyResult/costs``
  ///     nil.
  ///   - progress: called once per spring, then for the convergence runs, with a short line.
  /// - Returns: The report's result: every row, the integrators' summaries, the convergence runs, the drift, the
  ///   focus, the cost join (nil without `costs`), the findings and the cross-engine comparison.
  /// - Throws: ``SpringParameterError`` for a spring that cannot be built.
  package static func run(
    springs: [SpringSpec], schedules: [ScheduleSpec], integrators: [any TrajectoryIntegrator],
    costs: [String: Double]? = nil, progress: (String) -> Void = { _ in }
  ) throws -> AccuracyResult {
    precondition(!springs.isEmpty && !schedules.isEmpty, "at least one spring and one schedule")
    let focusSpring = AccuracyFocus.spring(in: springs, schedules: schedules)
    let focusIndex = springs.firstIndex(of: focusSpring)!
    var rows: [AccuracyRow] = []
    var focusRuns: [[Run]] = []
    var crossRows: [CrossEngineRow] = []
    for (index, spec) in springs.enumerated() {
      progress("accuracy \(index + 1)/\(springs.count): \(spec.label)")
      let spring = try spec.spring
      for schedule in schedules {
        let runs = try integrators.map {
          try measure(spec: spec, spring: spring, schedule: schedule, integrator: $0)
        }
        rows += runs.map(\.row)
        crossRows += zip(integrators, runs).filter { CrossEngineExperiment.isCompared($0.0) }.map {
          CrossEngineExperiment.row($0.1)
        }
        if index == focusIndex { focusRuns.append(runs) }
      }
    }
    progress("accuracy: convergence")
    let convergence = ConvergenceResult(
      rows: try ConvergenceExperiment.run(integrators: integrators, progress: progress),
      springs: ConvergenceExperiment.springs, precisionFloor: ConvergenceExperiment.precisionFloor)
    let drift = try springs.map { try FrameRateDrift.measure($0) }
    let focus = AccuracyFocus(spring: focusSpring, schedules: schedules, runs: focusRuns)
    let ids = integrators.map(IntegratorID.init)
    let costRows = costs.map { AccuracyCost.join(rows: rows, integrators: ids, costs: $0, schedule: focus.schedule) }
    let findings = try AccuracyFinding.facts(
      rows: rows, drift: drift, springs: springs, focus: focusSpring, focusSchedule: focus.schedule,
      costs: costRows)
    let crossEngine = try CrossEngineExperiment.result(
      rows: crossRows, integrators: integrators, springs: springs, schedule: focus.schedule)
    return AccuracyResult(
      distance: distance, springs: springs, schedules: schedules.map(AccuracyResult.ScheduleFrames.init),
      integrators: ids, rows: rows, summaries: ids.map { IntegratorAccuracy($0, rows: rows) },
      convergence: convergence, drift: drift, focus: focus, costs: costRows, findings: findings,
      crossEngine: crossEngine)
  }
}
