import Foundation
import WavePerf
import XCTest

/// The gate's informational wall-time column times frames only.
///
/// Subtracting two runs that each set up a workload would leave setup noise in the result. With a clock the test
/// owns, setup that costs a different time on every call must leave no trace in the result.
final class GateWallTimeTests: XCTestCase {
  /// A clock the test advances by hand, ns.
  final class FakeClock {
    var now: UInt64 = 1_000
  }

  /// A workload whose frames take `nanosecondsPerAnimatorFrame` × animators on the fake clock, and whose
  /// setup takes a different time on every call (as real setup does on a shared machine).
  @MainActor final class ClockedWorkload: SteppingWorkload {
    let animators: Int
    let clock: FakeClock
    let nanosecondsPerAnimatorFrame: UInt64
    var frames = 0

    init(animators: Int, clock: FakeClock, nanosecondsPerAnimatorFrame: UInt64, setup: UInt64) {
      self.animators = animators
      self.clock = clock
      self.nanosecondsPerAnimatorFrame = nanosecondsPerAnimatorFrame
      clock.now += setup
    }

    var bytesPerAnimatorFrame: Int? { nil }
    func runFrame() {
      frames += 1
      clock.now += UInt64(animators) * nanosecondsPerAnimatorFrame
    }
    func rearm() {}
    var runningAnimators: Int { animators }
    var checksum: Double { Double(frames) }
  }

  func testSetupCostsNothing_FramesAreTimedAlone() { MainActor.assumeIsolated { Self.setupCostsNothing() } }

  @MainActor static func setupCostsNothing() {
    let clock = FakeClock()
    nonisolated(unsafe) var setups: UInt64 = 0
    let workload = GateWorkload(name: "clocked", summary: "frames on a fake clock", animators: 100) { animators in
      setups += 1
      // Setup of 3 ms, 50 ms, 97 ms …: far larger than the frames (7 ns × 100 animators × 50 frames = 35 µs).
      return ClockedWorkload(
        animators: animators, clock: clock, nanosecondsPerAnimatorFrame: 7, setup: 3_000_000 + setups * 47_000_000)
    }
    let perFrame = GateWallTime.nanosecondsPerAnimatorFrame(
      workload, short: GateWorkload.shortFrames, long: GateWorkload.longFrames, repeats: 3, clock: { clock.now })
    // Exact: every clock reading and the division are integers far below 2^53.
    XCTAssertEqual(perFrame, 7)
    XCTAssertEqual(setups, 1, "one workload set up, then timed")
  }
}
