import Foundation
import WaveAnalysis
import WaveCore
import WaveTestSupport
import XCTest

/// The animator's lifecycle on a deterministic driver. Expected values come from stepping the independent
/// `referenceEulerStep` and from the lifecycle rules of the issue, never from the animator itself.
final class SpringAnimatorLifecycleTests: XCTestCase {
  static let spring = Spring(dampingRatio: 0.7, response: 0.4)

  /// Records every callback of an animator.
  final class Recorder {
    var values: [CGFloat] = []
    var events: [String] = []
  }

  @MainActor
  static func makeAnimator(driver: FrameDriver, from: CGFloat = 0, to: CGFloat = 100) -> (
    SpringAnimator<CGFloat>, Recorder
  ) {
    let animator = SpringAnimator<CGFloat>(spring: Self.spring, value: from, target: to, driver: driver)
    let recorder = Recorder()
    animator.valueChanged = { recorder.values.append($0) }
    animator.completion = { event in
      switch event {
      case .finished(let at): recorder.events.append("finished(\(at))")
      case .retargeted(let from, let to): recorder.events.append("retargeted(\(from)→\(to))")
      }
    }
    return (animator, recorder)
  }

  @MainActor
  static func reference(from: Double, to: Double, velocity: Double = 0, durations: [Double]) -> [Double] {
    var x = from, v = velocity
    var values: [Double] = []
    for dt in durations {
      (x, v) = referenceEulerStep(
        value: x, target: to, velocity: v, dt: dt, k: Double(Self.spring.stiffness),
        c: Double(Self.spring.dampingCoefficient), m: Double(Self.spring.mass))
      values.append(x)
    }
    return values
  }

  func testStart_RunsAZeroDtUpdateAndStartsTheRunningTime() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let (animator, recorder) = Self.makeAnimator(driver: driver)
      XCTAssertEqual(animator.state, .inactive)
      XCTAssertNil(animator.runningTime)
      animator.start()
      XCTAssertEqual(animator.state, .running)
      XCTAssertEqual(animator.runningTime, 0)
      XCTAssertEqual(recorder.values, [0])  // the dt = 0 update reports the start value
      XCTAssertEqual(driver.scheduledAnimationCount, 1)
    }
  }

  func testFrames_FollowTheEulerStepAndFinishAtTheSettlingTimeWithASnap() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let (animator, recorder) = Self.makeAnimator(driver: driver)
      animator.start()
      // The run ends on the first frame whose running time (the sum of the durations) reaches settlingDuration.
      var durations: [Double] = []
      var t = 0.0
      while t < Self.spring.settlingDuration {
        durations.append(1.0 / 60)
        t += 1.0 / 60
      }
      let expected = Self.reference(from: 0, to: 100, durations: durations)
      let frames = driver.runUntilIdle()
      XCTAssertEqual(frames, durations.count)
      XCTAssertEqual(recorder.values.count, durations.count + 1)
      for i in 0..<(durations.count - 1) {
        XCTAssertEqual(Double(recorder.values[i + 1]).bitPattern, expected[i].bitPattern, "frame \(i + 1)")
      }
      // The last frame snaps to the target: the stepped value was not there yet.
      XCTAssertNotEqual(expected.last, 100)
      XCTAssertEqual(recorder.values.last, 100)
      XCTAssertEqual(recorder.events, ["finished(100.0)"])
      // Ended, then unscheduled and reset to inactive by the driver at the end of that frame.
      XCTAssertEqual(animator.state, .inactive)
      XCTAssertEqual(animator.velocity, 0)
      XCTAssertEqual(driver.scheduledAnimationCount, 0)
    }
  }

  func testDelay_StartsOnTheDriversClockAndShiftsTheRun() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let (animator, recorder) = Self.makeAnimator(driver: driver)
      animator.start(afterDelay: 0.5)
      XCTAssertEqual(animator.state, .inactive)
      driver.run(frames: 29)
      XCTAssertEqual(recorder.values, [])  // 29 frames = 0.483 s: not yet
      driver.run(frames: 1)  // 30 frames sum to 0.49999999999999994 s: due, within the driver's slack
      XCTAssertEqual(recorder.values, [0])
      XCTAssertEqual(animator.runningTime, 0)
      driver.run(frames: 3)
      let expected = Self.reference(from: 0, to: 100, durations: Array(repeating: 1.0 / 60, count: 3))
      XCTAssertEqual(recorder.values.dropFirst().map(Double.init), expected)
    }
  }

  func testRetarget_FiresTheEventAndRestartsTheRunningTime() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let (animator, recorder) = Self.makeAnimator(driver: driver)
      animator.start()
      driver.run(frames: 10)
      XCTAssertEqual(animator.runningTime!, 10.0 / 60, accuracy: Tolerance.roundingRelative * 10 / 60)
      let velocityBefore = animator.velocity
      animator.target = 50
      XCTAssertEqual(recorder.events, ["retargeted(100.0→50.0)"])
      XCTAssertEqual(animator.runningTime, 0)
      XCTAssertEqual(animator.velocity, velocityBefore)  // motion carries over
      animator.target = 50  // the same target again: no event
      XCTAssertEqual(recorder.events.count, 1)
      // The run now ends settlingDuration after the retarget, not after the start.
      let frames = driver.runUntilIdle()
      XCTAssertEqual(frames, Int((Self.spring.settlingDuration * 60).rounded(.up)))
      XCTAssertEqual(recorder.events.last, "finished(50.0)")
    }
  }

  func testStopImmediately_EndsAtTheCurrentValueWithZeroVelocity() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let (animator, recorder) = Self.makeAnimator(driver: driver)
      animator.start()
      driver.run(frames: 5)
      let current = animator.value!
      animator.stop(immediately: true)
      XCTAssertEqual(animator.state, .ended)
      XCTAssertEqual(animator.velocity, 0)
      XCTAssertEqual(recorder.events, ["finished(\(current))"])
      driver.run(frames: 3)
      XCTAssertEqual(animator.value, current)  // no longer stepped
      XCTAssertEqual(animator.state, .inactive)
    }
  }

  func testStopNotImmediately_RetargetsToTheCurrentValue() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let (animator, recorder) = Self.makeAnimator(driver: driver)
      animator.start()
      driver.run(frames: 5)
      let current = animator.value!
      animator.stop(immediately: false)
      XCTAssertEqual(animator.target, current)
      XCTAssertEqual(recorder.events, ["retargeted(100.0→\(current))"])
      XCTAssertEqual(animator.state, .running)
      driver.runUntilIdle()
      XCTAssertEqual(recorder.events.last, "finished(\(current))")
    }
  }

  func testNonAnimatedMode_SnapsOnStart() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let (animator, recorder) = Self.makeAnimator(driver: driver)
      animator.mode = .nonAnimated
      animator.start()
      XCTAssertEqual(recorder.values, [100])
      XCTAssertEqual(recorder.events, ["finished(100.0)"])
      XCTAssertEqual(driver.scheduledAnimationCount, 0)
    }
  }

  func testZeroResponseSpring_SnapsLikeNonAnimated() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let (animator, recorder) = Self.makeAnimator(driver: driver)
      animator.spring = .defaultNonAnimated
      animator.start()
      XCTAssertEqual(recorder.values, [100])
      XCTAssertEqual(recorder.events, ["finished(100.0)"])
    }
  }

  func testIntegralizeValues_RoundsWhatIsReportedNotWhatIsStepped() {
    onMain {
      let saved = DisplayScale.current
      defer { DisplayScale.current = saved }
      DisplayScale.current = 2
      let driver = FrameDriver(schedule: .fps(60))
      let (animator, recorder) = Self.makeAnimator(driver: driver)
      animator.integralizeValues = true
      animator.start()
      driver.run(frames: 4)
      let expected = Self.reference(from: 0, to: 100, durations: Array(repeating: 1.0 / 60, count: 4))
      XCTAssertEqual(recorder.values.dropFirst().map(Double.init), expected.map { ($0 * 2).rounded(.down) / 2 })
      XCTAssertEqual(Double(animator.value!), expected[3])
    }
  }

  func testVelocityInjection_IsTheInitialVelocityOfTheFirstStep() {
    onMain {
      let driver = FrameDriver(schedule: .fps(120))
      let (animator, recorder) = Self.makeAnimator(driver: driver)
      animator.velocity = -800
      animator.start()
      driver.run(frames: 3)
      let expected = Self.reference(from: 0, to: 100, velocity: -800, durations: Array(repeating: 1.0 / 120, count: 3))
      XCTAssertEqual(recorder.values.dropFirst().map(Double.init), expected)
      XCTAssertLessThan(expected[0], 0)  // it first moves away from the target
    }
  }

  func testIrregularFrames_UseEachFramesDuration() {
    onMain {
      let durations = [0.008, 0.0166, 0.1, 0.004, 0.0125]
      let driver = FrameDriver(schedule: .durations(durations))
      let (animator, recorder) = Self.makeAnimator(driver: driver, from: 300, to: -20)
      animator.start()
      XCTAssertEqual(driver.run(frames: 10), durations.count)
      XCTAssertEqual(
        recorder.values.dropFirst().map(Double.init), Self.reference(from: 300, to: -20, durations: durations))
    }
  }

  func testRestartFromTheCompletionHandler_BeginsAFreshRun() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let animator = SpringAnimator<CGFloat>(spring: Self.spring, value: 0, target: 10, driver: driver)
      var finishes = 0
      animator.completion = { event in
        guard case .finished = event else { return }
        finishes += 1
        if finishes == 1 {
          animator.target = 0
          animator.start()
        }
      }
      animator.start()
      driver.runUntilIdle()
      XCTAssertEqual(finishes, 2)
      XCTAssertEqual(animator.value, 0)
    }
  }

  func testTryStart_ThrowsInsteadOfTrapping() throws {
    try onMain {
      let driver = FrameDriver()
      let animator = SpringAnimator<CGFloat>(spring: Self.spring, driver: driver)
      XCTAssertThrowsError(try animator.tryStart()) { XCTAssertEqual($0 as? AnimatorError, .missingValue) }
      animator.value = 1
      XCTAssertThrowsError(try animator.tryStart()) { XCTAssertEqual($0 as? AnimatorError, .missingTarget) }
      animator.target = 2
      XCTAssertThrowsError(try animator.tryStart(afterDelay: -1)) {
        XCTAssertEqual($0 as? AnimatorError, .invalidDelay(-1))
      }
      XCTAssertThrowsError(try animator.tryStart(afterDelay: .nan))
      XCTAssertNoThrow(try animator.tryStart())
      XCTAssertEqual(animator.state, .running)
    }
  }

  func testCompositeAnimator_CGPoint() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let animator = SpringAnimator<CGPoint>(
        spring: Self.spring, value: CGPoint(x: 0, y: 10), target: CGPoint(x: 100, y: -10), driver: driver)
      animator.start()
      driver.run(frames: 2)
      let x = Self.reference(from: 0, to: 100, durations: [1.0 / 60, 1.0 / 60])
      let y = Self.reference(from: 10, to: -10, durations: [1.0 / 60, 1.0 / 60])
      XCTAssertEqual(animator.value, CGPoint(x: x[1], y: y[1]))
    }
  }
}
