import Foundation
import WaveCore
import WaveTestSupport
import XCTest

final class BlockAPITests: XCTestCase {
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
      XCTAssertEqual(view.alpha, 0.2)
      XCTAssertEqual(view.backgroundColor, RGBAComponents(r: 0, g: 0, b: 1, a: 1))
      XCTAssertEqual(completions.count, 1)
      XCTAssertEqual(completions.first?.0, true)
      XCTAssertEqual(completions.first?.1, false)
      XCTAssertEqual(Wave.pendingCompletionCount, 0)
    }
  }

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
      let k = Double(spring.stiffness), c = Double(spring.dampingCoefficient)
      let x = referenceEulerStep(value: 5, target: 6, velocity: 2000, dt: dt, k: k, c: c, m: 1)
      let y = referenceEulerStep(value: 5, target: 5, velocity: -1000, dt: dt, k: k, c: c, m: 1)
      let s = referenceEulerStep(value: 1, target: 2, velocity: 0, dt: dt, k: k, c: c, m: 1)
      XCTAssertEqual(view.center, CGPoint(x: x.0, y: y.0))
      XCTAssertEqual(Double(view.scale.x), s.0)
    }
  }

  func testAssignmentOutsideABlock_Snaps() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let view = HeadlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), driver: driver)
      view.animator.center = CGPoint(x: 42, y: 7)
      view.animator.cornerRadius = 12
      XCTAssertEqual(view.center, CGPoint(x: 42, y: 7))
      XCTAssertEqual(view.cornerRadius, 12)
      XCTAssertEqual(driver.scheduledAnimationCount, 0)
    }
  }

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
      XCTAssertEqual(view.cornerRadius, 8)
    }
  }
}
