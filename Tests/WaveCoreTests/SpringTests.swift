import Foundation
import WaveCore
import XCTest

/// The published figures of the documentation, each derived here from the physics rather than copied,
/// then checked against the rounded figure the documentation prints.
final class SpringTests: XCTestCase {
  /// −ln(1e-4) ≈ 9.2103: the settling criterion (0.01 % of the distance).
  let lnSettle = -log(1e-4)

  func testDocumentedExample_0_6_0_8_MatchesPublishedFigures() {
    let spring = Spring(dampingRatio: 0.6, response: 0.8)
    let omega = 2 * Double.pi / 0.8  // ωn for a response of 0.8 s and mass 1
    let tolerance = Tolerance.roundingRelative
    XCTAssertEqual(Double(spring.stiffness), omega * omega, accuracy: tolerance * omega * omega)
    XCTAssertEqual(Double(spring.dampingCoefficient), 2 * 0.6 * omega, accuracy: tolerance * omega)
    let settling = lnSettle / (0.6 * omega)
    XCTAssertEqual(spring.settlingDuration, settling, accuracy: tolerance * settling)
    // The documentation's figures, printed to three decimals: 61.685, 9.425, 1.954 s (1.95449…).
    let printed = Tolerance.printedFigure(decimals: 3)
    XCTAssertEqual(Double(spring.stiffness), 61.685, accuracy: printed)
    XCTAssertEqual(Double(spring.dampingCoefficient), 9.425, accuracy: printed)
    XCTAssertEqual(spring.settlingDuration, 1.954, accuracy: printed)
  }

  func testCriticalSpring_1_0_0_8_UsesOneAndAQuarterOfTheCriticalSettlingTime() {
    let spring = Spring(dampingRatio: 1.0, response: 0.8)
    let omega = 2 * Double.pi / 0.8
    XCTAssertEqual(Double(spring.dampingCoefficient), 2 * omega, accuracy: Tolerance.roundingRelative * omega)
    XCTAssertEqual(Double(spring.dampingCoefficient), 15.708, accuracy: Tolerance.printedFigure(decimals: 3))
    // At ζ = 1 − ε the underdamped formula gives ln(1e4)/ωn = 1.17269 s; the engine promises 1.25 × that.
    let critical = lnSettle / ((1 - Double.ulpOfOne) * omega)
    XCTAssertEqual(critical, 1.17269, accuracy: Tolerance.printedFigure(decimals: 5))  // 1.1726969…, truncated
    XCTAssertEqual(spring.settlingDuration, 1.25 * critical, accuracy: Tolerance.roundingRelative * critical)
    // Overdamped springs get the same promise, whatever their ratio.
    XCTAssertEqual(Spring(dampingRatio: 3, response: 0.8).settlingDuration, spring.settlingDuration)
  }

  func testZeroResponse_HasInfiniteStiffnessAndOneSecondSettling() {
    let spring = Spring(dampingRatio: 1, response: 0)
    XCTAssertEqual(spring.stiffness, .infinity)
    XCTAssertEqual(spring.settlingDuration, 1.0)
    XCTAssertEqual(Spring.defaultNonAnimated, spring)
  }

  func testRubberband_AtResponse0_1_CapsTheDampingCoefficient() {
    let spring = Spring(dampingRatio: 1, response: 0.1)
    let unbanded = 4 * Double.pi / 0.1  // 125.66…, above the free range 0…60
    // UIScrollView's rubberband past the upper bound 60 with d = 15, c = 0.55:
    let x = unbanded - 60
    let expected = 60 + (1 - 1 / (x * 0.55 / 15 + 1)) * 15
    XCTAssertEqual(Double(spring.dampingCoefficient), expected, accuracy: Tolerance.roundingRelative * expected)
    XCTAssertEqual(expected, 70.598, accuracy: Tolerance.printedFigure(decimals: 3))  // 70.59816…
    // So this "critically damped" spring is underdamped: ζ_eff = c / (2√k) = 70.6 / 125.66 ≈ 0.562.
    let effective = Double(spring.dampingCoefficient) / (2 * Double(spring.stiffness).squareRoot())
    XCTAssertEqual(effective, expected / unbanded, accuracy: Tolerance.roundingRelative)
    XCTAssertEqual(effective, 0.562, accuracy: Tolerance.printedFigure(decimals: 3))  // 0.56180…
  }

  func testRubberband_OnlyInTheResponseInitializer() {
    // The same physical spring made from its stiffness keeps the full coefficient.
    let k = pow(2 * Double.pi / 0.1, 2)
    let spring = Spring(dampingRatio: 1, stiffness: CGFloat(k))
    XCTAssertEqual(
      Double(spring.dampingCoefficient), 4 * Double.pi / 0.1, accuracy: Tolerance.roundingRelative * 4 * .pi / 0.1)
  }

  func testStiffnessInitializer_ResponseQuirkForMassOtherThanOne() {
    // Upstream: response = 2π / √(k·m), not 2π·√(m/k). With k = 100, m = 4: 2π/20 instead of 2π/5.
    let spring = Spring(dampingRatio: 0.5, stiffness: 100, mass: 4)
    XCTAssertEqual(Double(spring.response), 2 * Double.pi / 20, accuracy: Tolerance.roundingRelative * 2 * .pi / 20)
    // Damping 4π·ζ·m/response = 2ζ·m·√(k·m) = 80, so the effective ratio is c/(2√(km)) = 2 = ζ·m.
    XCTAssertEqual(Double(spring.dampingCoefficient), 80, accuracy: Tolerance.roundingRelative * 80)
    XCTAssertEqual(Double(spring.stiffness), 100)
  }

  /// ζ 0.7, response 0.4 s, mass 1, made by each initializer, against numbers derived by hand from the
  /// formulas and evaluated to 30 digits outside the code (mpmath): k = (2π/0.4)² = 25π²,
  /// c = 4π·ζ·m/response = 7π (below 60: no rubberband), response = 2π/√(k·m) = 0.4,
  /// settling = ln(1e4)/(ζ·2π/response) = ln(1e4)/(3.5π).
  func testResponseAndStiffnessInitializers_MatchTheClosedFormNumbers() {
    let k = 246.740110027233965470862274997  // 25π²
    let c = 21.991148575128552669238503683  // 7π
    let settling = 0.837640684433631703854614203  // ln(1e4)/(3.5π)
    let tolerance = Tolerance.roundingRelative
    for (name, spring) in [
      ("response", Spring(dampingRatio: 0.7, response: 0.4)), ("stiffness", Spring(dampingRatio: 0.7, stiffness: k)),
    ] {
      XCTAssertEqual(Double(spring.stiffness), k, accuracy: tolerance * k, name)
      XCTAssertEqual(Double(spring.dampingCoefficient), c, accuracy: tolerance * c, name)
      XCTAssertEqual(Double(spring.response), 0.4, accuracy: tolerance * 0.4, name)
      XCTAssertEqual(Double(spring.mass), 1, name)
      XCTAssertEqual(spring.settlingDuration, settling, accuracy: tolerance * settling, name)
    }
  }

  func testDefaults() {
    XCTAssertEqual(Spring.defaultInteractive, Spring(dampingRatio: 0.8, response: 0.2))
    XCTAssertEqual(Spring.defaultAnimated, Spring(dampingRatio: 1.0, response: 0.82))
    XCTAssertNotEqual(Spring.defaultInteractive, Spring.defaultAnimated)
  }

  func testChecked_RejectsEveryInvalidNumberWithTheParameterName() {
    let bad: [(Double, Double, Double, String)] = [
      (.nan, 0.5, 1, "dampingRatio"), (0, 0.5, 1, "dampingRatio"), (-1, 0.5, 1, "dampingRatio"),
      (.infinity, 0.5, 1, "dampingRatio"), (1, -0.1, 1, "response"), (1, .nan, 1, "response"),
      (1, .infinity, 1, "response"), (1, 0.5, 0, "mass"), (1, 0.5, -2, "mass"), (1, 0.5, .nan, "mass"),
    ]
    for (z, r, m, name) in bad {
      XCTAssertThrowsError(try Spring.accepted(dampingRatio: z, response: r, mass: m)) { error in
        XCTAssertEqual((error as? SpringParameterError)?.parameter, name)
      }
    }
    XCTAssertThrowsError(try Spring.accepted(dampingRatio: 1, stiffness: 0))
    XCTAssertThrowsError(try Spring.accepted(dampingRatio: 1, stiffness: -.infinity))
    XCTAssertNoThrow(try Spring.accepted(dampingRatio: 1, response: 0))
    XCTAssertEqual(try Spring.accepted(dampingRatio: 0.6, response: 0.8), Spring(dampingRatio: 0.6, response: 0.8))
  }
}
