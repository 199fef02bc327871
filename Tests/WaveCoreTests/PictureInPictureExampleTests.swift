import Foundation
import WaveCore
import XCTest

/// The documentation's picture-in-picture example, ported with only the UIKit parts changed: the pan
/// gesture becomes a scripted sequence of touch events, UIView becomes HeadlessView.
final class PictureInPictureExampleTests: XCTestCase {
  /// The example's controller, as in the docs.
  @MainActor final class PictureInPictureController {
    let pipView: HeadlessView
    let interactiveSpring = Spring(dampingRatio: 0.8, response: 0.26)
    let animatedSpring = Spring(dampingRatio: 0.68, response: 0.8)
    let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    private var initialTouchLocation: CGPoint = .zero

    init(driver: FrameDriver) {
      pipView = HeadlessView(frame: CGRect(x: 0, y: 0, width: 120, height: 80), driver: driver)
      pipView.center = corners[0]
    }

    var corners: [CGPoint] {
      let inset: CGFloat = 80
      return [
        CGPoint(x: inset, y: inset), CGPoint(x: screen.width - inset, y: inset),
        CGPoint(x: inset, y: screen.height - inset), CGPoint(x: screen.width - inset, y: screen.height - inset),
      ]
    }

    enum Pan {
      case began
      case changed(translation: CGPoint)
      case ended(location: CGPoint, velocity: CGPoint)
    }

    func handlePan(_ pan: Pan) {
      switch pan {
      case .began:
        initialTouchLocation = pipView.center
      case .changed(let translation):
        let targetCenter = CGPoint(
          x: initialTouchLocation.x + translation.x, y: initialTouchLocation.y + translation.y)
        Wave.animate(withSpring: interactiveSpring) {
          pipView.animator.center = targetCenter
        }
      case .ended(let location, let velocity):
        let destination = snapToNearestCorner(position: location, velocity: velocity)
        Wave.animate(withSpring: animatedSpring, gestureVelocity: velocity) {
          pipView.animator.center = destination
        }
      }
    }

    func snapToNearestCorner(position: CGPoint, velocity: CGPoint) -> CGPoint {
      let projected = project(point: position, velocity: velocity)
      return corners.min { a, b in
        hypot(a.x - projected.x, a.y - projected.y) < hypot(b.x - projected.x, b.y - projected.y)
      }!
    }
  }

  /// Each drag frame retargets `center` (`ViewAnimator+Implementation.swift:79-128`): the first assignment
  /// schedules the animator, which moves from the next frame on (`AnimationController.swift:31-37, 71-77`), so
  /// the view lags the finger.
  ///
  /// The release injects the velocity (`:106-108`) and retargets to the corner that `project` picks
  /// (`UIMathUtilities.swift`); the run ends on that corner (`SpringAnimator.swift:229-233`).
  func testFlingTowardsTheBottomRight_SettlesInThatCorner() {
    onMain {
      let driver = FrameDriver(schedule: .fps(120))
      let controller = PictureInPictureController(driver: driver)
      controller.handlePan(.began)
      // Drag 10 pt per frame to the right and down for 20 frames, the view tracking the finger.
      for frame in 1...20 {
        controller.handlePan(.changed(translation: CGPoint(x: 10 * frame, y: 12 * frame)))
        driver.tick()
      }
      // The view lags the finger while tracking: it is behind the target but has moved.
      let target = controller.pipView.animator.center
      XCTAssertEqual(target, CGPoint(x: 80 + 200, y: 80 + 240))
      XCTAssertLessThan(controller.pipView.center.x, target.x)
      XCTAssertGreaterThan(controller.pipView.center.x, 80)
      // Release at the finger with a fling down-right: projection (v · 0.499 s) lands near the bottom right.
      let velocity = CGPoint(x: 600, y: 1500)
      controller.handlePan(.ended(location: target, velocity: velocity))
      let bottomRight = controller.corners[3]
      XCTAssertEqual(controller.pipView.animator.center, bottomRight)
      driver.runUntilIdle()
      XCTAssertEqual(controller.pipView.center, bottomRight)
    }
  }

  /// A small fling back projects near the start, so the view returns to the top-left corner; the end snaps
  /// to the target (`SpringAnimator.swift:229-233`).
  func testSmallFlingUp_ReturnsToTheTopLeft() {
    onMain {
      let driver = FrameDriver(schedule: .fps(60))
      let controller = PictureInPictureController(driver: driver)
      controller.handlePan(.began)
      controller.handlePan(.changed(translation: CGPoint(x: 30, y: 40)))
      driver.run(frames: 3)
      controller.handlePan(.ended(location: CGPoint(x: 110, y: 120), velocity: CGPoint(x: -100, y: -200)))
      driver.runUntilIdle()
      XCTAssertEqual(controller.pipView.center, controller.corners[0])
    }
  }
}
