import Foundation
import WaveCore
import WaveOutput

/// `wave-bench compare OLD.json NEW.json`: aligns two reports of one kind (accuracy reports, perf reports or
/// gate baselines, told apart by their JSON: ``Kind``) row by row and says what changed beyond a tolerance.
enum ReportComparison {
  /// Differences below this (fractions of the distance; pt per 1000 pt for the snap, ×1000) are round-off
  /// noise, never a regression (``Tolerance/compareAbsoluteFloor``).
  static let absoluteFloor = Tolerance.compareAbsoluteFloor

  /// What a comparison found: the rows it matched, the rows only one side has, and every change beyond the tolerance.
  ///
  /// Decided here; ``text`` and ``json`` only render it.
  struct Outcome: Sendable {
    /// One status change or one metric beyond the tolerance (`metric` nil for a status change).
    struct Change: Sendable {
      let row: String, metric: String?
      /// The old and new values as the text shows them (a status name, or a number formatted).
      let old: String, new: String
      let worse: Bool
      /// `×new/old` and the difference, for a metric.
      let ratio: Double?, difference: Double?
      /// A perf time whose ratio of medians is beyond the tolerance but which ``PerfNoiseRule`` does not
      /// establish: measurement noise, neither worse nor better.
      var withinNoise = false
      /// False for a perf row ``PerfNoiseRule`` does not judge
      /// (``PerfNoiseRule/judges(path:animators:components:parallelThresholdLanes:)``):
      /// shown, never worse or better.
      var judged = true
      /// A perf time's ``PerfNoiseRule`` numbers: the runs' separation band (``PerfNoiseRule/Decision/band``) and
      /// the Mann–Whitney p.
      var band: (low: Double, high: Double)? = nil
      var p: Double? = nil
      /// A metric's old and new values as numbers (JSON writes these); nil for a status.
      var oldNumber: Double? = nil, newNumber: Double? = nil
    }

    let kind: Kind
    let matched: Int, onlyInOld: [String], onlyInNew: [String]
    /// Whether the text lists every row only one report has (`--verbose`), or counts them per kind.
    var listsEveryRow = false
    let changes: [Change]
    let unchanged: Int, tolerance: Double
    var regressed: Bool { changes.contains(where: \.worse) }
    /// `compare`'s exit status: 1 when a row got worse, else 0.
    var exitStatus: Int32 { regressed ? 1 : 0 }
  }

  /// The settings of a report (in the order they are named) and its rows by key.
  struct Table<Row> {
    var settings: [(name: String, value: String)]
    var rows: [String: Row]
  }

  /// The tolerance `compare` uses when `--tolerance` is not given: ``Tolerance/compareRelative`` for
  /// accuracy reports, ``PerfNoiseRule/defaultThreshold`` for perf reports, the gate's own
  /// (``GateComparison/defaultTolerancePercent``) for baselines.
  static func defaultTolerance(for kind: Kind) -> Double {
    switch kind {
    case .accuracy: Tolerance.compareRelative
    case .perf: PerfNoiseRule.defaultThreshold
    case .gateBaseline: GateComparison.defaultTolerancePercent / 100
    }
  }

  /// Compares the two files, which must be of one ``Kind``.
  ///
  /// Both must have run the same settings (springs, schedules, integrators and distance; perf's value type, frame and
  /// machine; a baseline's build and frames) and so have the same rows, unless `allowPartial`: then the rows both have
  /// are compared, and there must be at least one.
  ///
  /// - Parameters:
  ///   - oldPath: the OLD report's path.
  ///   - newPath: the NEW report's path, a report of the same kind.
  ///   - tolerance: the relative worsening allowed (0.01 = 1 %), finite and ≥ 0; nil for the kind's default
  ///     (``defaultTolerance(for:)``).
  ///   - allowPartial: compare the rows both reports have when their settings differ.
  /// - Returns: the rows matched and every change beyond the tolerance, each judged worse, better or noise.
  /// - Throws: ``InputError`` when a file is unreadable or of no known kind, when the kinds differ (naming
  ///   both), when the settings differ (naming what differs) without `allowPartial`, or when no row is in both.
  static func compare(
    oldPath: String, newPath: String, tolerance: Double? = nil, allowPartial: Bool = false
  ) throws(InputError) -> Outcome {
    let old = try ReportFile.load(oldPath)
    let new = try ReportFile.load(newPath)
    guard old.kind == new.kind else {
      throw InputError(
        "compare: OLD \(oldPath) is \(old.kind.article) and NEW \(newPath) is \(new.kind.article): compare two reports of one kind"
      )
    }
    let tolerance = tolerance ?? defaultTolerance(for: old.kind)
    switch old.kind {
    case .accuracy:
      return try align(
        try accuracyTable(old), try accuracyTable(new), kind: .accuracy, tolerance: tolerance,
        allowPartial: allowPartial, changes: { accuracyChanges($0, old: $1, new: $2, tolerance: tolerance) })
    case .perf:
      return try align(
        try perfTable(old), try perfTable(new), kind: .perf, tolerance: tolerance, allowPartial: allowPartial,
        changes: { perfChanges($0, old: $1, new: $2, tolerance: tolerance) })
    case .gateBaseline:
      let oldBaseline = try gateBaseline(old)
      let newBaseline = try gateBaseline(new)
      return try align(
        gateTable(oldBaseline), gateTable(newBaseline), kind: .gateBaseline, tolerance: tolerance,
        allowPartial: allowPartial,
        changes: { gateChanges($0, old: $1, new: $2, baseline: oldBaseline, tolerance: tolerance) })
    }
  }

  /// ``compare(oldPath:newPath:tolerance:allowPartial:)`` for `wave-bench compare`: whatever stops the
  /// comparison (an unreadable report, two kinds, different settings, no common row) ends the command.
  ///
  /// - Throws: ``CommandStopped``: `Error: ` and the reason (exit 2).
  static func outcome(
    oldPath: String, newPath: String, tolerance: Double?, allowPartial: Bool
  ) throws(CommandStopped) -> Outcome {
    do {
      return try compare(oldPath: oldPath, newPath: newPath, tolerance: tolerance, allowPartial: allowPartial)
    } catch {
      throw CommandStopped("Error: \(error)")
    }
  }

  /// Aligns two tables: refuses different settings or rows (unless `allowPartial`) and an empty intersection,
  /// then collects each common row's changes.
  static func align<Row>(
    _ old: Table<Row>, _ new: Table<Row>, kind: Kind, tolerance: Double, allowPartial: Bool,
    changes rowChanges: (String, Row, Row) -> [Outcome.Change]
  ) throws(InputError) -> Outcome {
    let onlyInOld = old.rows.keys.filter { new.rows[$0] == nil }.sorted()
    let onlyInNew = new.rows.keys.filter { old.rows[$0] == nil }.sorted()
    if !allowPartial {
      let differences = settingsDifferences(old.settings, new.settings)
      if !differences.isEmpty || !onlyInOld.isEmpty || !onlyInNew.isEmpty {
        throw InputError(
          "compare: the reports did not run the same settings (\(differences.isEmpty ? "rows differ" : differences.joined(separator: "; "))): "
            + "\(onlyInOld.count) rows only in OLD, \(onlyInNew.count) only in NEW; pass --allow-partial to compare the rows both have"
        )
      }
    }
    let common = new.rows.keys.filter { old.rows[$0] != nil }.sorted()
    guard !common.isEmpty else { throw InputError("compare: the reports have no row in common: nothing to compare") }
    var changes: [Outcome.Change] = []
    var unchanged = 0
    for key in common {
      let found = rowChanges(key, old.rows[key]!, new.rows[key]!)
      if found.isEmpty { unchanged += 1 }
      changes += found
    }
    return Outcome(
      kind: kind, matched: common.count, onlyInOld: onlyInOld, onlyInNew: onlyInNew, changes: changes,
      unchanged: unchanged, tolerance: tolerance)
  }

  /// The settings that differ, in words (`springs: OLD 0.8/0.2, 1/0.82; NEW 0.5/0.3`).
  static func settingsDifferences(
    _ old: [(name: String, value: String)], _ new: [(name: String, value: String)]
  ) -> [String] {
    let names = old.map(\.name) + new.map(\.name).filter { name in !old.contains { $0.name == name } }
    return names.compactMap { name in
      let a = old.first { $0.name == name }?.value ?? "none"
      let b = new.first { $0.name == name }?.value ?? "none"
      return a == b ? nil : "\(name): OLD \(a); NEW \(b)"
    }
  }

  /// A metric's change beyond the tolerance (relative, and above ``absoluteFloor``·`scale`), or nil.
  static func metricChange(
    _ key: String, _ metric: String, old a: Double, new b: Double, tolerance: Double, scale: Double = 1
  ) -> Outcome.Change? {
    guard abs(b - a) > absoluteFloor * scale, b > a * (1 + tolerance) || b < a * (1 - tolerance) else { return nil }
    return .init(
      row: key, metric: metric, old: fmt(a), new: fmt(b), worse: b > a, ratio: a == 0 ? .infinity : b / a,
      difference: b - a, oldNumber: a, newNumber: b)
  }

  /// A setting's list, comma-separated, or `none`.
  static func list(_ values: [String]?) -> String { values?.joined(separator: ", ") ?? "none" }

  static func fmt(_ x: Double) -> String { NumberFormat.general(x, 4) }
}

extension ReportComparison {
  /// The baseline, read as the gate reads it.
  static func gateBaseline(_ file: ReportFile) throws(InputError) -> GateBaseline {
    do { return try JSONDecoder().decode(GateBaseline.self, from: file.data) } catch {
      throw InputError("compare: \(UserText.path(file.path)) is not a valid gate baseline (schemaVersion 1): \(error)")
    }
  }

  /// The settings and rows of a gate baseline, rows keyed by workload.
  ///
  /// Its settings are what the gate itself requires or what changes the counts: the build configuration, the Swift and
  /// valgrind versions and the frame counts.
  static func gateTable(_ baseline: GateBaseline) -> Table<GateBaseline.Workload> {
    Table(
      settings: [
        ("configuration", baseline.build.configuration), ("swift", baseline.build.swift),
        ("valgrind", baseline.build.valgrind), ("frames", "\(baseline.frames.short), \(baseline.frames.long)"),
      ],
      rows: Dictionary(baseline.workloads.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }))
  }

  /// The changes of one workload, judged by the gate's own rules (``GateComparison``): instructions per
  /// animator-frame beyond `tolerance`, any growth of allocations per frame.
  static func gateChanges(
    _ key: String, old: GateBaseline.Workload, new: GateBaseline.Workload, baseline: GateBaseline, tolerance: Double
  ) -> [Outcome.Change] {
    var only = baseline
    only.workloads = [old]
    return GateComparison.rows(baseline: only, now: [new], tolerancePercent: tolerance * 100).compactMap { row in
      guard row.verdict == .regression || row.verdict == .improved, let before = row.baseline else { return nil }
      return .init(
        row: key, metric: row.metric, old: fmt(before), new: fmt(row.now), worse: row.verdict == .regression,
        ratio: before == 0 ? .infinity : row.now / before, difference: row.now - before, oldNumber: before,
        newNumber: row.now)
    }
  }
}
