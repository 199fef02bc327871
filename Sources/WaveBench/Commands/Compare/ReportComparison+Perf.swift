import Foundation
import WaveOutput

extension ReportComparison {
  /// A perf report as `compare` reads it: the settings that make two reports comparable and the rows, typed.
  struct PerfDocument: Decodable {
    struct Machine: Decodable {
      let cpuModel: String?
      let cores: Int?
      let buildFlags: [String]?
    }

    /// One row: a path at one animator count, its median, fastest and slowest run, its allocations per frame
    /// and every run's time (ns per animator-frame, what ``PerfNoiseRule`` decides from).
    struct Row: Decodable {
      let path: String
      let animators: Int
      let nsPerAnimatorFrame: Double, minNsPerAnimatorFrame: Double, maxNsPerAnimatorFrame: Double
      let allocationsPerFrame: Double
      let samples: [Double]?
      /// The row's springs and schedule (`perf --springs`, `--schedule`); nil in reports from before them, whose rows
      /// are all `shared`, `60hz`.
      let springs: String?, schedule: String?
      /// Whether ``PerfNoiseRule`` judges the row in its report's settings
      /// (``PerfNoiseRule/judges(path:animators:components:parallelThresholdLanes:)``); set by ``perfTable(_:)``.
      var judged = false

      enum CodingKeys: String, CodingKey {
        case path, animators, nsPerAnimatorFrame, minNsPerAnimatorFrame, maxNsPerAnimatorFrame, allocationsPerFrame
        case samples, springs, schedule
      }

      /// `path N=animators`, and ` (springs, schedule)` for a row of a workload other than one shared spring at 60 Hz.
      var key: String {
        let constant = PerfWorkload.constant
        let workload = "\(springs ?? constant.springs.rawValue), \(schedule ?? constant.schedule.name)"
        return "\(path) N=\(animators)" + (workload == constant.name ? "" : " (\(workload))")
      }
    }

    let valueType: String?
    let componentsPerAnimator: Int?
    let frameDurationSeconds: Double?
    let parallelThresholdLanes: Int?
    let machine: Machine?
    let results: [Row]
  }

  /// The settings and the rows of a perf report, rows keyed `path N=animators`.
  ///
  /// Its settings are the value type, the lanes per animator, the frame duration, the worker pool's threshold and the
  /// machine (CPU, cores, build flags): times measured on two machines or builds are not comparable. A report without
  /// `samples` is refused: its min–max band cannot tell noise from a change.
  ///
  /// - Throws: ``InputError`` naming the file and the row at fault.
  static func perfTable(_ file: ReportFile) throws(InputError) -> Table<PerfDocument.Row> {
    let path = file.path
    let document: PerfDocument
    do { document = try JSONDecoder().decode(PerfDocument.self, from: file.data) } catch {
      throw InputError("compare: \(UserText.path(path)) is not a valid perf report: \(error)")
    }
    guard !document.results.isEmpty else {
      throw InputError("compare: \(UserText.path(path)) has no results: nothing to compare")
    }
    var rows: [String: PerfDocument.Row] = [:]
    for (index, var row) in document.results.enumerated() {
      let place = "compare: \(UserText.path(path)) result \(index) (\(row.path))"
      for (key, value) in [
        ("nsPerAnimatorFrame", row.nsPerAnimatorFrame), ("minNsPerAnimatorFrame", row.minNsPerAnimatorFrame),
        ("maxNsPerAnimatorFrame", row.maxNsPerAnimatorFrame), ("allocationsPerFrame", row.allocationsPerFrame),
      ] where !(value.isFinite && value >= 0) {
        throw InputError("\(place): \(key) must be a finite number ≥ 0")
      }
      guard let samples = row.samples, !samples.isEmpty else {
        throw InputError("\(place) has no samples: rerun `wave-bench perf` (this version records them)")
      }
      guard samples.allSatisfy({ $0.isFinite && $0 > 0 }) else {
        throw InputError("\(place): samples must be finite numbers > 0")
      }
      guard row.minNsPerAnimatorFrame <= row.nsPerAnimatorFrame, row.nsPerAnimatorFrame <= row.maxNsPerAnimatorFrame
      else { throw InputError("\(place): min ≤ nsPerAnimatorFrame ≤ max does not hold") }
      row.judged = PerfNoiseRule.judges(
        path: row.path, animators: row.animators, components: document.componentsPerAnimator ?? 1,
        parallelThresholdLanes: document.parallelThresholdLanes)
      rows[row.key] = row
    }
    func text(_ value: (some CustomStringConvertible)?) -> String { value.map(\.description) ?? "none" }
    let settings: [(name: String, value: String)] = [
      ("valueType", text(document.valueType)), ("componentsPerAnimator", text(document.componentsPerAnimator)),
      ("frameDurationSeconds", text(document.frameDurationSeconds)),
      ("parallelThresholdLanes", text(document.parallelThresholdLanes)),
      ("cpu", text(document.machine?.cpuModel)), ("cores", text(document.machine?.cores)),
      ("buildFlags", list(document.machine?.buildFlags)),
    ]
    return Table(settings: settings, rows: rows)
  }

  /// The changes of one perf row, noise-aware.
  ///
  /// - Time per animator-frame: ``PerfNoiseRule`` with `tolerance` as its threshold decides from the two rows'
  ///   samples: worse, better, noise (the ratio of medians is beyond the threshold but the rule does not
  ///   establish it; neither worse nor better) or unchanged (no change listed). A row the rule does not judge
  ///   (``PerfDocument/Row/judged``) is listed when its ratio is beyond the threshold, never worse.
  /// - Allocations per frame: counted, not timed, so any increase is worse and any decrease better (the
  ///   gate's rule), on every row.
  ///
  /// - Parameters:
  ///   - key: the row's key, `path N=animators`.
  ///   - old: the row in OLD.
  ///   - new: the row in NEW.
  ///   - tolerance: the rule's threshold, a fraction (0.08 = 8 %), finite and ≥ 0.
  /// - Returns: the row's changes, none when nothing changed beyond the tolerance.
  static func perfChanges(_ key: String, old: PerfDocument.Row, new: PerfDocument.Row, tolerance: Double)
    -> [Outcome.Change]
  {
    var changes: [Outcome.Change] = []
    let decision = PerfNoiseRule(threshold: tolerance).decide(old: old.samples ?? [], new: new.samples ?? [])
    let judged = new.judged
    if decision.verdict != .unchanged {
      let old = old.nsPerAnimatorFrame
      let new = new.nsPerAnimatorFrame
      changes.append(
        .init(
          row: key, metric: "nsPerAnimatorFrame", old: fmt(old), new: fmt(new),
          worse: judged && decision.verdict == .worse, ratio: decision.ratio, difference: new - old,
          withinNoise: decision.verdict == .noise, judged: judged,
          band: decision.band, p: decision.p,
          oldNumber: old, newNumber: new))
    }
    if let change = metricChange(
      key, "allocationsPerFrame", old: old.allocationsPerFrame, new: new.allocationsPerFrame, tolerance: 0)
    {
      changes.append(change)
    }
    return changes
  }
}
