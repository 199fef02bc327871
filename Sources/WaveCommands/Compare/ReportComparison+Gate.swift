import Foundation
import WaveInputs
import WaveOutput
import WavePerf
import WaveReports

extension ReportComparison {
  /// The baseline, read as the gate reads it.
  static func gateBaseline(_ file: ReportFile) throws(InputError) -> GateBaseline {
    do { return try JSONDecoder().decode(GateBaseline.self, from: file.data) } catch {
      throw InputError("compare: \(file.path) is not a valid gate baseline (schemaVersion 1): \(error)")
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
