import Foundation
import WaveCore
import XCTest

final class FrameScheduleTests: XCTestCase {
  func testConstantRates() {
    XCTAssertEqual(FrameSchedule.fps(60).duration(ofFrame: 0), 1.0 / 60)
    XCTAssertEqual(FrameSchedule.fps(120).duration(ofFrame: 999), 1.0 / 120)
    XCTAssertEqual(FrameSchedule.fps(60).name, "60hz")
    XCTAssertNil(FrameSchedule.fps(60).frameCount)
  }

  func testFiniteListEnds() {
    let schedule = FrameSchedule.durations([0.01, 0.02])
    XCTAssertEqual(schedule.durations(count: 5), [0.01, 0.02])
    XCTAssertNil(schedule.duration(ofFrame: 2))
    XCTAssertEqual(schedule.frameCount, 2)
  }

  func testVariableRefresh_StaysBetween80And120Hz() {
    let durations = FrameSchedule.variableRefresh.durations(count: 48)
    XCTAssertTrue(durations.allSatisfy { $0 >= 1.0 / 120 && $0 <= 1.0 / 80 })
    XCTAssertEqual(Array(durations[0..<12]), Array(durations[12..<24]))  // a repeating pattern
    XCTAssertGreaterThan(Set(durations).count, 3)
  }

  func testJitter_IsSeededBoundedAndNotConstant() {
    let a = FrameSchedule.jittered(fps: 60, amplitude: 0.2, seed: 42).durations(count: 1000)
    let b = FrameSchedule.jittered(fps: 60, amplitude: 0.2, seed: 42).durations(count: 1000)
    let c = FrameSchedule.jittered(fps: 60, amplitude: 0.2, seed: 43).durations(count: 1000)
    XCTAssertEqual(a, b)
    XCTAssertNotEqual(a, c)
    XCTAssertTrue(a.allSatisfy { abs($0 - 1.0 / 60) <= 0.2 / 60 * (1 + Tolerance.roundingRelative) })
    // A uniform ±20 % jitter has mean 1/60 and standard deviation 0.2/60/√3; over 1000 frames the mean is
    // within Tolerance.sampleMeanStandardErrors standard errors (0.2/60/√3/√1000 ≈ 6.1e-5 s) of the nominal.
    let mean = a.reduce(0, +) / Double(a.count)
    let standardError = 0.2 / 60 / 3.0.squareRoot() / 1000.0.squareRoot()
    XCTAssertEqual(mean, 1.0 / 60, accuracy: Tolerance.sampleMeanStandardErrors * standardError)
  }

  /// A stall delays one callback; the display link still reports the display's interval, and the render server's
  /// frames keep the rate.
  func testHitch_OneLateCallback_TheDisplaysInterval() {
    let schedule = FrameSchedule.hitch(fps: 60, atFrame: 10, duration: 0.1)
    XCTAssertEqual(schedule.duration(ofFrame: 9), 1.0 / 60)
    XCTAssertEqual(schedule.duration(ofFrame: 10), 0.1)
    XCTAssertEqual(schedule.duration(ofFrame: 11), 1.0 / 60)
    for frame in [0, 9, 10, 11] { XCTAssertEqual(schedule.interval(ofFrame: frame), 1.0 / 60) }
    XCTAssertEqual(schedule.display, .fps(60))
    XCTAssertEqual(FrameSchedule.jittered(fps: 60, amplitude: 0.2, seed: 1).display, .fps(60))
    XCTAssertEqual(FrameSchedule.variableRefresh.display, .variableRefresh)
    for frame in 0..<24 {
      XCTAssertEqual(
        FrameSchedule.variableRefresh.interval(ofFrame: frame), FrameSchedule.variableRefresh.duration(ofFrame: frame))
    }
  }

  /// The driver's clock reads the callbacks' time while every animator is stepped by the display link's interval, as
  /// Wave's display link hands it `targetTimestamp − timestamp`: an animator on a stalled schedule shows the 60 Hz
  /// values frame for frame, its clock 0.1 − 1/60 s ahead after the stall.
  @MainActor
  func testDriver_StepsTheInterval_ItsClockReadsTheCallbacks() {
    func values(_ schedule: FrameSchedule) -> (values: [CGFloat], times: [Double]) {
      let driver = FrameDriver(schedule: schedule)
      let animator = SpringAnimator<CGFloat>(
        spring: Spring(dampingRatio: 0.6, response: 0.8), value: 0, target: 1000, driver: driver)
      var shown: [CGFloat] = []
      var times: [Double] = []
      animator.valueChanged = {
        shown.append($0)
        times.append(driver.now)
      }
      animator.start()
      driver.run(frames: 20)
      return (shown, times)
    }
    let sixty = values(.fps(60))
    let stalled = values(.hitch(fps: 60, atFrame: 5, duration: 0.1))
    XCTAssertEqual(stalled.values, sixty.values)
    // Differences of two clock readings < 0.5 s, each a sum of a few frame durations: a few ulps of 0.5 (≈ 1e-16 each);
    // 1e-15 s is ~10 such ulps, and a wrong hitch is off by a whole frame.
    XCTAssertEqual(stalled.times[5] - stalled.times[4], 0.1, accuracy: 1e-15)
    XCTAssertEqual(stalled.times[6] - stalled.times[5], 1.0 / 60, accuracy: 1e-15)
  }
}
