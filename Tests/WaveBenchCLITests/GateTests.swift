import Foundation
import XCTest

@testable import WaveBench
@testable import WaveOutput

/// The gate on the test build of wave-bench: repeatable counts, and injected regressions caught.
///
/// Uses the `scalar` workload, with a debug build's 1 and 3 frames (``GateWorkload/shortFrames``).
final class GateTests: XCTestCase {
  func makeGate() throws -> Gate {
    let counter = ValgrindCounter()
    try XCTSkipIf(counter.valgrind == nil, "valgrind is not installed (CI installs it)")
    return Gate(executable: CommandRunner.executable.path, counter: counter, workloads: [GateWorkload.scalar])
  }

  /// The Swift runtime reads the whole of /proc/self/maps at start-up, and how many instructions that takes
  /// depends on the text; so a measured process must see the same address map on every run.
  ///
  /// Two runs of `cat` under the counter differ in nothing valgrind adds: no mapping named with the process ID
  /// (valgrind's gdbserver file, `vgdb-pipe-shared-mem-vgdb-<pid>-…`, off with `--vgdb=no`), whose length would change
  /// with the number of digits of the process ID.
  func testMeasuredProcessSeesTheSameAddressMapOnEveryRun() throws {
    let counter = try makeGate().counter
    func addressMap() throws -> String {
      try counter.standardOutput(executable: "/bin/cat", arguments: ["/proc/self/maps"], environment: Gate.environment)
    }
    let first = try addressMap()
    XCTAssertFalse(first.isEmpty, "cat printed no address map")
    XCTAssertFalse(first.contains("vgdb"), "valgrind's gdbserver file is mapped:\n\(first)")
    XCTAssertEqual(first, try addressMap())
  }

  /// Two runs of unchanged code give identical counts; injected regressions are caught, and seen from a regressed
  /// build the unchanged code is an improvement.
  func testInjectedRegressions_FailTheGateAndAnImprovementPasses() throws {
    let gate = try makeGate()
    let baseline = try gate.measure(progress: { _ in })
    XCTAssertEqual(try gate.measure(progress: { _ in }), baseline, "two runs of unchanged code")
    XCTAssertEqual(baseline[0].allocationsPerFrame, 0, "the scalar step must not allocate")
    XCTAssertGreaterThan(baseline[0].instructionsPerAnimatorFrame, 0)
    let oldBaseline = gate.baseline(of: baseline, configuration: MachineInfo.buildConfiguration)

    let alloc = try gate.measure(inject: .alloc, progress: { _ in })
    XCTAssertEqual(alloc[0].allocationsPerFrame, baseline[0].allocationsPerFrame + 1, "one extra allocation per frame")
    let allocRows = GateComparison.rows(baseline: oldBaseline, now: alloc, tolerancePercent: 3)
    XCTAssertEqual(allocRows.first { $0.metric == "allocations/frame" }?.verdict, .regression)

    let work = try gate.measure(inject: .work, progress: { _ in })
    let growth = work[0].instructionsPerAnimatorFrame / baseline[0].instructionsPerAnimatorFrame - 1
    XCTAssertGreaterThan(growth, 0.05, "stepping every tenth lane twice adds about 10 % work")
    let workRows = GateComparison.rows(baseline: oldBaseline, now: work, tolerancePercent: 3)
    XCTAssertEqual(workRows.first { $0.metric == "instructions/animator-frame" }?.verdict, .regression)

    // Seen from the regressed build, the unchanged code is an improvement: reported, not a failure.
    let regressedBaseline = gate.baseline(of: work, configuration: MachineInfo.buildConfiguration)
    let improvedRows = GateComparison.rows(baseline: regressedBaseline, now: baseline, tolerancePercent: 3)
    XCTAssertEqual(improvedRows.first { $0.metric == "instructions/animator-frame" }?.verdict, .improved)
    XCTAssertFalse(improvedRows.contains { $0.verdict == .regression })
  }

  func testComparison_ToleranceAndAllocationRules() {
    func workload(_ instructions: Double, _ allocations: Double) -> GateBaseline.Workload {
      GateBaseline.Workload(
        name: "w", animators: 1, instructionsShort: 0, instructionsLong: 0, allocationsShort: 0, allocationsLong: 0,
        instructionsPerAnimatorFrame: instructions, allocationsPerFrame: allocations)
    }
    let gate = Gate(executable: "/bin/true", workloads: [])
    let base = gate.baseline(of: [workload(100, 2)], configuration: "release")
    func verdicts(_ i: Double, _ a: Double) -> [GateRow.Verdict] {
      GateComparison.rows(baseline: base, now: [workload(i, a)], tolerancePercent: 3).map(\.verdict)
    }
    XCTAssertEqual(verdicts(103, 2), [.ok, .ok])  // +3 % is within a 3 % tolerance
    XCTAssertEqual(verdicts(103.5, 2), [.regression, .ok])
    XCTAssertEqual(verdicts(96, 2), [.improved, .ok])
    XCTAssertEqual(verdicts(100, 2.02), [.ok, .regression])  // allocations: tolerance 0
    XCTAssertEqual(verdicts(100, 1), [.ok, .improved])
  }

  func testBaseline_RoundTripsThroughJSON() throws {
    let gate = Gate(executable: "/bin/true", workloads: [])
    let baseline = gate.baseline(
      of: [
        GateBaseline.Workload(
          name: "scalar", animators: 10, instructionsShort: 5, instructionsLong: 9, allocationsShort: 1,
          allocationsLong: 1, instructionsPerAnimatorFrame: 0.1, allocationsPerFrame: 0)
      ], configuration: "release")
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("gate-\(UUID()).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try ReportWriter.write(baseline.json(), toFile: path, option: "--baseline")
    XCTAssertEqual(try GateBaseline.load(path: path), baseline)
    try "{ not json".write(toFile: path, atomically: true, encoding: .utf8)
    XCTAssertThrowsError(try GateBaseline.load(path: path))
  }
}
