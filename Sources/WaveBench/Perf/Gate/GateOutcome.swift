import Foundation
import WaveOutput

/// What one ``GateJob`` found: the verdict rows, and the baseline to write when updating.
struct GateOutcome: Sendable {
  let baselinePath: String
  let tolerancePercent: Double
  let rows: [GateRow]
  /// The new baseline (this run's counts, with the unmeasured workloads of the old one) when updating.
  let updatedBaseline: GateBaseline?
  /// How this machine differs from the baseline's (``GateBaseline/differences(cpu:swift:valgrind:)``); empty when
  /// they agree or when updating.
  var machineDifferences: [String] = []

  /// The warning a gate judged against another machine's baseline gives, nil when the machines agree.
  var machineWarning: String? {
    guard !machineDifferences.isEmpty else { return nil }
    return "the baseline was counted on another machine or toolchain ("
      + machineDifferences.joined(separator: "; ")
      + "): instruction counts can differ for that alone; --strict-machine refuses such a baseline"
  }

  /// True when judging (not updating) and a row regressed.
  var failed: Bool { updatedBaseline == nil && rows.contains { $0.verdict == .regression } }

  /// The closing line for stderr and the exit status (0 pass or updated, 1 regression).
  ///
  /// The caller writes ``updatedBaseline`` first (wave-bench through its one writer, atomically and under the folder's
  /// lock).
  func conclude() -> (message: String, status: Int32) {
    if updatedBaseline != nil { return ("baseline written to \(baselinePath)", 0) }
    if failed { return ("gate: FAIL: per-frame cost regressed beyond the tolerance (see REGRESSION rows)", 1) }
    return ("gate: pass", 0)
  }
}
