import Foundation
import WaveCore
import XCTest

@testable import WaveBench

/// UIKit's duration springs: the spring UIKit fits to a duration, damping ratio and initial velocity.
///
/// The expected values are the published figures (k and c to the digits it prints, so ±5e-4 and ±5e-5), which
/// an independent Python transcription of OpenUXKit's `parametersOfSpringAnimation` (exp in Double) gives too:
/// k 322.32948, c 28.725659 and k 605.11653, c 34.438763.
final class UIKitConventionTests: XCTestCase {
  func physical(_ parameters: [String: Double]) throws -> PhysicalSpring {
    try SpringConvention.physical(
      of: EngineSpring(
        engine: .uikit, parameters: parameters.sorted { $0.key < $1.key }.map { .init($0.key, $0.value) }))
  }

  func testPublishedFigures() throws {
    let animate = try physical(["duration": 0.5, "dampingRatio": 0.8, "velocity": 0.2])
    XCTAssertEqual(animate.mass, 1)
    // The published figures to their printed digits: half a unit in the last (5e-4, 5e-5; see the class's doc comment).
    XCTAssertEqual(animate.stiffness, 322.329, accuracy: 5e-4)
    XCTAssertEqual(animate.damping, 28.7257, accuracy: 5e-5)
    let animator = try physical(["duration": 0.4, "dampingRatio": 0.7])
    // As above: half a unit in the last printed digit.
    XCTAssertEqual(animator.stiffness, 605.117, accuracy: 5e-4)
    XCTAssertEqual(animator.damping, 34.4388, accuracy: 5e-5)
  }

  /// The spring UIKit fits reaches the 0.001 envelope at the duration: from rest, ζ < 1,
  /// ζ/√(1 − ζ²)·e^(−ζω·d) = 0.001, so ω = ln(ζ/(0.001·√(1 − ζ²)))/(ζ·d) in closed form; the Newton solve lands on
  /// it to rounding (1e-9 relative: twelve steps of a quadratically convergent iteration from 5/d).
  func testFromRest_TheEnvelopeReachesTheThresholdAtTheDuration() throws {
    for (duration, zeta) in [(0.5, 0.8), (0.3, 0.5), (1.2, 0.9), (0.25, 0.3)] {
      let omega = log(zeta / (0.001 * (1 - zeta * zeta).squareRoot())) / (zeta * duration)
      let spring = try physical(["duration": duration, "dampingRatio": zeta])
      // 1e-9 relative: a converged Newton solve against the closed form (see the doc comment).
      XCTAssertEqual(spring.stiffness.squareRoot(), omega, accuracy: 1e-9 * omega, "\(duration)/\(zeta)")
      XCTAssertEqual(spring.damping, 2 * zeta * omega, accuracy: 1e-9 * omega)
    }
  }

  /// UIKit clamps: a damping ratio above 1 runs as 1, a duration above 10 s as 10 s.
  func testClamps() throws {
    XCTAssertEqual(
      try physical(["duration": 0.5, "dampingRatio": 3]), try physical(["duration": 0.5, "dampingRatio": 1]))
    XCTAssertEqual(
      try physical(["duration": 40, "dampingRatio": 0.7]), try physical(["duration": 10, "dampingRatio": 0.7]))
  }

  /// Refused, naming the parameter: a duration ≤ 0, a negative damping ratio; and a solve that breaks down (at ζ ≥ 1
  /// the derivative d²·(v − ω)/e^(ω·d) is 0 at the first step when the velocity is 5/d).
  func testRefusals() {
    for parameters in [
      ["duration": 0.0, "dampingRatio": 0.8], ["duration": -1, "dampingRatio": 0.8],
      ["duration": 0.5, "dampingRatio": -0.1], ["duration": 0.5, "dampingRatio": 1, "velocity": 10],
    ] {
      XCTAssertThrowsError(try physical(parameters), "\(parameters)") { error in
        XCTAssertTrue(String(describing: error).contains("uikit"), "\(error)")
      }
    }
  }

  /// A Wave spring expressed in UIKit's words builds it back (mass 1, ζ ≤ 1); a heavier or overdamped one is lossy.
  func testExpress_RoundTripsOrSaysWhy() throws {
    let spring = PhysicalSpring(mass: 1, stiffness: 322.329, damping: 2 * 0.8 * 322.329.squareRoot())
    let expression = SpringConvention.express(spring, in: .uikit)
    XCTAssertNil(expression.lossReason)
    let back = try SpringConvention.physical(of: expression.spring)
    // A convention's round trip: Tolerance.conventionRoundTrip, the bound `convert` promises.
    XCTAssertEqual(back.stiffness, spring.stiffness, accuracy: Tolerance.conventionRoundTrip * spring.stiffness)
    XCTAssertEqual(back.damping, spring.damping, accuracy: Tolerance.conventionRoundTrip * spring.damping)
    XCTAssertNotNil(
      SpringConvention.express(PhysicalSpring(mass: 2, stiffness: 100, damping: 10), in: .uikit).lossReason)
    XCTAssertNotNil(
      SpringConvention.express(PhysicalSpring(mass: 1, stiffness: 100, damping: 60), in: .uikit).lossReason)
  }
}
