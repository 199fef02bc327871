import WaveOutput
import WaveReports
import Foundation
import WaveInputs

extension ReportComparison {
  /// The metrics of an accuracy row (smaller is better).
  package static let metrics = ["maxError", "rmsError", "snapPer1000"]

  /// The settings and the rows of an accuracy report, rows keyed `integrator spring @ schedule`.
  static func accuracyTable(_ file: ReportFile) throws(InputError) -> Table<[String: Any]> {
    let path = file.path
    guard let rows = file.object["rows"] as? [[String: Any]] else {
      throw InputError("compare: \(path) is an accuracy report without rows")
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
    let settings = file.object["settings"] as? [String: Any] ?? [:]
    return Table(
      settings: ["springs", "schedules", "integrators", "distance"].map { ($0, describe(settings[$0])) },
      rows: keyed)
  }

  /// The status change, or the metrics beyond the tolerance, of one accuracy row.
  static func accuracyChanges(_ key: String, old: [String: Any], new: [String: Any], tolerance: Double)
    -> [Outcome.Change]
  {
    let oldStatus = old["status"] as? String ?? "", newStatus = new["status"] as? String ?? ""
    if oldStatus != newStatus {
      return [
        .init(
          row: key, metric: nil, old: oldStatus, new: newStatus, worse: rank(newStatus) > rank(oldStatus), ratio: nil,
          difference: nil)
      ]
    }
    return metrics.compactMap { metric -> Outcome.Change? in
      guard let a = (old[metric] as? NSNumber)?.doubleValue, let b = (new[metric] as? NSNumber)?.doubleValue else {
        return nil
      }
      return metricChange(key, metric, old: a, new: b, tolerance: tolerance, scale: metric == "snapPer1000" ? 1000 : 1)
    }
  }

  static func rank(_ status: String) -> Int {
    switch status {
    case "ok": 0
    case "unstable": 1
    default: 2
    }
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
      guard finiteNumber(raw) != nil else {
        throw InputError("compare: \(place): \(metric) must be a finite number or null")
      }
    }
  }

  /// A JSON number (not a boolean) that is finite, or nil.
  static func finiteNumber(_ raw: Any?) -> Double? {
    guard let number = raw as? NSNumber, String(cString: number.objCType) != "c", number.doubleValue.isFinite else {
      return nil
    }
    return number.doubleValue
  }
}
