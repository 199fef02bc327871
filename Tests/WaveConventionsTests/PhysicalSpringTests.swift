import Foundation
import XCTest

@testable import WaveConventions

final class PhysicalSpringTests: XCTestCase {
  /// ζ and the period from their definitions: k = 100, m = 1, c = 10 is ζ = 10 / (2·10) = 0.5 and a period of
  /// 2π/10 s; both exact up to the rounding of one square root and one division (1 ulp each).
  func testDampingRatioAndPeriod_FollowTheirDefinitions() {
    let spring = PhysicalSpring(mass: 1, stiffness: 100, damping: 10)
    XCTAssertEqual(spring.dampingRatio, 0.5, accuracy: 4 * Double.ulpOfOne)
    XCTAssertEqual(spring.undampedPeriod, 2 * Double.pi / 10, accuracy: 4 * Double.ulpOfOne)
  }
}
