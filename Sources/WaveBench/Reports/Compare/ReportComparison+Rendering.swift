import Foundation
import WaveCore
import WaveOutput

extension ReportComparison.Outcome {
  /// The changes that are judged improvements: better, neither noise nor in a row shown but not judged.
  var improvements: [Change] { changes.filter { !$0.worse && !$0.withinNoise && $0.judged } }

  /// The comparison for a terminal: every change, then one line with what was matched and the verdict.
  func text() -> String {
    var lines = changes.map { change -> String in
      let mark = !change.judged ? "shown " : change.withinNoise ? "noise " : change.worse ? "WORSE " : "better"
      guard let metric = change.metric else { return "\(mark) \(change.row) status: \(change.old) → \(change.new)" }
      let sign = (change.difference ?? 0) >= 0 ? "+" : "−"
      let rule =
        change.band.map { band in
          ", runs apart ×\(NumberFormat.general(band.low, 4))…×\(NumberFormat.general(band.high, 4)), "
            + "p \(NumberFormat.general(change.p ?? .nan, 2))"
        } ?? ""
      return "\(mark) \(change.row) \(metric): \(change.old) → \(change.new) "
        + "(\(sign)\(NumberFormat.general(abs(change.difference ?? 0), 4)), "
        + "×\(NumberFormat.general(change.ratio ?? .nan, 4))\(rule))"
    }
    for (side, rows) in [("NEW", onlyInNew), ("OLD", onlyInOld)] where !rows.isEmpty {
      if listsEveryRow {
        lines += rows.map { "only in \(side) (not compared): \($0)" }
      } else {
        lines.append(
          "only in \(side) (not compared): \(rows.count) row\(rows.count == 1 ? "" : "s"), "
            + Self.kinds(rows).map { "\($0.count) \($0.kind)" }.joined(separator: ", ") + " (--verbose lists them)")
      }
    }
    lines.append(
      "\(matched) rows matched and compared with tolerance \(NumberFormat.general(tolerance, 4)): "
        + (regressed ? kind.worseWords : "no regression")
        + " (\(unchanged) unchanged within tolerance, \(improvements.count) improvements"
        + (kind == .perf
          ? ", \(changes.filter { $0.judged && $0.withinNoise }.count) changes within the runs' noise band, "
            + "\(changes.filter { !$0.judged }.count) changes in rows shown but not judged)" : ")"))
    return lines.joined(separator: "\n") + "\n"
  }

  /// Rows counted per kind: a row's schedule (the part after ` @ `, as accuracy names its rows), or its first word
  /// (a perf or gate workload); in the order first met.
  static func kinds(_ rows: [String]) -> [(kind: String, count: Int)] {
    var counts: [(kind: String, count: Int)] = []
    for row in rows {
      let kind = row.range(of: " @ ").map { "@ " + row[$0.upperBound...] } ?? String(row.prefix { $0 != " " })
      if let index = counts.firstIndex(where: { $0.kind == kind }) {
        counts[index].count += 1
      } else {
        counts.append((kind, 1))
      }
    }
    return counts
  }

  /// The comparison as JSON: the verdict, the counts, the rows not compared, every change.
  func json() -> String {
    let items: [JSONValue] = changes.map { change in
      .object([
        ("row", .string(change.row)), ("metric", change.metric.map(JSONValue.string) ?? .string("status")),
        ("old", change.oldNumber.map(JSONValue.finite) ?? .string(change.old)),
        ("new", change.newNumber.map(JSONValue.finite) ?? .string(change.new)), ("worse", .bool(change.worse)),
        ("ratio", .finite(change.ratio)), ("withinNoise", .bool(change.withinNoise)), ("judged", .bool(change.judged)),
        ("bandLow", .finite(change.band?.low)), ("bandHigh", .finite(change.band?.high)),
        ("p", .finite(change.p)),
      ])
    }
    return JSONValue.object([
      ("schemaVersion", .integer(1)), ("report", .string("compare")), ("kind", .string(kind.rawValue)),
      ("verdict", .string(regressed ? "worse" : "no regression")), ("tolerance", .number(tolerance)),
      ("matched", .integer(matched)), ("unchanged", .integer(unchanged)),
      ("onlyInOld", .array(onlyInOld.map(JSONValue.string))), ("onlyInNew", .array(onlyInNew.map(JSONValue.string))),
      ("changes", .array(items)),
    ]).serialized() + "\n"
  }
}

extension ReportComparison.Outcome: TextOrJSONRendering {}
