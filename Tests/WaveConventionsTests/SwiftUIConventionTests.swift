import Foundation
import WaveCore
import XCTest

@testable import WaveBench

final class SwiftUIConventionTests: XCTestCase {
  /// Apple's worked example on the `Spring` page: `Spring(duration: 0.5, bounce: 0.3)` has (mass, stiffness,
  /// damping) = (1.0, 157.9, 17.6), printed to one decimal, so each is within 0.05.
  func testDurationBounce_MatchesApplesWorkedExample() {
    let spring = physical(.swiftui, ["duration": 0.5, "bounce": 0.3])
    XCTAssertEqual(spring?.mass, 1)
    // Printed to one decimal: half a unit of it, 0.05.
    XCTAssertEqual(spring?.stiffness ?? 0, 157.9, accuracy: 0.05)
    XCTAssertEqual(spring?.damping ?? 0, 17.6, accuracy: 0.05)
  }

  /// Apple's second example: `Spring(mass: 1, stiffness: 100, damping: 10)` has (duration, bounce) = (0.63, 0.5),
  /// printed to two decimals (each within 0.005); the expression of that spring gives them.
  func testExpress_MatchesApplesDurationAndBounceExample() {
    guard let spring = physical(.swiftui, ["mass": 1, "stiffness": 100, "damping": 10]) else { return }
    let expression = SpringConvention.express(spring, in: .swiftui)
    XCTAssertNil(expression.lossReason)
    // Printed to two decimals: half a unit of the second, 0.005.
    XCTAssertEqual(expression.spring["duration"] ?? 0, 0.63, accuracy: 0.005)
    XCTAssertEqual(expression.spring["bounce"] ?? 0, 0.5, accuracy: 0.005)
  }

  /// A negative bounce is ζ = 1/(1 + bounce) (the issue; Flutter's same-as-SwiftUI constructor): bounce −0.5 is
  /// ζ = 2, to the rounding of a handful of operations (1e-12 relative).
  func testNegativeBounce_IsOneOverOnePlusBounce() {
    XCTAssertEqual(physical(.swiftui, ["duration": 0.5, "bounce": -0.5])?.dampingRatio ?? 0, 2, accuracy: 2e-12)
  }

  /// `allowOverDamping` false (the default) treats an overdamped spring as critical (Apple's parameter
  /// description): damping 40 on k = 100, m = 1 (ζ = 2) becomes the critical 20; with true it stays 40.
  func testAllowOverDamping_FalseClampsToCritical() {
    XCTAssertEqual(physical(.swiftui, ["stiffness": 100, "damping": 40])?.damping, 20)
    XCTAssertEqual(physical(.swiftui, ["stiffness": 100, "damping": 40, "allowOverDamping": 1])?.damping, 40)
  }

  /// `dampingFraction` (Animation.spring's label) is `dampingRatio`: both give the same spring.
  func testDampingFraction_IsDampingRatio() {
    XCTAssertEqual(
      physical(.swiftui, ["response": 0.4, "dampingFraction": 0.7]),
      physical(.swiftui, ["response": 0.4, "dampingRatio": 0.7]))
  }

  /// The refusal names the label and every form SwiftUI takes, in one line (the wording).
  func testUnknownLabel_IsRefusedWithTheForms() {
    XCTAssertEqual(
      refusal(.swiftui, ["bounciness": 0.3]),
      "swiftui: 'bounciness' is not a parameter; swiftui takes duration, bounce | response, dampingRatio "
        + "(dampingFraction) | mass, stiffness, damping, allowOverDamping")
  }

  /// The expression of a spring of mass 2 uses mass, stiffness, damping (duration/bounce has mass 1), and
  /// `allowOverDamping: true` when it is overdamped; its code line is SwiftUI's.
  func testExpress_MassNotOneUsesTheMassForm() {
    let expression = SpringConvention.express(PhysicalSpring(mass: 2, stiffness: 100, damping: 60), in: .swiftui)
    XCTAssertNil(expression.lossReason)
    XCTAssertEqual(
      expression.code { "\($0)" }, "Spring(mass: 2.0, stiffness: 100.0, damping: 60.0, allowOverDamping: true)")
  }
}
