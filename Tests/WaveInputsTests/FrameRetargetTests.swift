import XCTest

@testable import WaveBench

/// `--retarget MOMENT:VALUE[:VELOCITY]`: a frame or a time, a target, a re-grab's velocity; a time lands on the first
/// frame whose clock (the running sum of frames of 1/F s) reads it.
final class FrameRetargetTests: XCTestCase {
  func testMoments_FrameOrTimeInSecondsOrMilliseconds() throws {
    XCTAssertEqual(try FrameRetarget(parsing: "30:50").moment, .frame(30))
    XCTAssertEqual(try FrameRetarget(parsing: "0.1s:50").moment, .time(0.1))
    // 100/1000 is rounded once, to the double nearest 0.1: the same moment as 0.1s.
    XCTAssertEqual(try FrameRetarget(parsing: "100ms:50").moment, .time(0.1))
    let regrab = try FrameRetarget(parsing: "0.1s:-20:-800")
    XCTAssertEqual(regrab.value, -20)
    XCTAssertEqual(regrab.velocity, -800)
    XCTAssertNil(try FrameRetarget(parsing: "30:50").velocity)
    XCTAssertEqual(regrab.text, "0.1s:-20:-800")
  }

  /// 0.1 s is frame 12 at 120 Hz, 6 at 60 Hz, 3 at 30 Hz, although the running sum of 12 frames of 1/120 s reads
  /// 0.09999999999999999: the comparison allows the clock's rounding (``FrameRetarget/clockSlack``).
  func testTime_LandsOnTheFirstFrameWhoseClockReadsIt_DespiteTheRunningSumsRounding() throws {
    var sum = 0.0
    for _ in 1...12 { sum += 1.0 / 120 }
    XCTAssertLessThan(sum, 0.1, "the rounding the slack is for")
    for text in ["0.1s:0", "100ms:0"] {
      let retarget = try FrameRetarget(parsing: text)
      XCTAssertEqual(try retarget.frame(atRate: 120, lastFrame: 1000), 12, text)
      XCTAssertEqual(try retarget.frame(atRate: 60, lastFrame: 1000), 6, text)
      XCTAssertEqual(try retarget.frame(atRate: 30, lastFrame: 1000), 3, text)
    }
    // Between frames: the next one. 0.166 s at 120 Hz: 19/120 = 0.1583 < 0.166 ≤ 20/120 = 0.1667.
    let pip = try FrameRetarget(parsing: "0.166s:-600")
    XCTAssertEqual(try pip.frame(atRate: 120, lastFrame: 1000), 20)
    XCTAssertEqual(try pip.frame(atRate: 60, lastFrame: 1000), 10)
    XCTAssertEqual(try pip.frame(atRate: 30, lastFrame: 1000), 5)
    XCTAssertEqual(try FrameRetarget(parsing: "0s:1").frame(atRate: 60, lastFrame: 1), 1, "0 s is frame 1")
    XCTAssertEqual(try FrameRetarget(parsing: "7:1").frame(atRate: 60, lastFrame: 7), 7, "a frame is itself")
  }

  func testMomentPastTheLastFrame_IsRefused() {
    XCTAssertTrue(
      refusal { try FrameRetarget(parsing: "1s:0").frame(atRate: 60, lastFrame: 10) }.contains("after the run's last"))
    XCTAssertTrue(
      refusal { try FrameRetarget(parsing: "11:0").frame(atRate: 60, lastFrame: 10) }.contains("after the run's last"))
    XCTAssertTrue(
      refusal { try FrameRetarget(parsing: "1e300s:0").frame(atRate: 60, lastFrame: 10) }.contains("after"))
  }

  func testBadText_IsRefusedNamingRetarget() {
    for text in [
      "0.1x:0", "-1s:0", "nan:0", "nans:0", "infs:0", "inf:0", "5:nan", "5:inf", "1s:0:nan", "1s:0:inf", "0:5",
      "5", "5:", "a:5", "5:1:2:3", "s:5", "ms:5",
    ] {
      let message = refusal { try FrameRetarget(parsing: text) }
      XCTAssertTrue(message.hasPrefix("--retarget"), "\(text): \(message)")
      XCTAssertTrue(message.contains(text) || message.contains("must be a finite"), "\(text): \(message)")
    }
  }
}
