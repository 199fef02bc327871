import Foundation
import WaveCore
import XCTest

@testable import WaveBench

/// The `animator-specialized` path against `animator`: the same work bit for bit, and the committed counts
/// (the gate's baseline, the callgrind profile perf.md renders) showing the specialized path at least
/// ``GateWorkload/specializedAnimatorTarget`` times cheaper per animator-frame.
final class SpecializedAnimatorTests: XCTestCase {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Both workloads from the same start through the gate's long run with a rearm (a retarget of every
  /// animator) in the middle: every value delivered to the callbacks is summed into the checksum, so equal
  /// checksums mean equal deliveries (not merely close ones).
  func testAnimatorPaths_DeliverTheSameValuesBitForBit() {
    MainActor.assumeIsolated {
      for components in [1, 2] {
        let plain = PerfPath.animator.workload(animators: 50, components: components)
        let specialized = PerfPath.animatorSpecialized.workload(animators: 50, components: components)
        let start = plain.checksum
        for frame in 0..<GateWorkload.longFrames {
          if frame == GateWorkload.longFrames / 2 {
            plain.rearm()
            specialized.rearm()
          }
          plain.runFrame()
          specialized.runFrame()
        }
        XCTAssertNotEqual(plain.checksum, start, "the animators moved")
        XCTAssertEqual(plain.checksum.bitPattern, specialized.checksum.bitPattern, "\(components) component(s)")
        XCTAssertEqual(specialized.runningAnimators, specialized.animators)
      }
    }
  }

  /// The committed gate baseline: `animator-specialized-1000` at least 5 times fewer instructions per
  /// animator-frame than `animator-1000` (instruction counts: exact for the binary that was measured).
  func testCommittedBaseline_SpecializedAnimatorMeetsTheTarget() throws {
    let baseline = try GateBaseline.load(path: Self.root.appendingPathComponent("reports/perf-baseline.json").path)
    let count = { (name: String) in baseline.workloads.first { $0.name == name }?.instructionsPerAnimatorFrame }
    let animator = try XCTUnwrap(count(GateWorkload.animator1000.name))
    let specialized = try XCTUnwrap(count(GateWorkload.animatorSpecialized1000.name))
    XCTAssertGreaterThanOrEqual(animator / specialized, GateWorkload.specializedAnimatorTarget)
  }

  /// The committed profile (reports/animator-profile.json) reads back: both workloads, ten functions each,
  /// largest first, each no more than the total; its speedup meets the target.
  func testCommittedProfile_ReadsBackAndMeetsTheTarget() throws {
    let profile = try XCTUnwrap(AnimatorProfile.load(directory: Self.root.appendingPathComponent("reports").path))
    for workload in [profile.animator, profile.specialized] {
      let workload = try XCTUnwrap(workload)
      XCTAssertEqual(workload.functions.count, 10, workload.name)
      let counts = workload.functions.map(\.instructionsPerAnimatorFrame)
      XCTAssertEqual(counts, counts.sorted(by: >), workload.name)
      XCTAssertLessThanOrEqual(counts.reduce(0, +), workload.instructionsPerAnimatorFrame, workload.name)
    }
    XCTAssertGreaterThanOrEqual(try XCTUnwrap(profile.specializedSpeedup), GateWorkload.specializedAnimatorTarget)
  }

  /// A file that is not a profile is refused (nil), so that perf.md says how to make one.
  func testProfile_NotAProfileIsNil() {
    XCTAssertNil(AnimatorProfile.parse(Data("{}".utf8)))
    XCTAssertNil(AnimatorProfile.parse(Data("not json".utf8)))
    XCTAssertNil(
      AnimatorProfile.parse(Data(#"{"schemaVersion": 2, "frames": {"short": 1, "long": 2}, "workloads": []}"#.utf8)))
  }

  /// `--parallel-threshold` takes 1 … 10,000,000 lanes and refuses the rest, naming the option.
  func testParallelThresholdOption_Range() throws {
    let options = try PerfSetup(
      animators: "1", frames: nil, components: 1, animatorLimit: 10, paths: nil, parallelThreshold: 4096)
    XCTAssertEqual(options.parallelThreshold, 4096)
    for bad in [0, -1, 10_000_001] {
      XCTAssertThrowsError(
        try PerfSetup(
          animators: "1", frames: nil, components: 1, animatorLimit: 10, paths: nil, parallelThreshold: bad)
      ) { XCTAssertTrue("\($0)".contains("--parallel-threshold"), "\($0)") }
    }
  }
}
