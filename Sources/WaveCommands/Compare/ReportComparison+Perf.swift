import Foundation
import WaveInputs
import WaveOutput
import WavePerf
import WaveReports

extension ReportComparison {
  /// One perf row: the median time per animator-frame over the runs, the fastest and slowest run, every run's
  /// time (`samples`, what ``PerfNoiseRule`` decides from), and the allocations per frame.
  struct PerfRow {
    let median: Double, min: Double, max: Double, allocations: Double
    let samples: [Double]
  }

  /// The settings and the rows of a perf report, rows keyed `path N=animators`. Its settings are the value
  /// type, the lanes per animator, the frame duration and the machine (CPU, cores, build flags): times
  /// measured on two machines or builds are not comparable. A report without `samples` (written before perf
  /// recorded them) is refused: its min–max band cannot tell noise from a change.
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
      guard let list = result["samples"] as? [Any], !list.isEmpty else {
        throw InputError("\(place) (\(name)) has no samples: rerun `wave-bench perf` (this version records them)")
      }
      let samples = list.compactMap(finiteNumber)
      guard samples.count == list.count, samples.allSatisfy({ $0 > 0 }) else {
        throw InputError("\(place) (\(name)): samples must be finite numbers > 0")
      }
      let row = PerfRow(
        median: try number("nsPerAnimatorFrame"), min: try number("minNsPerAnimatorFrame"),
        max: try number("maxNsPerAnimatorFrame"), allocations: try number("allocationsPerFrame"), samples: samples)
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
  /// - Time per animator-frame: ``PerfNoiseRule`` with `tolerance` as its threshold decides from the two rows'
  ///   samples: worse, better, noise (the ratio of medians is beyond the threshold but the rule does not
  ///   establish it; neither worse nor better) or unchanged (no change listed).
  /// - Allocations per frame: counted, not timed, so any increase is worse and any decrease better (the
  ///   gate's rule).
  static func perfChanges(_ key: String, old: PerfRow, new: PerfRow, tolerance: Double) -> [Outcome.Change] {
    var changes: [Outcome.Change] = []
    let decision = PerfNoiseRule(threshold: tolerance).decide(old: old.samples, new: new.samples)
    if decision.verdict != .unchanged {
      changes.append(
        .init(
          row: key, metric: "nsPerAnimatorFrame", old: fmt(old.median), new: fmt(new.median),
          worse: decision.verdict == .worse, ratio: decision.ratio, difference: new.median - old.median,
          withinNoise: decision.verdict == .noise,
          interval: decision.ratioLow.flatMap { low in decision.ratioHigh.map { (low, $0) } }, p: decision.p))
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
