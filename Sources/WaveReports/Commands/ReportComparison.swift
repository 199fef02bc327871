import Foundation
import WaveInputs
import WaveOutput

/// `wave-bench compare OLD.json NEW.json`: aligns two accuracy reports by spring, schedule and integrator and
/// says what changed beyond a tolerance.
public enum ReportComparison {
  /// The outcome: the lines to print and whether accuracy got worse.
  public struct Outcome: Sendable {
    public let lines: [String]
    public let regressed: Bool
  }

  /// The metrics compared (smaller is better).
  public static let metrics = ["maxError", "rmsError", "snapPer1000"]

  /// Differences below this (fractions of the distance; pt per 1000 pt for the snap, ×1000) are round-off
  /// noise, never a regression: 1e-12.
  public static let absoluteFloor = 1e-12

  /// Compares the two files.
  ///
  /// - Parameter tolerance: the relative worsening allowed (0.01 = 1 %), finite and ≥ 0.
  /// - Throws: ``InputError`` when a file is unreadable, not JSON, or not an accuracy report.
  public static func compare(oldPath: String, newPath: String, tolerance: Double) throws(InputError) -> Outcome {
    let old = try rows(path: oldPath), new = try rows(path: newPath)
    var lines: [String] = []
    var regressed = false
    var improved = 0, same = 0
    for (key, newRow) in new.sorted(by: { $0.key < $1.key }) {
      guard let oldRow = old[key] else {
        lines.append("new row \(key)")
        continue
      }
      let oldStatus = oldRow["status"] as? String ?? "", newStatus = newRow["status"] as? String ?? ""
      if oldStatus != newStatus {
        let worse = rank(newStatus) > rank(oldStatus)
        regressed = regressed || worse
        lines.append("\(worse ? "WORSE " : "better") \(key) status: \(oldStatus) → \(newStatus)")
        continue
      }
      var changed = false
      for metric in metrics {
        guard let a = (oldRow[metric] as? NSNumber)?.doubleValue, let b = (newRow[metric] as? NSNumber)?.doubleValue
        else { continue }
        let scale = metric == "snapPer1000" ? 1000.0 : 1
        guard abs(b - a) > absoluteFloor * scale else { continue }
        let ratio = a == 0 ? Double.infinity : b / a
        if b > a * (1 + tolerance) {
          regressed = true
          changed = true
          lines.append("WORSE  \(key) \(metric): \(fmt(a)) → \(fmt(b)) (+\(fmt(b - a)), ×\(fmt(ratio)))")
        } else if b < a * (1 - tolerance) {
          changed = true
          improved += 1
          lines.append("better \(key) \(metric): \(fmt(a)) → \(fmt(b)) (−\(fmt(a - b)), ×\(fmt(ratio)))")
        }
      }
      if !changed { same += 1 }
    }
    for key in old.keys.sorted() where new[key] == nil { lines.append("missing in new: \(key)") }
    lines.append(
      "\(new.count) rows compared with tolerance \(fmt(tolerance)): \(regressed ? "accuracy got WORSE" : "no regression")"
        + " (\(same) unchanged within tolerance, \(improved) metric improvements)")
    return Outcome(lines: lines, regressed: regressed)
  }

  static func rank(_ status: String) -> Int {
    switch status {
    case "ok": 0
    case "unstable": 1
    default: 2
    }
  }

  static func fmt(_ x: Double) -> String { NumberFormat.general(x, 4) }

  /// The rows of an accuracy report keyed `integrator spring @ schedule`.
  static func rows(path: String) throws(InputError) -> [String: [String: Any]] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw InputError("compare: cannot read \(path)")
    }
    guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
      throw InputError("compare: \(path) is not a JSON object")
    }
    guard object["report"] as? String == "accuracy", object["schemaVersion"] as? Int == ReportHeader.schemaVersion,
      let rows = object["rows"] as? [[String: Any]]
    else {
      throw InputError(
        "compare: \(path) is not an accuracy report of schemaVersion \(ReportHeader.schemaVersion) (written by `wave-bench accuracy`)"
      )
    }
    guard !rows.isEmpty else { throw InputError("compare: \(path) has no rows: nothing to compare") }
    var keyed: [String: [String: Any]] = [:]
    for (index, row) in rows.enumerated() {
      guard let spring = row["spring"] as? String, let schedule = row["schedule"] as? String,
        let integrator = row["integrator"] as? String, let status = row["status"] as? String
      else { throw InputError("compare: \(path) row \(index) has no spring, schedule, integrator or status") }
      try checkMetrics(row, status: status, where: "\(path) row \(index)")
      keyed["\(integrator) \(spring) @ \(schedule)"] = row
    }
    return keyed
  }

  /// Each metric of a row is a finite number; null only where the run has no numbers (a status other than
  /// `ok` or `unstable`, e.g. `failed`). A string, a boolean, or a missing or null metric of a run that
  /// completed would make the comparison pass without comparing anything.
  static func checkMetrics(_ row: [String: Any], status: String, where place: String) throws(InputError) {
    let completed = status == "ok" || status == "unstable"
    for metric in metrics {
      let raw = row[metric]
      if raw == nil || raw is NSNull {
        guard !completed else { throw InputError("compare: \(place) (status \(status)) has no number for \(metric)") }
        continue
      }
      guard let number = raw as? NSNumber, String(cString: number.objCType) != "c",
        number.doubleValue.isFinite
      else { throw InputError("compare: \(place): \(metric) must be a finite number or null") }
    }
  }
}
