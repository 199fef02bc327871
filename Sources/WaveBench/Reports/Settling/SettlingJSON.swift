import WaveOutput

/// `settling.json`: the band, the steppers and every cell with its runs, of a ``SettlingResult``.
enum SettlingJSON {
  static func render(_ result: SettlingResult) -> String {
    let json = JSONValue.object(
      ReportHeader.members(report: "settling") + [
        ("band", .number(result.band)), ("exactStep", .number(result.exactStep)),
        ("steppers", .array(result.steppers.map { .string($0.name) })),
        ("cells", .array(result.cells.map(cell))),
        ("findings", FindingsJSON.value(result.findings.map(\.text), fixes: result.findings.map { _ in nil })),
      ])
    return json.serialized() + "\n"
  }

  static func cell(_ cell: SettlingCell) -> JSONValue {
    .object([
      ("spring", .string(cell.spec.label)), ("dampingRatio", .number(cell.dampingRatio)),
      ("response", .number(cell.response)), ("equationDampingRatio", .finite(cell.effectiveDampingRatio)),
      ("formula", .finite(cell.formula)),
      (
        "runs",
        .array(
          cell.runs.map {
            .object([
              ("stepper", .string($0.stepper.name)), ("status", .string($0.status.name)),
              ("settleTime", .finite($0.settleTime)), ("residualAtFormula", .finite($0.residualAtFormula)),
              ("horizon", .finite($0.horizon)),
            ])
          })
      ),
    ])
  }
}
