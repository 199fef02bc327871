import Foundation
import WaveCore
import WavePerf
import XCTest

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
