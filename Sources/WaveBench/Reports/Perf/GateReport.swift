import WaveOutput

/// What `wave-bench gate` prints: the verdict table for a terminal, the verdict as JSON (schemaVersion 1), JUnit XML
/// or GitHub Actions workflow commands (``GateFormat``).
///
/// A renderer only: the rows and their verdicts are ``GateOutcome``'s (``GateComparison`` judges them).
extension GateOutcome: TextOrJSONRendering {
  /// The verdict table for a terminal (``GateReport/table(_:)``).
  func text() -> String { GateReport.table(rows) }

  /// The verdict as JSON (schemaVersion 1): `baseline` (the file), `machineDifferences` (how this machine differs
  /// from the baseline's, one phrase each), `rows[]` (`workload`, `metric`,
  /// `baseline` and `changePercent` when known, `now`, `verdict`), `schemaVersion`, `tolerancePercent`,
  /// `verdict` (`pass` or `fail`); keys in alphabetical order, a final newline.
  func json() -> String {
    JSONValue.object([
      ("baseline", .string(baselinePath)),
      ("machineDifferences", .array(machineDifferences.map { .string($0) })),
      ("rows", .array(rows.map(GateReport.json))),
      ("schemaVersion", .integer(1)),
      ("tolerancePercent", .number(tolerancePercent)),
      ("verdict", .string(failed ? "fail" : "pass")),
    ]).serialized() + "\n"
  }
}

/// The gate's rows as a terminal table and as JSON objects.
enum GateReport {
  /// The verdict table for a terminal: one line per row, `REGRESSION` in capitals.
  static func table(_ rows: [GateRow]) -> String {
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

/// The output formats of `wave-bench gate`.
enum GateFormat: String, CaseIterable, Sendable {
  /// The verdict table (``GateReport/table(_:)``).
  case text
  /// One JSON object (``GateOutcome/json()``).
  case json
  /// JUnit XML, what CI systems show as test results (``GateReport/junit(_:)``).
  case junit
  /// GitHub Actions workflow commands (``GateReport/github(_:)``).
  case github

  /// `outcome` in this format.
  func render(_ outcome: GateOutcome) -> String {
    switch self {
    case .text: outcome.text()
    case .json: outcome.json()
    case .junit: GateReport.junit(outcome)
    case .github: GateReport.github(outcome)
    }
  }
}

extension GateReport {
  /// One row as a sentence: `scalar: instructions/animator-frame 12 → 14 (+16.67 %), beyond the 3 % allowed`.
  static func sentence(_ row: GateRow, tolerancePercent: Double) -> String {
    let change = row.changePercent.map { " (\(NumberFormat.signedPercent($0)))" } ?? ""
    let from = row.baseline.map { format($0) + " → " } ?? ""
    let verdict: String
    switch row.verdict {
    case .regression:
      verdict =
        row.metric.hasPrefix("allocations")
        ? ", more than the baseline" : ", beyond the \(NumberFormat.shortest(tolerancePercent)) % allowed"
    case .improved: verdict = ", better than the baseline"
    case .new: verdict = ", not in the baseline"
    case .ok: verdict = ""
    }
    return "\(row.workload): \(row.metric) \(from)\(format(row.now))\(change)\(verdict)"
  }

  /// JUnit XML: one `<testsuite>`, one `<testcase>` per workload and metric, a `<failure>` for a regression.
  ///
  /// A baseline counted on another machine is a `<property>` of the suite. No timestamps (times are 0), so that the
  /// file reproduces.
  static func junit(_ outcome: GateOutcome) -> String {
    let failures = outcome.failed ? outcome.rows.filter { $0.verdict == .regression }.count : 0
    let count = outcome.rows.count
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites name=\"wave-bench gate\" tests=\"\(count)\" failures=\"\(failures)\" errors=\"0\" time=\"0\">\n"
    out +=
      "  <testsuite name=\"per-frame cost against \(XMLText.escape(outcome.baselinePath))\" tests=\"\(count)\" "
      + "failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"0\">\n"
    if !outcome.machineDifferences.isEmpty {
      out += "    <properties>\n"
      for difference in outcome.machineDifferences {
        out += "      <property name=\"machineDifference\" value=\"\(XMLText.escape(difference))\"/>\n"
      }
      out += "    </properties>\n"
    }
    for row in outcome.rows {
      let name = XMLText.escape("\(row.workload) \(row.metric)")
      out += "    <testcase classname=\"wave-bench.gate.\(XMLText.escape(row.workload))\" name=\"\(name)\" time=\"0\""
      guard outcome.failed, row.verdict == .regression else {
        out += "/>\n"
        continue
      }
      let message = XMLText.escape(sentence(row, tolerancePercent: outcome.tolerancePercent))
      out += ">\n      <failure message=\"\(message)\" type=\"regression\">\(message)</failure>\n    </testcase>\n"
    }
    return out + "  </testsuite>\n</testsuites>\n"
  }

  /// GitHub Actions workflow commands: a warning for a baseline counted on another machine, an error per
  /// regression, a notice per improvement or new workload, then the closing line.
  static func github(_ outcome: GateOutcome) -> String {
    let title = "title=" + CheckGitHub.property("wave-bench gate")
    var out = ""
    if let warning = outcome.machineWarning { out += "::warning \(title)::\(CheckGitHub.data(warning))\n" }
    for row in outcome.rows {
      let command: String
      switch row.verdict {
      case .regression: command = outcome.failed ? "error" : "notice"
      case .improved, .new: command = "notice"
      case .ok: continue
      }
      out += "::\(command) \(title)::\(CheckGitHub.data(sentence(row, tolerancePercent: outcome.tolerancePercent)))\n"
    }
    return out + outcome.conclude().message + "\n"
  }
}
