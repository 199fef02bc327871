import Foundation
import WaveInputs
import WaveOutput

/// `wave-bench compare OLD.json NEW.json`: aligns two accuracy reports by spring, schedule and integrator and
/// says what changed beyond a tolerance.
public enum ReportComparison {
  /// The metrics compared (smaller is better).
  public static let metrics = ["maxError", "rmsError", "snapPer1000"]

  /// Differences below this (fractions of the distance; pt per 1000 pt for the snap, ×1000) are round-off
  /// noise, never a regression: 1e-12.
  public static let absoluteFloor = 1e-12

  /// What a comparison found: the rows it matched, the rows only one side has, and every change beyond the
  /// tolerance. Decided here; ``text`` and ``json`` only render it.
  public struct Outcome: Sendable {
    /// One status change or one metric beyond the tolerance (`metric` nil for a status change).
    public struct Change: Sendable {
      public let row: String, metric: String?
      public let old: String, new: String
      public let worse: Bool
      /// `×new/old` and the difference, for a metric.
      public let ratio: Double?, difference: Double?
    }

    public let matched: Int, onlyInOld: [String], onlyInNew: [String]
    public let changes: [Change]
    public let unchanged: Int, tolerance: Double
    public var regressed: Bool { changes.contains(where: \.worse) }
  }

  /// Compares the two files. Both must have run the same springs, schedules, integrators and distance
  /// (`settings`) and so have the same rows, unless `allowPartial`: then the rows both have are compared, and
  /// there must be at least one.
  ///
  /// - Parameter tolerance: the relative worsening allowed (0.01 = 1 %), finite and ≥ 0.
  /// - Throws: ``InputError`` when a file is unreadable, not an accuracy report, when the settings differ
  ///   (naming what differs) without `allowPartial`, or when no row is in both.
  public static func compare(
    oldPath: String, newPath: String, tolerance: Double, allowPartial: Bool = false
  ) throws(InputError) -> Outcome {
    let (oldSettings, old) = try report(path: oldPath), (newSettings, new) = try report(path: newPath)
    let onlyInOld = old.keys.filter { new[$0] == nil }.sorted(), onlyInNew = new.keys.filter { old[$0] == nil }.sorted()
    if !allowPartial {
      let differences = settingsDifferences(oldSettings, newSettings)
      if !differences.isEmpty || !onlyInOld.isEmpty || !onlyInNew.isEmpty {
        throw InputError(
          "compare: the reports did not run the same settings (\(differences.isEmpty ? "rows differ" : differences.joined(separator: "; "))): "
            + "\(onlyInOld.count) rows only in OLD, \(onlyInNew.count) only in NEW; pass --allow-partial to compare the rows both have")
      }
    }
    let common = new.keys.filter { old[$0] != nil }.sorted()
    guard !common.isEmpty else { throw InputError("compare: the reports have no row in common: nothing to compare") }
    var changes: [Outcome.Change] = [], unchanged = 0
    for key in common {
      let found = rowChanges(key, old: old[key]!, new: new[key]!, tolerance: tolerance)
      if found.isEmpty { unchanged += 1 }
      changes += found
    }
    return Outcome(
      matched: common.count, onlyInOld: onlyInOld, onlyInNew: onlyInNew, changes: changes, unchanged: unchanged,
      tolerance: tolerance)
  }

  /// The status change, or the metrics beyond the tolerance, of one row.
  static func rowChanges(_ key: String, old: [String: Any], new: [String: Any], tolerance: Double) -> [Outcome.Change] {
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
      let scale = metric == "snapPer1000" ? 1000.0 : 1
      guard abs(b - a) > absoluteFloor * scale, b > a * (1 + tolerance) || b < a * (1 - tolerance) else { return nil }
      return .init(
        row: key, metric: metric, old: fmt(a), new: fmt(b), worse: b > a, ratio: a == 0 ? .infinity : b / a,
        difference: b - a)
    }
  }

  /// The settings that differ, in words (`springs: OLD 0.8/0.2, 1/0.82; NEW 0.5/0.3`).
  static func settingsDifferences(_ old: [String: Any], _ new: [String: Any]) -> [String] {
    ["springs", "schedules", "integrators", "distance"].compactMap { key in
      let a = describe(old[key]), b = describe(new[key])
      return a == b ? nil : "\(key): OLD \(a); NEW \(b)"
    }
  }

  static func describe(_ value: Any?) -> String {
    if let list = value as? [Any] { return list.map { "\($0)" }.joined(separator: ", ") }
    return value.map { "\($0)" } ?? "none"
  }

  static func rank(_ status: String) -> Int {
    switch status {
    case "ok": 0
    case "unstable": 1
    default: 2
    }
  }

  static func fmt(_ x: Double) -> String { NumberFormat.general(x, 4) }

  /// The settings and the rows of an accuracy report, rows keyed `integrator spring @ schedule`.
  static func report(path: String) throws(InputError) -> (settings: [String: Any], rows: [String: [String: Any]]) {
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
    return (object["settings"] as? [String: Any] ?? [:], keyed)
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
