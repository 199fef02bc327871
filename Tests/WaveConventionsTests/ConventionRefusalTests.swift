import XCTest

@testable import WaveBench

/// Every refusal is one line naming the engine and the parameter.
final class ConventionRefusalTests: XCTestCase {
  func testMixedForms_AreRefused() {
    XCTAssertEqual(
      refusal(.swiftui, ["duration": 0.5, "stiffness": 100]),
      "swiftui: 'duration', 'stiffness' are not one form; swiftui takes duration, bounce | response, dampingRatio "
        + "(dampingFraction) | mass, stiffness, damping, allowOverDamping")
  }

  func testMissingRequired_NamesWhatEachFormLacks() {
    XCTAssertEqual(
      refusal(.wave, ["dampingRatio": 0.5]),
      "wave: missing 'response' (dampingRatio, response, mass) or 'stiffness' (dampingRatio, stiffness, mass)")
  }

  func testNonFinite_IsRefused() {
    XCTAssertEqual(refusal(.ca, ["stiffness": .nan]), "ca: 'stiffness' must be a finite number (got nan)")
    XCTAssertEqual(refusal(.flutter, ["duration": .infinity]), "flutter: 'duration' must be a finite number (got inf)")
  }

  func testBooleanNotZeroOrOne_IsRefused() {
    XCTAssertEqual(
      refusal(.swiftui, ["stiffness": 100, "damping": 10, "allowOverDamping": 2]),
      "swiftui: 'allowOverDamping' is true or false (got 2.0)")
  }

  func testAliasAndNameTogether_AreGivenTwice() {
    XCTAssertEqual(
      refusal(.swiftui, ["response": 0.5, "dampingRatio": 0.5, "dampingFraction": 0.5]),
      "swiftui: 'dampingRatio' is given twice")
  }

  func testOutOfRange_NamesTheParameterAndTheRange() {
    XCTAssertEqual(
      refusal(.swiftui, ["duration": 0.5, "bounce": -1]), "swiftui: 'bounce' must be > -1 and ≤ 1 (got -1.0)")
    XCTAssertEqual(
      refusal(.reactSpring, ["tension": 0]), "react-spring: 'tension' must be > 0 (0 animates nothing) (got 0.0)")
    XCTAssertEqual(refusal(.ca, ["mass": -1]), "ca: 'mass' must be > 0 (got -1.0)")
  }
}
