import Foundation
import WaveCore
import WaveTestSupport
import XCTest

/// Lifecycle edge cases, each expectation read from upstream main's source (jtrivedi/Wave a52498e) as named in
/// the test's comment.
final class SpringAnimatorEdgeCaseTests: XCTestCase {
  typealias F = LifecycleFixture

  /// `stop()` during a pending `start(afterDelay:)`: `stop` sets `.ended` and reports `.finished(at: value)`
  /// at once (`SpringAnimator.swift:162-168`); the delayed closure still runs `runPropertyAnimation`
  /// (`:153-155`, `AnimationController.swift:71-77`); the next frame finds it `.ended`, resets and removes it
  /// (`AnimationController.swift:32-34`).
  ///
  /// It never updates.
  func testStopDuringAPendingDelayedStart_FinishesAtOnceAndNeverRuns() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let (animator, recorder) = F.makeAnimator(driver: driver)
      animator.start(afterDelay: 0.5)
      driver.run(frames: 10)
      animator.stop()
      XCTAssertEqual(recorder.events, ["finished(0.0)"])
      XCTAssertEqual(animator.state, .ended)
      driver.run(frames: 20)  // the delay falls due at the end of frame 30
      XCTAssertEqual(driver.scheduledAnimationCount, 1)
      XCTAssertEqual(animator.state, .ended)
      driver.tick()
      XCTAssertEqual(animator.state, .inactive)
      XCTAssertEqual(driver.scheduledAnimationCount, 0)
      driver.run(frames: 5)
      XCTAssertEqual(recorder.values, [])
      XCTAssertEqual(recorder.events.count, 1)
    }
  }

  /// `start()` while running: the controller's dictionary already holds the animator
  /// (`AnimationController.swift:76`), so nothing changes: no callback, the running time goes on, and the
  /// run finishes on the frame it would have.
  func testStartWhileRunning_ChangesNothing() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let (animator, recorder) = F.makeAnimator(driver: driver)
      animator.start()
      driver.run(frames: 5)
      let runningTime = animator.runningTime
      animator.start()
      XCTAssertEqual(recorder.values.count, 5)
      XCTAssertEqual(animator.runningTime, runningTime)
      XCTAssertEqual(driver.scheduledAnimationCount, 1)
      let finish = F.finishFrame(settling: F.spring.settlingDuration, duration: 1.0 / 60)
      driver.run(frames: finish - 5)
      let expected = F.reference(from: 0, to: 100, durations: F.frames(finish - 1)).values
      XCTAssertEqual(recorder.values.dropLast().map(Double.init), expected)
      XCTAssertEqual(recorder.events, ["finished(100.0)"])
    }
  }

  /// Changing `spring` mid-run: the next update steps with the new spring (`SpringAnimator.swift:219-220`) and
  /// compares the running time, counted from frame 1 as before, with the new spring's settling duration
  /// (`:179-181, 229`).
  ///
  /// The new spring settles in 0.1637 s (ζ 0.9, response 0.1); after frame 10 the running time is 9/60 = 0.15 s, so
  /// frame 11 (10/60 = 0.1667 s) finishes, with the new spring's step velocity.
  func testChangingTheSpringMidRun_StepsAndFinishesByTheNewSpring() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let (animator, recorder) = F.makeAnimator(driver: driver)
      let stiffer = Spring(dampingRatio: 0.9, response: 0.1)
      animator.start()
      driver.run(frames: 10)
      animator.spring = stiffer
      let finish = F.finishFrame(settling: stiffer.settlingDuration, duration: 1.0 / 60)
      XCTAssertEqual(finish, 11)
      let before = F.reference(from: 0, to: 100, durations: F.frames(10))
      let after = F.reference(
        spring: stiffer, from: before.values[9], to: 100, velocity: before.velocities[9], durations: F.frames(1))
      driver.tick()
      XCTAssertEqual(recorder.values.dropLast().map(Double.init), before.values)
      XCTAssertEqual(recorder.values.last, 100)
      XCTAssertEqual(recorder.events, ["finished(100.0)"])
      XCTAssertEqual(recorder.velocitiesAtCompletion.map(Double.init), after.velocities)
    }
  }

  /// Point 4: a retarget inside `valueChanged` on the final frame.
  ///
  /// `animationFinished` and `target` were read before the callback (`SpringAnimator.swift:204, 229`); the retarget
  /// fires `.retargeted` (still `.running`, `:74-79`); the update still reports `.finished(at:)` the old target and
  /// sets `.ended` (`:240-244`). The new target is never animated to.
  func testRetargetInsideValueChangedOnTheFinalFrame_StillFinishesAtTheOldTarget() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let (animator, recorder) = F.makeAnimator(driver: driver)
      let finish = F.finishFrame(settling: F.spring.settlingDuration, duration: 1.0 / 60)
      animator.valueChanged = { value in
        recorder.values.append(value)
        if recorder.values.count == finish { animator.target = 50 }
      }
      animator.start()
      driver.run(frames: finish)
      XCTAssertEqual(recorder.events, ["retargeted(100.0→50.0)", "finished(100.0)"])
      XCTAssertEqual(animator.state, .ended)
      driver.run(frames: 3)
      XCTAssertEqual(animator.state, .inactive)
      XCTAssertEqual(animator.value, 100)
      XCTAssertEqual(animator.target, 50)
      XCTAssertEqual(recorder.values.count, finish)
    }
  }

  /// Point 4: `stop()` inside `valueChanged` on the final frame.
  ///
  /// `stop` sets `.ended` and reports `.finished(at: value)`, the value being the snapped target
  /// (`SpringAnimator.swift:162-168, 231-233`); the update then reports `.finished(at: target)` again (`:240-242`): two
  /// finish events.
  func testStopInsideValueChangedOnTheFinalFrame_FinishesTwice() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let (animator, recorder) = F.makeAnimator(driver: driver)
      let finish = F.finishFrame(settling: F.spring.settlingDuration, duration: 1.0 / 60)
      animator.valueChanged = { value in
        recorder.values.append(value)
        if recorder.values.count == finish { animator.stop() }
      }
      animator.start()
      driver.run(frames: finish)
      XCTAssertEqual(recorder.events, ["finished(100.0)", "finished(100.0)"])
      XCTAssertEqual(recorder.statesAtCompletion, [.ended, .ended])
      driver.tick()
      XCTAssertEqual(animator.state, .inactive)
      XCTAssertEqual(driver.scheduledAnimationCount, 0)
    }
  }

  /// Point 4: `stop()` inside `valueChanged` before the final frame ends the run as a stop does; the update
  /// does not finish it (`animationFinished` is false, `SpringAnimator.swift:240`).
  func testStopInsideValueChangedBeforeTheFinalFrame_FinishesOnceAtTheValue() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let (animator, recorder) = F.makeAnimator(driver: driver)
      animator.valueChanged = { value in
        recorder.values.append(value)
        if recorder.values.count == 3 { animator.stop() }
      }
      animator.start()
      driver.run(frames: 10)
      let expected = F.reference(from: 0, to: 100, durations: F.frames(3)).values
      XCTAssertEqual(recorder.events, ["finished(\(CGFloat(expected[2])))"])
      XCTAssertEqual(recorder.values.count, 3)
    }
  }

  /// `stop(immediately:)` on an animator that never started: `.ended` and `.finished(at: value)`
  /// (`SpringAnimator.swift:162-168`); it is in no controller, so nothing resets it.
  ///
  /// A `start()` then only schedules it, and the next frame resets and removes it without an update
  /// (`AnimationController.swift:32-34`); a second `start()` runs normally.
  func testStopOnAnAnimatorThatNeverStarted_EndsAndNeedsAFrameBeforeItCanRun() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let (animator, recorder) = F.makeAnimator(driver: driver)
      animator.stop(immediately: true)
      XCTAssertEqual(recorder.events, ["finished(0.0)"])
      XCTAssertEqual(animator.state, .ended)
      driver.run(frames: 3)
      XCTAssertEqual(animator.state, .ended)
      animator.start()
      driver.tick()
      XCTAssertEqual(animator.state, .inactive)
      XCTAssertEqual(recorder.values, [])
      animator.start()
      driver.tick()
      XCTAssertEqual(recorder.values.map(Double.init), F.reference(from: 0, to: 100, durations: F.frames(1)).values)
    }
  }

  /// `stop(immediately: false)` on an animator that never started sets the target to the value; the state is
  /// `.inactive`, so no event fires (`SpringAnimator.swift:169-171, 74`).
  func testStopNotImmediatelyOnAnAnimatorThatNeverStarted_OnlyMovesTheTarget() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let (animator, recorder) = F.makeAnimator(driver: driver)
      animator.stop(immediately: false)
      XCTAssertEqual(animator.target, 0)
      XCTAssertEqual(recorder.events, [])
      XCTAssertEqual(animator.state, .inactive)
    }
  }
}
