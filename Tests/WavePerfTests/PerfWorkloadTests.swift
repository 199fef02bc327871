import Foundation
import WaveCore
import XCTest

@testable import WaveBench

/// `perf --springs` and `--schedule`: the springs apps ship, the frames a ProMotion display gives, and their refusals.
final class PerfWorkloadTests: XCTestCase {
  /// The per-lane springs are the animated entries of Fixtures/springs/public-apps.json, in its order.
  func testPublicAppsSprings_AreTheFixturesAnimatedSprings() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/springs/public-apps.json")
    let entries = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]])
    let animated = entries.compactMap { entry -> (Double, Double)? in
      guard let ratio = entry["dampingRatio"] as? Double, let response = entry["response"] as? Double, response > 0
      else { return nil }
      return (ratio, response)
    }
    XCTAssertEqual(animated.count, WorkloadParameters.publicAppsSprings.count)
    for (file, list) in zip(animated, WorkloadParameters.publicAppsSprings) {
      XCTAssertEqual(file.0, list.dampingRatio)
      XCTAssertEqual(file.1, list.response)
    }
  }

  /// Per-lane springs on `vrr`: every row of every path that takes the workload is measured on it and on one shared
  /// spring at 60 Hz, and no timed frame has a stopped animator (the stretches end before the shortest settling).
  func testPerLaneVRR_MeasuresBothWorkloads_EveryAnimatorRunning() throws {
    let options = try PerfSetup(
      animators: "50", frames: 400, components: 1, animatorLimit: nil, paths: "batch,batch-exact,c-reference",
      springs: "per-lane", schedule: "vrr")
    XCTAssertLessThan(options.framesPerArm, WorkloadParameters.framesPerArm)
    XCTAssertGreaterThanOrEqual(options.framesPerArm, 1)
    let results = MainActor.assumeIsolated { PerfRunner.run(options) { _ in } }
    XCTAssertEqual(results.count, 6)
    for result in results {
      XCTAssertEqual(result.framesWithStoppedAnimators, 0, "\(result.path) \(result.springs) \(result.schedule)")
    }
    XCTAssertEqual(results.filter { $0.springs == "per-lane" && $0.schedule == "vrr" }.count, 3)
    XCTAssertEqual(results.filter { $0.springs == "shared" && $0.schedule == "60hz" }.count, 3)
    let names = PerfTarget.evaluate(results, workload: options.workload).map(\.name)
    XCTAssertTrue(names.contains("batch / c-reference (per-lane, vrr), N=50"), "\(names)")
  }

  /// Each batch row and C loop carries the kernel its frame runs, and its bytes are that kernel's loads and stores:
  /// 40 B a Double lane for one shared spring, 56 for per-lane Euler (k and c), 72 for per-lane exact (a, b, c, d:
  /// 16 animators, too few a spring for blocks of their own), half that in Float; the C loops do the work of the Euler
  /// kernels.
  func testRows_CarryTheirKernel_BytesAreItsLoadsAndStores() throws {
    let options = try PerfSetup(
      animators: "16", frames: 2, components: 2, animatorLimit: nil,
      paths: "batch,batch-float,batch-exact,c-reference,c-reference-float", springs: "per-lane", schedule: "vrr")
    let results = MainActor.assumeIsolated { PerfRunner.run(options) { _ in } }
    func row(_ path: String, _ springs: String) throws -> PerfKernelRow {
      try XCTUnwrap(results.first { $0.path == path && $0.springs == springs }?.kernel, "\(path) \(springs)")
    }
    let expected: [(String, String, String, Int, Int)] = [
      ("batch", "shared", "eulerShared", 40, 9), ("batch", "per-lane", "eulerPerLaneUnitMass", 56, 8),
      ("batch-float", "shared", "eulerShared", 20, 9), ("batch-exact", "shared", "exactShared", 40, 8),
      ("batch-exact", "per-lane", "exactPerLane", 72, 8), ("c-reference", "shared", "eulerShared", 40, 9),
      ("c-reference", "per-lane", "eulerPerLaneUnitMass", 56, 8),
      ("c-reference-float", "per-lane", "eulerPerLaneUnitMass", 28, 8),
    ]
    for (path, springs, kernel, bytesPerLane, flopsPerLane) in expected {
      let r = try row(path, springs)
      XCTAssertEqual(r.name, kernel, "\(path) \(springs)")
      XCTAssertEqual(r.bytesPerAnimatorFrame, 2 * bytesPerLane, "\(path) \(springs): two lanes an animator")
      XCTAssertEqual(r.flopsPerAnimatorFrame, 2 * flopsPerLane, "\(path) \(springs)")
      XCTAssertEqual(r.workingSetBytes, 16 * 2 * r.cost.loads * (path.hasSuffix("float") ? 4 : 8), "\(path) \(springs)")
    }
    XCTAssertNil(results.first { $0.path == "scalar" }?.kernel)
  }

  /// The yardsticks: every level the system reports and memory, innermost first, each with one figure per run.
  func testYardstick_EveryLevelAndPrecision_OneFigurePerRun() {
    let yardstick = PerfYardstick.measure(runs: 2)
    XCTAssertEqual(yardstick.bandwidths.last?.level.name, "DRAM")
    XCTAssertGreaterThanOrEqual(yardstick.bandwidths.count, 3)
    for b in yardstick.bandwidths {
      XCTAssertEqual(b.samples.count, 2, b.level.name)
      XCTAssertTrue(b.samples.allSatisfy { $0 > 0 && $0.isFinite }, b.level.name)
      XCTAssertLessThanOrEqual(b.worst, b.best)
    }
    let caches = yardstick.bandwidths.compactMap(\.level.cacheBytes)
    XCTAssertEqual(caches, caches.sorted(), "caches innermost first")
    XCTAssertEqual(yardstick.arithmetic.map(\.precision), ["Double", "Float"])
    XCTAssertTrue(yardstick.arithmetic.allSatisfy { $0.samples.count == 2 && $0.best > 0 })
    XCTAssertEqual(PerfYardstick.levels(caches: []).map(\.name), ["L1", "L2", "DRAM"], "where the system says nothing")
  }

  /// Empty, unknown, several, and schedules whose frames outlast the springs are refused in one line naming the option.
  func testSpringsAndSchedule_BadValues_RefusedInOneLine() {
    func refusal(springs: String? = nil, schedule: String? = nil, paths: String? = nil) -> String? {
      do {
        _ = try PerfSetup(
          animators: "10", frames: nil, components: 1, animatorLimit: nil, paths: paths, springs: springs,
          schedule: schedule)
        return nil
      } catch { return error.description }
    }
    let cases: [(String?, String?, String?, String)] = [
      ("", nil, nil, "--springs"), ("bogus", nil, nil, "--springs"), ("shared,per-lane", nil, nil, "--springs"),
      (nil, "", nil, "--schedule"), (nil, "bogus", nil, "--schedule"), (nil, "60hz,vrr", nil, "--schedule"),
      (nil, "200000hz", nil, "--schedule"), ("per-lane", "0.5hz", nil, "--schedule"),
      ("per-lane", nil, "batch,scalar", "--paths"),
    ]
    for (springs, schedule, paths, option) in cases {
      let message = refusal(springs: springs, schedule: schedule, paths: paths)
      XCTAssertNotNil(message, "\(springs ?? "-") \(schedule ?? "-") \(paths ?? "-")")
      XCTAssertTrue(message?.hasPrefix(option) ?? false, message ?? "")
      XCTAssertFalse(message?.contains("\n") ?? true, message ?? "")
    }
    XCTAssertNil(refusal(springs: "per-lane", schedule: "vrr"))
    XCTAssertNil(refusal(springs: "shared", schedule: "hitch"))
  }
}
