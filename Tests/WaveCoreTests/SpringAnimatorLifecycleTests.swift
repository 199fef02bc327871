import Foundation
import WaveCore
import WaveTestSupport
import XCTest

/// The animator's lifecycle on a deterministic driver, point by point as on upstream main (jtrivedi/Wave
/// a52498e).
///
/// Each test names the upstream lines its expectation is read from; values come from the independent
/// `referenceEulerStep` and the frame accounting in ``LifecycleFixture``.
final class SpringAnimatorLifecycleTests: XCTestCase {
  typealias F = LifecycleFixture

  /// Point 1.
  ///
  /// `start()` only adds the animator to the controller (`AnimationController.swift:71-77`;
  /// `SpringAnimator.swift:146-151`): no update, no callback, still `.inactive`. The first frame's update sets
  /// `.running` and the start time (`SpringAnimator.swift:35-45, 210`): running time 0.
  func testStart_OnlySchedules_TheFirstUpdateIsOnTheNextFrame() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let (animator, recorder) = F.makeAnimator(driver: driver)
      animator.start()
      XCTAssertEqual(animator.state, .inactive)
      XCTAssertNil(animator.runningTime)
      XCTAssertEqual(recorder.values, [])
      XCTAssertEqual(driver.scheduledAnimationCount, 1)
      driver.tick()
      XCTAssertEqual(animator.state, .running)
      XCTAssertEqual(animator.runningTime, 0)
      let expected = F.reference(from: 0, to: 100, durations: F.frames(1))
      XCTAssertEqual(recorder.values.map(Double.init), expected.values)
    }
  }

  /// Points 2, 3 and 6.
  ///
  /// Frames step with the Euler step until the running time reaches settlingDuration (`SpringAnimator.swift:229`),
  /// counted from frame 1 (``LifecycleFixture/finishFrame``). That frame sets the value to the target (`:231-233`),
  /// calls `valueChanged` (`:235-238`), then the completion while the state is still `.running` and the velocity is the
  /// last step's (`:240-242`), then sets `.ended` (`:243`). The animator stays `.ended` and scheduled until the next
  /// frame resets it (`AnimationController.swift:32-34`, `SpringAnimator.swift:197-201`).
  func testFrames_FollowTheStep_FinishByTime_CompletionWhileRunning_EndedUntilTheNextFrame() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let (animator, recorder) = F.makeAnimator(driver: driver)
      animator.start()
      let finish = F.finishFrame(settling: F.spring.settlingDuration, duration: 1.0 / 60)
      let expected = F.reference(from: 0, to: 100, durations: F.frames(finish))
      XCTAssertEqual(driver.run(frames: finish), finish)
      XCTAssertEqual(recorder.values.count, finish)
      for i in 0..<(finish - 1) {
        XCTAssertEqual(Double(recorder.values[i]).bitPattern, expected.values[i].bitPattern, "frame \(i + 1)")
      }
      XCTAssertNotEqual(expected.values.last, 100)  // the stepped value was not there yet: a snap
      XCTAssertEqual(recorder.values.last, 100)
      XCTAssertEqual(recorder.events, ["finished(100.0)"])
      XCTAssertEqual(recorder.statesAtCompletion, [.running])
      XCTAssertEqual(recorder.velocitiesAtCompletion.map(Double.init), [expected.velocities[finish - 1]])
      XCTAssertEqual(animator.state, .ended)
      XCTAssertEqual(Double(animator.velocity), expected.velocities[finish - 1])
      XCTAssertEqual(driver.scheduledAnimationCount, 1)
      XCTAssertEqual(driver.runUntilIdle(), 1)  // the frame that resets and unschedules it
      XCTAssertEqual(animator.state, .inactive)
      XCTAssertEqual(animator.velocity, 0)
      XCTAssertNil(animator.runningTime)
      XCTAssertEqual(recorder.values.count, finish)  // no update on that frame
      XCTAssertEqual(driver.scheduledAnimationCount, 0)
    }
  }

  /// Point 2.
  ///
  /// `.nonAnimated` snaps every frame with zero velocity (`SpringAnimator.swift:219-224`) but only time finishes
  /// (`:229`): `.finished` comes on the spring's finish frame, not at once.
  func testNonAnimatedMode_SnapsEveryFrameAndFinishesAfterTheSettlingDuration() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let (animator, recorder) = F.makeAnimator(driver: driver)
      animator.mode = .nonAnimated
      animator.start()
      let finish = F.finishFrame(settling: F.spring.settlingDuration, duration: 1.0 / 60)
      driver.run(frames: finish - 1)
      XCTAssertEqual(recorder.values, Array(repeating: 100, count: finish - 1))
      XCTAssertEqual(recorder.events, [])
      XCTAssertEqual(animator.velocity, 0)
      driver.tick()
      XCTAssertEqual(recorder.events, ["finished(100.0)"])
    }
  }

  /// Point 2.
  ///
  /// A response of 0 snaps like `.nonAnimated` (`SpringAnimator.swift:219`); its settling duration is 1 s (infinite
  /// stiffness, `Spring.swift:142-146`), so it finishes on the first frame 1 s after frame 1.
  func testZeroResponseSpring_SnapsEveryFrameAndFinishesAfterOneSecond() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let (animator, recorder) = F.makeAnimator(driver: driver, spring: .defaultNonAnimated)
      animator.start()
      let finish = F.finishFrame(settling: 1.0, duration: 1.0 / 60)
      driver.run(frames: finish)
      XCTAssertEqual(recorder.values, Array(repeating: 100, count: finish))
      XCTAssertEqual(recorder.events, ["finished(100.0)"])
      XCTAssertEqual(recorder.statesAtCompletion, [.running])
    }
  }

  /// Point 5.
  ///
  /// `stop(immediately: true)` only sets `.ended` and reports `.finished(at: value)` (`SpringAnimator.swift:162-168`):
  /// velocity and start time stay until the next frame's `reset()` (`AnimationController.swift:32-34`,
  /// `SpringAnimator.swift:197-201`), which makes no update.
  func testStopImmediately_OnlySetsEnded_ResetOnTheNextFrame() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let (animator, recorder) = F.makeAnimator(driver: driver)
      animator.start()
      driver.run(frames: 5)
      let expected = F.reference(from: 0, to: 100, durations: F.frames(5))
      animator.stop(immediately: true)
      XCTAssertEqual(animator.state, .ended)
      XCTAssertEqual(Double(animator.velocity), expected.velocities[4])
      XCTAssertNotNil(animator.runningTime)
      XCTAssertEqual(recorder.events, ["finished(\(CGFloat(expected.values[4])))"])
      XCTAssertEqual(recorder.statesAtCompletion, [.ended])
      driver.tick()
      XCTAssertEqual(animator.state, .inactive)
      XCTAssertEqual(animator.velocity, 0)
      XCTAssertNil(animator.runningTime)
      XCTAssertEqual(Double(animator.value!), expected.values[4])
      XCTAssertEqual(recorder.values.count, 5)
      XCTAssertEqual(driver.scheduledAnimationCount, 0)
    }
  }

  /// `stop(immediately: false)` sets the target to the value (`SpringAnimator.swift:169-171`): a retarget
  /// while running (`:64-81`), which restarts the running time at this frame's time; the run then finishes
  /// settlingDuration later.
  func testStopNotImmediately_RetargetsToTheCurrentValue() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let (animator, recorder) = F.makeAnimator(driver: driver)
      animator.start()
      driver.run(frames: 5)
      let current = animator.value!
      animator.stop(immediately: false)
      XCTAssertEqual(animator.target, current)
      XCTAssertEqual(recorder.events, ["retargeted(100.0→\(current))"])
      XCTAssertEqual(animator.state, .running)
      XCTAssertEqual(animator.runningTime, 0)
      let finish = F.finishFrame(settling: F.spring.settlingDuration, duration: 1.0 / 60, firstFrame: 5)
      driver.run(frames: finish - 5)
      XCTAssertEqual(recorder.events.last, "finished(\(current))")
      XCTAssertEqual(recorder.events.count, 2)
    }
  }

  /// A retarget while running fires `.retargeted` and restarts the running time; the velocity carries over;
  /// the same target again fires nothing (`SpringAnimator.swift:64-81`).
  func testRetarget_FiresTheEventAndRestartsTheRunningTime() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let (animator, recorder) = F.makeAnimator(driver: driver)
      animator.start()
      driver.run(frames: 10)
      let velocityBefore = animator.velocity
      animator.target = 50
      XCTAssertEqual(recorder.events, ["retargeted(100.0→50.0)"])
      XCTAssertEqual(recorder.statesAtCompletion, [.running])
      XCTAssertEqual(animator.runningTime, 0)
      XCTAssertEqual(animator.velocity, velocityBefore)
      animator.target = 50
      XCTAssertEqual(recorder.events.count, 1)
      let finish = F.finishFrame(settling: F.spring.settlingDuration, duration: 1.0 / 60, firstFrame: 10)
      driver.run(frames: finish - 10)
      XCTAssertEqual(recorder.events.last, "finished(50.0)")
      XCTAssertEqual(animator.state, .ended)
    }
  }

  /// A retarget before the first frame fires nothing: the state is still `.inactive`
  /// (`SpringAnimator.swift:74`); the first frame steps towards the new target.
  func testRetargetBeforeTheFirstFrame_FiresNoEvent() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let (animator, recorder) = F.makeAnimator(driver: driver)
      animator.start()
      animator.target = 40
      XCTAssertEqual(recorder.events, [])
      driver.tick()
      XCTAssertEqual(recorder.values.map(Double.init), F.reference(from: 0, to: 40, durations: F.frames(1)).values)
    }
  }

  /// Point 7.
  ///
  /// Restarting from the completion: the state is still `.running` there (`SpringAnimator.swift:240-243`), so the new
  /// target fires `.retargeted` (`:74-79`) and `start()` is a no-op (the animator is already in the controller,
  /// `AnimationController.swift:76`); then `.ended` is set, and the next frame removes it. One finish; the value stays
  /// at the first target.
  func testRestartFromTheCompletionHandler_RetargetsAndFinishesOnce() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let (animator, recorder) = F.makeAnimator(driver: driver, to: 10)
      let record = animator.completion!
      animator.completion = { event in
        record(event)
        if case .finished = event {
          animator.target = 0
          animator.start()
        }
      }
      animator.start()
      let finish = F.finishFrame(settling: F.spring.settlingDuration, duration: 1.0 / 60)
      XCTAssertEqual(driver.runUntilIdle(), finish + 1)
      XCTAssertEqual(recorder.events, ["finished(10.0)", "retargeted(10.0→0.0)"])
      XCTAssertEqual(recorder.statesAtCompletion, [.running, .running])
      XCTAssertEqual(animator.value, 10)
      XCTAssertEqual(animator.target, 0)
      XCTAssertEqual(animator.state, .inactive)
      XCTAssertEqual(recorder.values.count, finish)
    }
  }

  /// A delayed start is scheduled when the delay has passed on the driver's clock (`SpringAnimator.swift:
  /// 153-155`), after that frame's updates; its first update is the next frame, with running time 0.
  func testDelay_SchedulesOnTheDriversClock_FirstUpdateOnTheNextFrame() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let (animator, recorder) = F.makeAnimator(driver: driver)
      animator.start(afterDelay: 0.5)
      driver.run(frames: 29)  // 0.483 s
      XCTAssertEqual(driver.scheduledAnimationCount, 0)
      driver.run(frames: 1)  // 30 frames sum to 0.49999999999999994 s: due, within the driver's slack
      XCTAssertEqual(driver.scheduledAnimationCount, 1)
      XCTAssertEqual(recorder.values, [])
      driver.run(frames: 3)
      XCTAssertEqual(recorder.values.map(Double.init), F.reference(from: 0, to: 100, durations: F.frames(3)).values)
      // The running time is a difference of two driver clock readings near 0.5 s (sums of 1/60 s, a few ulps ≈ 1e-16
      // each); 1e-12 s is far looser than that and far below a frame, so a lost or extra frame fails.
      XCTAssertEqual(animator.runningTime!, 2.0 / 60, accuracy: 1e-12)
    }
  }

  /// `integralizeValues` rounds what `valueChanged` gets, not the stepped value (`SpringAnimator.swift:236`).
  func testIntegralizeValues_RoundsWhatIsReportedNotWhatIsStepped() {
    onMain {
      let saved = DisplayScale.current
      defer { DisplayScale.current = saved }
      DisplayScale.current = 2
      let driver = FrameDriver(schedule: .fps(60))
      let (animator, recorder) = F.makeAnimator(driver: driver)
      animator.integralizeValues = true
      animator.start()
      driver.run(frames: 4)
      let expected = F.reference(from: 0, to: 100, durations: F.frames(4)).values
      XCTAssertEqual(recorder.values.map(Double.init), expected.map { ($0 * 2).rounded(.down) / 2 })
      XCTAssertEqual(Double(animator.value!), expected[3])
    }
  }

  /// A velocity set before `start()` is the first step's initial velocity (`SpringAnimator.swift:220`).
  func testVelocityInjection_IsTheInitialVelocityOfTheFirstStep() {
    onMain {
      let driver = FrameDriver(schedule: .fps(120))
      let (animator, recorder) = F.makeAnimator(driver: driver)
      animator.velocity = -800
      animator.start()
      driver.run(frames: 3)
      let expected = F.reference(from: 0, to: 100, velocity: -800, durations: F.frames(3, of: 1.0 / 120)).values
      XCTAssertEqual(recorder.values.map(Double.init), expected)
      XCTAssertLessThan(expected[0], 0)  // it first moves away from the target
    }
  }

  /// Each frame steps with that frame's own duration (`AnimationController.swift:36`).
  func testIrregularFrames_UseEachFramesDuration() {
    onMain {
      let durations = [0.008, 0.0166, 0.1, 0.004, 0.0125]
      let driver = FrameDriver(schedule: .durations(durations))
      let (animator, recorder) = F.makeAnimator(driver: driver, from: 300, to: -20)
      animator.start()
      XCTAssertEqual(driver.run(frames: 10), durations.count)
      XCTAssertEqual(recorder.values.map(Double.init), F.reference(from: 300, to: -20, durations: durations).values)
    }
  }

  /// Deviation (an addition): `tryStart` throws where `start` traps (`SpringAnimator.swift:142-144`).
  func testTryStart_ThrowsInsteadOfTrapping() throws {
    try onMain {
      let driver = FrameDriver()
      let animator = SpringAnimator<CGFloat>(spring: F.spring, driver: driver)
      XCTAssertThrowsError(try animator.tryStart()) { XCTAssertEqual($0 as? AnimatorError, .missingValue) }
      animator.value = 1
      XCTAssertThrowsError(try animator.tryStart()) { XCTAssertEqual($0 as? AnimatorError, .missingTarget) }
      animator.target = 2
      XCTAssertThrowsError(try animator.tryStart(afterDelay: -1)) {
        XCTAssertEqual($0 as? AnimatorError, .invalidDelay(-1))
      }
      XCTAssertThrowsError(try animator.tryStart(afterDelay: .nan))
      XCTAssertNoThrow(try animator.tryStart())
      XCTAssertEqual(driver.scheduledAnimationCount, 1)
      XCTAssertEqual(animator.state, .inactive)
    }
  }

  /// A composite value steps component by component (`SpringInterpolatable.swift`, CGPoint's conformance).
  func testCompositeAnimator_CGPoint() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let animator = SpringAnimator<CGPoint>(
        spring: F.spring, value: CGPoint(x: 0, y: 10), target: CGPoint(x: 100, y: -10), driver: driver)
      animator.start()
      driver.run(frames: 2)
      let x = F.reference(from: 0, to: 100, durations: F.frames(2)).values
      let y = F.reference(from: 10, to: -10, durations: F.frames(2)).values
      XCTAssertEqual(animator.value, CGPoint(x: x[1], y: y[1]))
    }
  }
}
