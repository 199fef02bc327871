import WaveOutput
import WaveReports
import Foundation
import WaveInputs

extension ReportComparison {
  /// One perf row: the median time per animator-frame over the runs, the fastest and slowest run, and the
  /// allocations per frame.
  struct PerfRow {
    let median: Double, min: Double, max: Double, allocations: Double
  }

  /// The settings and the rows of a perf report, rows keyed `path N=animators`. Its settings are the value
  /// type, the lanes per animator, the frame duration and the machine (CPU, cores, build flags): times
  /// measured on two machines or builds are not comparable.
  static func perfTable(_ file: ReportFile) throws(InputError) -> Table<PerfRow> {
    let path = file.path
    let results = file.object["results"] as? [[String: Any]] ?? []
    guard !results.isEmpty else { throw InputError("compare: \(path) has no results: nothing to compare") }
    var rows: [String: PerfRow] = [:]
    for (index, result) in results.enumerated() {
      let place = "compare: \(path) result \(index)"
      guard let name = result["path"] as? String, let animators = result["animators"] as? Int else {
        throw InputError("\(place) has no path or animators")
      }
      func number(_ key: String) throws(InputError) -> Double {
        guard let x = finiteNumber(result[key]), x >= 0 else {
          throw InputError("\(place) (\(name)): \(key) must be a finite number ≥ 0")
        }
        return x
      }
      let row = PerfRow(
        median: try number("nsPerAnimatorFrame"), min: try number("minNsPerAnimatorFrame"),
        max: try number("maxNsPerAnimatorFrame"), allocations: try number("allocationsPerFrame"))
      guard row.min <= row.median, row.median <= row.max else {
        throw InputError("\(place) (\(name)): min ≤ nsPerAnimatorFrame ≤ max does not hold")
      }
      rows["\(name) N=\(animators)"] = row
    }
    let machine = file.object["machine"] as? [String: Any] ?? [:]
    let settings: [(name: String, value: String)] = [
      ("valueType", describe(file.object["valueType"])),
      ("componentsPerAnimator", describe(file.object["componentsPerAnimator"])),
      ("frameDurationSeconds", describe(file.object["frameDurationSeconds"])),
      ("parallelThresholdLanes", describe(file.object["parallelThresholdLanes"])),
      ("cpu", describe(machine["cpuModel"])), ("cores", describe(machine["cores"])),
      ("buildFlags", describe(machine["buildFlags"])),
    ]
    return Table(settings: settings, rows: rows)
  }

  /// The changes of one perf row, noise-aware.
  ///
  /// - Time per animator-frame: the medians must differ by more than `tolerance`, and the change must leave
  ///   the noise band: worse only when the new fastest run is slower than the old slowest (`new.min >
  ///   old.max`), better only when the new slowest is faster than the old fastest (`new.max < old.min`).
  ///   A median beyond the tolerance whose bands overlap is reported as within noise, neither worse nor
  ///   better.
  /// - Allocations per frame: counted, not timed, so any increase is worse and any decrease better (the
  ///   gate's rule).
  static func perfChanges(_ key: String, old: PerfRow, new: PerfRow, tolerance: Double) -> [Outcome.Change] {
    var changes: [Outcome.Change] = []
    if var change = metricChange(key, "nsPerAnimatorFrame", old: old.median, new: new.median, tolerance: tolerance) {
      let separated = change.worse ? new.min > old.max : new.max < old.min
      if !separated {
        change = .init(
          row: change.row, metric: change.metric, old: change.old, new: change.new, worse: false,
          ratio: change.ratio, difference: change.difference, withinNoise: true)
      }
      changes.append(change)
    }
    if let change = metricChange(key, "allocationsPerFrame", old: old.allocations, new: new.allocations, tolerance: 0) {
      changes.append(change)
    }
    return changes
  }
}

extension ReportComparison {
  /// A JSON number (not a boolean) that is finite, or nil.
  static func finiteNumber(_ raw: Any?) -> Double? {
    guard let number = raw as? NSNumber, String(cString: number.objCType) != "c", number.doubleValue.isFinite else {
      return nil
    }
    return number.doubleValue
  }
}
