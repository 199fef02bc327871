import Foundation
import WaveCore
import XCTest

final class PhysicalSpringTests: XCTestCase {
  /// ζ and the period from their definitions: k = 100, m = 1, c = 10 is ζ = 10 / (2·10) = 0.5 and a period of
  /// 2π/10 s; both exact up to the rounding of one square root and one division (1 ulp each).
  func testDampingRatioAndPeriod_FollowTheirDefinitions() {
    let spring = PhysicalSpring(mass: 1, stiffness: 100, damping: 10)
    // One square root and one division, ≤ 1 ulp each of a result ≤ 1 (see the doc comment): 4 ulps of 1.
    XCTAssertEqual(spring.dampingRatio, 0.5, accuracy: 4 * Double.ulpOfOne)
    XCTAssertEqual(spring.undampedPeriod, 2 * Double.pi / 10, accuracy: 4 * Double.ulpOfOne)
  }

  /// A spring without an equation to solve is refused: zero or non-finite mass or stiffness, negative damping, and
  /// Wave's non-animated spring (response 0: infinite stiffness).
  func testZeroMassOrStiffness_AreRejected() {
    XCTAssertThrowsError(try PhysicalSpring(mass: 0, stiffness: 1, damping: 1).solvable())
    XCTAssertThrowsError(try PhysicalSpring(mass: 1, stiffness: 0, damping: 1).solvable())
    XCTAssertThrowsError(try PhysicalSpring(mass: 1, stiffness: 1, damping: -1).solvable())
    XCTAssertThrowsError(try PhysicalSpring(mass: .nan, stiffness: 1, damping: 1).solvable())
    XCTAssertThrowsError(try PhysicalSpring(Spring.defaultNonAnimated))
    XCTAssertNoThrow(try PhysicalSpring(mass: 1, stiffness: 1, damping: 0).solvable())
  }
}
