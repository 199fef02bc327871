import Foundation
import WaveCore
import XCTest

@testable import WaveBench

final class WaveConventionTests: XCTestCase {
  /// The response form is WaveCore's `Spring` itself, rubberband included: `Spring(dampingRatio: 1, response: 0.1)`
  /// has the damping coefficient WaveCore computes (about 70.6, not 4π·10 = 125.7).
  func testResponseForm_KeepsTheRubberband() {
    let spring = physical(.wave, ["dampingRatio": 1, "response": 0.1])
    XCTAssertEqual(spring?.damping, Double(Spring(dampingRatio: 1, response: 0.1).dampingCoefficient))
    XCTAssertLessThan(spring?.damping ?? 0, 4 * .pi * 10)
  }

  /// A damping coefficient above the rubberband's range (60) is expressed in the stiffness form, which is not
  /// rubberbanded, and builds the same spring back (1e-12 relative: a few roundings).
  func testExpress_AboveTheRubberbandUsesTheStiffnessForm() {
    let target = PhysicalSpring(mass: 1, stiffness: 4000, damping: 126)
    let expression = SpringConvention.express(target, in: .wave)
    XCTAssertNotNil(expression.spring["stiffness"])
    assertSame(try? SpringConvention.physical(of: expression.spring), target, relative: 1e-12)
    XCTAssertTrue(expression.formNote?.contains("rubberband a damping above 60") == true, "\(expression)")
    // Below the rubberband the response form holds the spring, and needs no note.
    let soft = SpringConvention.express(PhysicalSpring(mass: 1, stiffness: 100, damping: 10), in: .wave)
    XCTAssertNotNil(soft.spring["response"])
    XCTAssertNil(soft.formNote)
  }

  /// The stiffness form's damping ratio is ζ·m in the equation (upstream's response formula): dampingRatio 0.5,
  /// stiffness 100, mass 2 has c = 2·0.5·2·√200, ζ = 1.
  func testStiffnessForm_EquationRatioIsRatioTimesMass() {
    XCTAssertEqual(
      physical(.wave, ["dampingRatio": 0.5, "stiffness": 100, "mass": 2])?.dampingRatio ?? 0, 1, accuracy: 1e-12)
  }

  /// A response of 0 is Wave's snap, with no physical spring.
  func testZeroResponse_IsRefused() {
    XCTAssertEqual(
      refusal(.wave, ["dampingRatio": 1, "response": 0]),
      "wave: 'response' must be > 0 (0 is Wave's snap, with no physical spring) (got 0.0)")
  }
}
