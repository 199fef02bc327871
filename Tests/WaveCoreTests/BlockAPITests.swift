import Foundation
import WaveCore
import WaveTestSupport
import XCTest

/// The block API as on upstream main (jtrivedi/Wave a52498e); each test names the upstream lines its
/// expectation is read from.
final class BlockAPITests: XCTestCase {
  /// One spring per block, so every property finishes on the same frame and the group completion fires
  /// once, finished (`ViewAnimator+Implementation.swift:116-124`, `AnimationController.swift:79-87`).
  ///
  /// Alpha lands as the `Float` nearest 0.2 (`LayerAnimator+Implementation.swift:104`).
  func testAnimate_MovesPropertiesAndCallsTheGroupCompletionOnce() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let view = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), driver: driver)
      var completions: [(Bool, Bool)] = []
      let spring = Spring(dampingRatio: 0.8, response: 0.3)
      Wave.animate(withSpring: spring) {
        view.animator.center = CGPoint(x: 300, y: 400)
        view.animator.alpha = 0.2
        view.animator.backgroundColor = RGBAComponents(r: 0, g: 0, b: 1, a: 1)
      } completion: { finished, retargeted in
        completions.append((finished, retargeted))
      }
      // The animator proxy reports targets; the model moves frame by frame.
      XCTAssertEqual(view.animator.center, CGPoint(x: 300, y: 400))
      XCTAssertEqual(view.center, CGPoint(x: 50, y: 50))
      driver.run(frames: 1)
      XCTAssertGreaterThan(view.center.x, 50)
      XCTAssertLessThan(view.alpha, 1)
      driver.runUntilIdle()
      XCTAssertEqual(view.center, CGPoint(x: 300, y: 400))
      XCTAssertEqual(view.alpha, CGFloat(Float(0.2)))
      XCTAssertEqual(view.backgroundColor, RGBAComponents(r: 0, g: 0, b: 1, a: 1))
      XCTAssertEqual(completions.count, 1)
      XCTAssertEqual(completions.first?.0, true)
      XCTAssertEqual(completions.first?.1, false)
      XCTAssertEqual(Wave.pendingCompletionCount, 0)
    }
  }

  /// A later block retargeting a property completes the earlier group as retargeted, before the new settings
  /// are applied (`ViewAnimator+Implementation.swift:100-101`, `AnimationController.swift:79-87`).
  func testRetargetingBlock_CompletesThePreviousGroupAsRetargeted() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let view = HeadlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), driver: driver)
      var first: [(Bool, Bool)] = []
      var second: [(Bool, Bool)] = []
      Wave.animate(withSpring: .defaultAnimated) {
        view.animator.center = CGPoint(x: 100, y: 0)
      } completion: {
        first.append(($0, $1))
      }
      driver.run(frames: 5)
      Wave.animate(withSpring: .defaultInteractive) {
        view.animator.center = CGPoint(x: 0, y: 100)
      } completion: {
        second.append(($0, $1))
      }
      XCTAssertEqual(first.map { "\($0.0),\($0.1)" }, ["false,true"])
      driver.runUntilIdle()
      XCTAssertEqual(first.count, 1)
      XCTAssertEqual(second.map { "\($0.0),\($0.1)" }, ["true,false"])
      XCTAssertEqual(view.center, CGPoint(x: 0, y: 100))
    }
  }

  /// The gesture velocity goes to `center` only (`ViewAnimator+Implementation.swift:106-108`; the scale setter
  /// has no such lines, `:366-407`); the first frame steps from it (`SpringAnimator.swift:220`).
  func testGestureVelocity_IsInjectedIntoPositionOnly() {
    onMain {
      let spring = Spring(dampingRatio: 0.8, response: 0.5)
      let driver = FrameDriver(schedule: .fps(60))
      let view = HeadlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), driver: driver)
      Wave.animate(withSpring: spring, gestureVelocity: CGPoint(x: 2000, y: -1000)) {
        view.animator.center = CGPoint(x: 5, y: 5)  // where it already is: only the velocity moves it
        view.animator.center = CGPoint(x: 6, y: 5)
        view.animator.scale = CGPoint(x: 2, y: 2)
      }
      driver.run(frames: 1)
      let dt = 1.0 / 60
      let k = Double(spring.stiffness)
      let c = Double(spring.dampingCoefficient)
      let x = referenceEulerStep(value: 5, target: 6, velocity: 2000, dt: dt, k: k, c: c, m: 1)
      let y = referenceEulerStep(value: 5, target: 5, velocity: -1000, dt: dt, k: k, c: c, m: 1)
      let s = referenceEulerStep(value: 1, target: 2, velocity: 0, dt: dt, k: k, c: c, m: 1)
      XCTAssertEqual(view.center, CGPoint(x: x.0, y: y.0))
      XCTAssertEqual(Double(view.scale.x), s.0)
    }
  }

  /// Outside a block an assignment runs in a non-animated block with `.defaultNonAnimated`
  /// (`ViewAnimator+Implementation.swift:88-93`): nothing moves until the next frame, which snaps
  /// (`SpringAnimator.swift:219-224`); the animation ends after that spring's settling duration of 1 s
  /// (`Spring.swift:142-146`, `SpringAnimator.swift:229`), counted from frame 1.
  func testAssignmentOutsideABlock_SnapsOnTheNextFrameAndEndsAfterOneSecond() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let view = HeadlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), driver: driver)
      view.animator.center = CGPoint(x: 42, y: 7)
      view.animator.cornerRadius = 12
      XCTAssertEqual(view.center, CGPoint(x: 5, y: 5))
      XCTAssertEqual(view.animator.center, CGPoint(x: 42, y: 7))
      XCTAssertEqual(driver.scheduledAnimationCount, 2)
      driver.tick()
      XCTAssertEqual(view.center, CGPoint(x: 42, y: 7))
      XCTAssertEqual(view.cornerRadius, 12)
      let finish = LifecycleFixture.finishFrame(settling: 1.0, duration: 1.0 / 60)
      driver.run(frames: finish - 1)
      XCTAssertEqual(driver.scheduledAnimationCount, 2)  // ended on frame `finish`, removed on the next
      driver.tick()
      XCTAssertEqual(driver.scheduledAnimationCount, 0)
    }
  }

  /// Opacity: every value written is clipped to 0...1 and stored as `Float`
  /// (`LayerAnimator+Implementation.swift:103-105`); an underdamped fade to 0 overshoots below 0 in the
  /// step but never on the view.
  func testAlpha_IsClippedToTheUnitIntervalAndStoredAsFloat() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let view = HeadlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), driver: driver)
      let spring = Spring(dampingRatio: 0.3, response: 0.5)
      Wave.animate(withSpring: spring) { view.animator.alpha = 0 }
      let durations = LifecycleFixture.frames(40)
      let expected = LifecycleFixture.reference(spring: spring, from: 1, to: 0, durations: durations).values
      XCTAssertLessThan(expected.min()!, 0)
      for i in 0..<40 {
        driver.tick()
        XCTAssertEqual(view.opacity, Float(min(max(expected[i], 0), 1)), "frame \(i + 1)")
      }
    }
  }

  /// Animating `backgroundColor` to clear targets the current colour with alpha 0: the animator's getter,
  /// that is, the running target or the model colour (`ViewAnimator+Implementation.swift:225-232, 248-249`).
  func testBackgroundColorToClear_TargetsTheCurrentColourWithAlphaZero() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let view = HeadlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), driver: driver)
      let red = RGBAComponents(r: 1, g: 0, b: 0, a: 1)
      let blue = RGBAComponents(r: 0, g: 0, b: 1, a: 1)
      view.backgroundColor = red
      Wave.animate(withSpring: .defaultAnimated) { view.animator.backgroundColor = .clear }
      XCTAssertEqual(view.animator.backgroundColor, RGBAComponents(r: 1, g: 0, b: 0, a: 0))
      Wave.animate(withSpring: .defaultAnimated) { view.animator.backgroundColor = blue }
      Wave.animate(withSpring: .defaultAnimated) { view.animator.backgroundColor = .clear }
      XCTAssertEqual(view.animator.backgroundColor, RGBAComponents(r: 0, g: 0, b: 1, a: 0))
      driver.runUntilIdle()
      XCTAssertEqual(view.backgroundColor, RGBAComponents(r: 0, g: 0, b: 1, a: 0))
    }
  }

  /// `scale` has no equality guard (`ViewAnimator+Implementation.swift:361-373`, unlike `center` at `:84`):
  /// setting the current target again in a new block completes the previous group as retargeted; `center` set
  /// to its target does not.
  func testScale_HasNoEqualityGuard() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let view = HeadlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), driver: driver)
      var scaleGroup: [String] = []
      var centerGroup: [String] = []
      Wave.animate(withSpring: .defaultAnimated) {
        view.animator.scale = CGPoint(x: 2, y: 2)
      } completion: {
        scaleGroup.append("\($0),\($1)")
      }
      Wave.animate(withSpring: .defaultAnimated) {
        view.animator.center = CGPoint(x: 50, y: 50)
      } completion: {
        centerGroup.append("\($0),\($1)")
      }
      driver.run(frames: 3)
      Wave.animate(withSpring: .defaultAnimated) {
        view.animator.scale = CGPoint(x: 2, y: 2)
        view.animator.center = CGPoint(x: 50, y: 50)
      }
      XCTAssertEqual(scaleGroup, ["false,true"])
      XCTAssertEqual(centerGroup, [])
    }
  }
  /// `frame` sets the size and the center; `origin` moves the center by half the animator's size
  /// (`ViewAnimator+Implementation.swift:48-77`).
  func testFrameAndBounds_AnimateSizeAndCenter() {
    onMain {
      let driver = FrameDriver(schedule: .fps(120))
      let view = HeadlessView(frame: CGRect(x: 0, y: 0, width: 100, height: 50), driver: driver)
      Wave.animate(withSpring: Spring(dampingRatio: 1, response: 0.3)) {
        view.animator.frame = CGRect(x: 10, y: 20, width: 200, height: 100)
      }
      XCTAssertEqual(view.animator.frame, CGRect(x: 10, y: 20, width: 200, height: 100))
      driver.runUntilIdle()
      XCTAssertEqual(view.frame, CGRect(x: 10, y: 20, width: 200, height: 100))
      Wave.animate(withSpring: Spring(dampingRatio: 1, response: 0.3)) {
        view.animator.origin = CGPoint(x: 0, y: 0)
      }
      driver.runUntilIdle()
      XCTAssertEqual(view.frame.origin, CGPoint(x: 0, y: 0))
    }
  }

  /// A delay starts the animations on the driver's clock (`SpringAnimator.swift:153-155`); `.nonAnimated`
  /// snaps on the next frame (`SpringAnimator.swift:219-224`).
  func testDelayAndNonAnimatedMode() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let view = HeadlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), driver: driver)
      Wave.animate(withSpring: .defaultAnimated, delay: 0.1) {
        view.animator.alpha = 0
      }
      driver.run(frames: 5)  // 0.083 s
      XCTAssertEqual(view.alpha, 1)
      driver.run(frames: 2)
      XCTAssertLessThan(view.alpha, 1)
      Wave.animate(withSpring: .defaultAnimated, mode: .nonAnimated) {
        view.animator.cornerRadius = 8
      }
      XCTAssertEqual(view.cornerRadius, 0)
      driver.tick()
      XCTAssertEqual(view.cornerRadius, 8)
    }
  }
}
