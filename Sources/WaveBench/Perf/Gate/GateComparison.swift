import Foundation
import WaveOutput

/// One row of the gate's verdict: a metric of a workload, baseline against now.
struct GateRow: Equatable, Sendable {
  enum Verdict: String, Sendable {
    case ok, improved, regression, new
  }

  var workload: String
  /// `instructions/animator-frame` or `allocations/frame`.
  var metric: String
  var baseline: Double?
  var now: Double
  /// (now − baseline) / baseline × 100, nil without a baseline or when the baseline is 0.
  var changePercent: Double?
  var verdict: Verdict
}

/// Compares measurements with a baseline.
///
/// - Instructions per animator-frame: a regression when they grow by more than `tolerancePercent` (default
///   3 %), an improvement when they shrink by more than it.
/// - Allocations per frame: any increase is a regression (tolerance 0), any decrease an improvement.
enum GateComparison {
  /// The gate's default allowed growth of instructions per animator-frame, %: 3 (`gate --tolerance`, and
  /// `compare` of two baselines).
  ///
  /// Instruction counts under valgrind are exact for one binary; 3 % absorbs what a compiler update or an unrelated
  /// inlining decision moves, while a tenth more work per lane (the injected `work` regression, about +10 %) fails.
  static let defaultTolerancePercent: Double = 3

  static func rows(
    baseline: GateBaseline?, now: [GateBaseline.Workload], tolerancePercent: Double
  ) -> [GateRow] {
    var rows: [GateRow] = []
    for workload in now {
      let old = baseline?.workloads.first { $0.name == workload.name }
      rows.append(
        row(
          workload.name, "instructions/animator-frame", old?.instructionsPerAnimatorFrame,
          workload.instructionsPerAnimatorFrame, tolerancePercent: tolerancePercent))
      rows.append(
        row(
          workload.name, "allocations/frame", old?.allocationsPerFrame, workload.allocationsPerFrame,
          tolerancePercent: 0))
    }
    return rows
  }

  static func row(_ workload: String, _ metric: String, _ old: Double?, _ now: Double, tolerancePercent: Double)
    -> GateRow
  {
    guard let old else {
      return GateRow(workload: workload, metric: metric, baseline: nil, now: now, changePercent: nil, verdict: .new)
    }
    let change = old == 0 ? nil : (now - old) / old * 100
    let verdict: GateRow.Verdict
    if tolerancePercent == 0 {
      verdict = now > old ? .regression : (now < old ? .improved : .ok)
    } else if let change {
      verdict = change > tolerancePercent ? .regression : (change < -tolerancePercent ? .improved : .ok)
    } else {
      verdict = now > 0 ? .regression : .ok
    }
    return GateRow(workload: workload, metric: metric, baseline: old, now: now, changePercent: change, verdict: verdict)
  }
}
