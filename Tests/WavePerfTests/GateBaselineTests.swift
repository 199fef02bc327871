import Foundation
import XCTest

@testable import WaveBench

/// The gate's baseline file and verdict as the one JSON writer writes them, and `--update`'s merge.
final class GateBaselineTests: XCTestCase {
  func workload(_ name: String, instructions: Int) -> GateBaseline.Workload {
    GateBaseline.Workload(
      name: name, animators: 10, instructionsShort: 100, instructionsLong: 100 + instructions, allocationsShort: 3,
      allocationsLong: 3, instructionsPerAnimatorFrame: Double(instructions) / 500, allocationsPerFrame: 0)
  }

  func baseline(_ workloads: [GateBaseline.Workload]) -> GateBaseline {
    Gate(executable: "/bin/true", workloads: []).baseline(of: workloads, configuration: "release")
  }

  /// The committed baseline, read and written again, keeps every key, value and its order: the only
  /// difference is the writer's `"key": value` for the committed file's `"key" : value` (JSONEncoder's spelling).
  func testCommittedBaseline_RewritesWithTheSameKeysAndNumbers() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let path = root.appendingPathComponent("reports/perf-baseline.json").path
    let committed = try String(contentsOfFile: path, encoding: .utf8)
    let rewritten = try GateBaseline.load(path: path).json()
    XCTAssertEqual(rewritten, committed.replacingOccurrences(of: "\" : ", with: "\": "))
  }

  func testMerge_KeepsUnmeasuredWorkloadsInCatalogueOrder() {
    let old = baseline([
      workload("scalar", instructions: 1), workload("animator-1000", instructions: 2),
      workload("retired", instructions: 3),
      workload("batch-10000", instructions: 4),
    ])
    let now = baseline([workload("batch-10000", instructions: 40), workload("scalar", instructions: 10)])
    let order = ["scalar", "animator-1000", "block-100-views", "batch-10000"]
    let merged = now.merging(old, order: order)
    XCTAssertEqual(merged.workloads.map(\.name), ["scalar", "animator-1000", "batch-10000", "retired"])
    // Measured workloads take this run's counts; the others keep the old ones.
    XCTAssertEqual(merged.workloads.map(\.instructionsLong), [110, 102, 140, 103])
    XCTAssertEqual(merged.tool, now.tool)
    // Without an old baseline nothing is added or reordered.
    XCTAssertEqual(now.merging(nil, order: order), now)
  }

  func testWorkloadList_CatalogueOrderAndUnknownNamesRefused() throws {
    XCTAssertEqual(try GateJob.workloads(named: "batch-10000,scalar").map(\.name), ["scalar", "batch-10000"])
    XCTAssertEqual(try GateJob.workloads(named: nil).map(\.name), GateWorkload.all.map(\.name))
    XCTAssertThrowsError(try GateJob.workloads(named: "scalar,nope")) { error in
      XCTAssertTrue("\(error)".hasPrefix("--workloads: unknown workload 'nope'; known: scalar"), "\(error)")
    }
    for list in ["", ",", ",,"] {
      XCTAssertThrowsError(try GateJob.workloads(named: list), "'\(list)' names no workload") { error in
        XCTAssertTrue("\(error)".hasPrefix("--workloads: '\(list)' names no workload; known: scalar"), "\(error)")
      }
    }
  }
}
