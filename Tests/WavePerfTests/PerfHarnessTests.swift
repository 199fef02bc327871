import WaveCore
import XCTest

@testable import WaveBench

/// The perf harness times only work that was done: every animator of every path runs through every timed
/// frame, however long `--frames` makes a run. (XCTest on Linux cannot run `@MainActor` test methods; XCTest
/// runs tests on the main thread, so the tests assume that isolation.)
final class PerfHarnessTests: XCTestCase {
  /// Runs longer than the catalogue's spring takes to settle (a `--frames` of 1.2 × its settling frames, about
  /// 2,100): with the runner's rearming, no path's timed frames include a stopped animator.
  func testEveryPath_LongRuns_TimeNoFrameWithAStoppedAnimator() {
    MainActor.assumeIsolated {
      var options = PerfSetup()
      options.frames = Self.framesBeyondSettling
      for path in PerfPath.allCases {
        let result = PerfRunner.measure(path, animators: 10, options: options)
        XCTAssertEqual(result.framesWithStoppedAnimators, 0, "\(path.rawValue) timed frames with stopped animators")
      }
    }
  }

  /// The control: with one stretch per run (no rearm inside a run), the paths
  /// whose animators end (the animator objects, the batch's settle rule) do report stopped frames, so the
  /// check above can fail.
  func testOneStretchPerRun_AnimatorsEndMidRun_AreReported() {
    MainActor.assumeIsolated {
      var options = PerfSetup()
      options.frames = Self.framesBeyondSettling
      options.framesPerArm = Self.framesBeyondSettling
      for path in [PerfPath.animator, .batch] {
        let result = PerfRunner.measure(path, animators: 10, options: options)
        XCTAssertGreaterThan(result.framesWithStoppedAnimators, 0, "\(path.rawValue) should report stopped frames")
      }
    }
  }

  /// The stretch between rearms is shorter than the spring's settling time, so no animator can end inside one.
  func testStretchBetweenRearms_IsShorterThanTheSettlingTime() {
    XCTAssertLessThan(
      Double(WorkloadParameters.framesPerArm) * WorkloadParameters.frameDuration,
      WorkloadParameters.spring.settlingDuration)
  }

  /// 1.2 × the spring's settling time, in frames of the catalogue's frame duration.
  static var framesBeyondSettling: Int {
    Int((1.2 * WorkloadParameters.spring.settlingDuration / WorkloadParameters.frameDuration).rounded(.up))
  }
}
