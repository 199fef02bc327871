import WaveOutput

/// `accuracy.json`: an ``AccuracyResult`` as JSON (the settings, every row, the convergence rows, accuracy
/// vs cost, the frame-rate drift).
enum AccuracyJSON {
  /// The document, serialized, with a final newline; `findings` are the key findings' sentences
  /// (``AccuracyFindingsText``), one per finding of `result`.
  static func text(_ result: AccuracyResult, findings: [String]) -> String {
    let json = JSONValue.object(
      ReportHeader.members(report: "accuracy") + [
        (
          "settings",
          .object([
            ("distance", .number(result.distance)),
            ("springs", .array(result.springs.map { .string($0.label) })),
            // The springs another engine runs: their rows are the engine's step on their equation, not a verdict.
            ("steppedAsWave", .array(result.steppedAsWave.map { .string($0.label) })),
            ("schedules", .array(result.schedules.map { .string($0.schedule.name) })),
            ("integrators", .array(result.integrators.map { .string($0.name) })),
          ])
        ),
        ("rows", .array(result.rows.map(json))),
        ("integratorSummaries", .array(result.summaries.map(json))),
        ("floatEngineStep", .array(result.floatRows.map(json))),
        (
          "leftOut",
          .array(result.leftOut.map { .object([("integrator", .string($0.name)), ("reason", .string($0.reason))]) })
        ),
        (
          "convergence",
          .array(
            result.convergence.rows.map {
              Self.json($0, floor: result.convergence.precisionFloor, table: result.convergence.table)
            })
        ),
        (
          "springConvergence",
          .object([
            ("springs", .array(result.springConvergence.springs.map { .string($0.label) })),
            (
              "rows",
              .array(
                result.springConvergence.rows.map {
                  Self.json(
                    $0, floor: result.springConvergence.precisionFloor, table: result.springConvergence.table)
                })
            ),
          ])
        ),
        ("errorVsCost", json(result.errorCost)),
        ("accuracyVsCost", .array((result.costs ?? []).map(json))),
        ("frameRateDrift", .array(result.drift.map(json))),
        ("crossEngine", json(result.crossEngine, findings: CrossEngineText.lines(result.crossEngine))),
        ("findings", FindingsJSON.value(findings, fixes: result.findings.map(\.fix))),
      ])
    return json.serialized() + "\n"
  }

  static func json(_ row: AccuracyRow) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("spring", .string(row.spring.label)), ("name", row.spring.name.map(JSONValue.string) ?? .null),
      ("schedule", .string(row.schedule.name)), ("integrator", .string(row.integrator.name)),
      ("status", .string(row.status.name)),
    ]
    if case .failed(let message) = row.status { members.append(("message", .string(message))) }
    members += [
      ("frames", .integer(row.frames)), ("horizon", .finite(row.horizon)), ("maxError", .finite(row.maxError)),
      ("rmsError", .finite(row.rmsError)), ("overshoot", .finite(row.overshoot)), ("peakTime", .finite(row.peakTime)),
      ("exactOvershoot", .finite(row.exactOvershoot)), ("exactPeakTime", .finite(row.exactPeakTime)),
      ("timeLeadFrames", .finite(row.timeLeadFrames)), ("snapPer1000", .finite(row.snapPer1000)),
      ("largestSpectralRadius", .finite(row.spectralRadius)), ("stepDampingRatio", .finite(row.effectiveDampingRatio)),
      ("stepResponse", .finite(row.effectiveResponse)),
      ("evaluations", row.evaluations.map(JSONValue.integer) ?? .null),
      ("evaluationsPerFrame", .finite(row.evaluationsPerFrame)),
    ]
    return .object(members)
  }

  static func json(_ row: FloatAccuracyRow) -> JSONValue {
    .object([
      ("spring", .string(row.spring.label)), ("schedule", .string(row.schedule.name)),
      ("doubleMaxError", .finite(row.doubleMaxError)), ("floatMaxError", .finite(row.floatMaxError)),
      ("maxGap", .finite(row.maxGap)),
    ])
  }

  static func json(_ errorCost: ErrorCost) -> JSONValue {
    .object([
      ("spring", .string(errorCost.spring.label)),
      (
        "panels",
        .array(
          errorCost.panels.map { panel in
            .object([
              ("schedule", .string(panel.schedule.name)),
              (
                "series",
                .array(
                  panel.series.map { series in
                    .object([
                      ("integrator", .string(series.integrator.name)),
                      ("substeps", .array(series.substeps.map(JSONValue.integer))),
                      ("evaluationsPerFrame", .array(series.evaluationsPerFrame.map(JSONValue.finite))),
                      ("maxErrors", .array(series.maxErrors.map(JSONValue.finite))),
                    ])
                  })
              ),
            ])
          })
      ),
    ])
  }

  static func json(_ summary: IntegratorAccuracy) -> JSONValue {
    .object([
      ("integrator", .string(summary.integrator.name)), ("runs", .integer(summary.runs)),
      ("worstMaxError", .finite(summary.worstMaxError)), ("medianMaxError", .finite(summary.medianMaxError)),
      ("medianEvaluationsPerFrame", .finite(summary.medianEvaluationsPerFrame)),
      ("mostEvaluationsPerFrame", .finite(summary.mostEvaluationsPerFrame)),
    ])
  }

  static func json(_ row: ConvergenceRow, floor: Double, table: [ConvergenceResult.Orders]) -> JSONValue {
    let line = table.first { $0.integrator == row.integrator && $0.mode == row.mode }
    return .object([
      ("integrator", .string(row.integrator.name)), ("mode", .string(row.mode.name)),
      ("spring", .string(row.spring.label)), ("dts", .array(row.dts.map(JSONValue.finite))),
      ("errors", .array(row.errors.map(JSONValue.finite))), ("order", .finite(row.order)),
      ("statedOrder", line?.statedOrder.map(JSONValue.integer) ?? .null),
      ("orderNote", line?.orderNote.map(JSONValue.string) ?? .null),
      ("note", row.verdict.text(floor: floor).map(JSONValue.string) ?? .null),
    ])
  }

  static func json(_ cost: AccuracyCost) -> JSONValue {
    .object([
      ("integrator", .string(cost.integrator.name)), ("medianMaxError", .finite(cost.medianMaxError)),
      ("worstMaxError", .finite(cost.worstMaxError)), ("nanosecondsPerFrame", .finite(cost.nanosecondsPerFrame)),
    ])
  }

  static func json(_ drift: FrameRateDrift) -> JSONValue {
    .object([
      ("spring", .string(drift.spring.label)), ("maxGap", .finite(drift.maxGap)),
      ("maxGapTime", .number(drift.maxGapTime)),
    ])
  }
}

extension AccuracyJSON {
  /// The cross-engine page: engines, every row (the accuracy row's key and numbers plus the rest stop) and
  /// the findings' lines.
  static func json(_ result: CrossEngineResult, findings: [String]) -> JSONValue {
    .object([
      ("schedule", .string(result.schedule.name)),
      ("engines", .array(result.engines.map { .string($0.name) })),
      ("overdampedSpring", .string(result.overdampedSpring.label)),
      ("rows", .array(result.rows.map(json))),
      ("findings", .array(findings.map(JSONValue.string))),
    ])
  }

  static func json(_ row: CrossEngineRow) -> JSONValue {
    .object([
      ("spring", .string(row.row.spring.label)), ("schedule", .string(row.row.schedule.name)),
      ("integrator", .string(row.row.integrator.name)), ("status", .string(row.row.status.name)),
      ("maxError", .finite(row.row.maxError)), ("timeLeadFrames", .finite(row.row.timeLeadFrames)),
      ("snapPer1000", .finite(row.row.snapPer1000)), ("overshoot", .finite(row.row.overshoot)),
      ("exactOvershoot", .finite(row.row.exactOvershoot)),
      (
        "rest",
        row.rest.map {
          .object([
            ("frame", .integer($0.frame)), ("time", .number($0.time)), ("jump", .finite($0.jump)),
            ("exactResidual", .finite($0.exactResidual)),
          ])
        } ?? .null
      ),
    ])
  }
}
