import WaveOutput
import WavePerf

/// What `wave-bench gate` prints: the verdict table for a terminal, or the verdict as JSON (schemaVersion 1).
///
/// A renderer only: the rows and their verdicts are ``GateOutcome``'s (``GateComparison`` judges them).
extension GateOutcome: TextOrJSONRendering {
  /// The verdict table for a terminal (``GateReport/table(_:)``).
  package func text() -> String { GateReport.table(rows) }

  /// The verdict as JSON (schemaVersion 1): `baseline` (the file), `rows[]` (`workload`, `metric`,
  /// `baseline` and `changePercent` when known, `now`, `verdict`), `schemaVersion`, `tolerancePercent`,
  /// `verdict` (`pass` or `fail`); keys in alphabetical order, a final newline.
  package func json() -> String {
    JSONValue.object([
      ("baseline", .string(baselinePath)),
      ("rows", .array(rows.map(GateReport.json))),
      ("schemaVersion", .integer(1)),
      ("tolerancePercent", .number(tolerancePercent)),
      ("verdict", .string(failed ? "fail" : "pass")),
    ]).serialized() + "\n"
  }
}

/// The gate's rows as a terminal table and as JSON objects.
package enum GateReport {
  /// The verdict table for a terminal: one line per row, `REGRESSION` in capitals.
  package static func table(_ rows: [GateRow]) -> String {
    var table = TextTable(
      header: ["workload", "metric", "baseline", "now", "change", "verdict"], rightAligned: [2, 3, 4])
    for row in rows {
      table.add([
        row.workload, row.metric, row.baseline.map { format($0) } ?? "-", format(row.now),
        row.changePercent.map(NumberFormat.signedPercent) ?? "-",
        row.verdict == .regression ? "REGRESSION" : row.verdict.rawValue,
      ])
    }
    return table.rendered()
  }

  /// A whole number as an integer (`1200`); another, or one beyond ±1e15 (a baseline's `1e300`, `inf`), with 3
  /// decimals.
  static func format(_ x: Double) -> String {
    x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : NumberFormat.decimals(x, 3)
  }

  /// A row's object, keys in alphabetical order; an unknown baseline or change is left out.
  static func json(_ row: GateRow) -> JSONValue {
    var members: [(String, JSONValue)] = []
    if let baseline = row.baseline { members.append(("baseline", .finite(baseline))) }
    if let changePercent = row.changePercent { members.append(("changePercent", .finite(changePercent))) }
    members += [
      ("metric", .string(row.metric)), ("now", .finite(row.now)), ("verdict", .string(row.verdict.rawValue)),
      ("workload", .string(row.workload)),
    ]
    return .object(members)
  }
}
