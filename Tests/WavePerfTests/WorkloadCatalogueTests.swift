import WaveCore
import XCTest

@testable import WaveBench

/// The workload catalogue: its kinds step the same work, and its spring keeps every animator running for
/// longer than any runner measures. (XCTest on Linux cannot run `@MainActor` test methods; the workloads are
/// main-actor bound, and XCTest runs tests on the main thread, so the test asserts that isolation.)
final class WorkloadCatalogueTests: XCTestCase {
  /// The scalar loop and the batch stepper (Euler, Double) run the engine's step bit for bit, from the same
  /// start, spring and frame duration: after the gate's long run (60 frames) every lane agrees exactly, so the
  /// sums of their values (the checksums) are equal, not merely close.
  func testScalarAndBatchPaths_StepTheSameWorkBitForBit() {
    MainActor.assumeIsolated { Self.checkScalarAndBatchAgree() }
  }

  @MainActor
  static func checkScalarAndBatchAgree() {
    let n = 100
    let scalar = PerfPath.scalar.workload(animators: n)
    let batch = PerfPath.batch.workload(animators: n)
    let start = scalar.checksum
    for _ in 0..<GateWorkload.longFrames {
      scalar.runFrame()
      batch.runFrame()
    }
    XCTAssertNotEqual(scalar.checksum, start, "the lanes moved")
    XCTAssertEqual(scalar.checksum, batch.checksum)
  }

  /// perf times at most ``WorkloadParameters/framesPerArm`` frames between rearms and the gate 60: the
  /// catalogue's spring must settle later than that (it is the settling time that ends an animator), or
  /// runners would time idle frames.
  func testSpring_SettlesAfterTheLongestTimedRun() {
    let longestStretch = max(WorkloadParameters.framesPerArm, GateWorkload.longFrames)
    let longestRun = Double(longestStretch) * WorkloadParameters.frameDuration
    XCTAssertGreaterThan(WorkloadParameters.spring.settlingDuration, longestRun)
  }
}
