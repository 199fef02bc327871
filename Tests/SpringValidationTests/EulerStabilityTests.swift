import Foundation
import SpringValidation
import WaveCore
import XCTest

/// The spectral radius of the semi-implicit Euler step matrix, against hand-computed eigenvalues and the
/// closed-form stability bound ωn·h < 2(√(ζ²+1) − ζ) (mass 1, no rubberband).
final class EulerStabilityTests: XCTestCase {
  /// With h = 1 and m = 1 the matrix is [[1 − k, 1 − c], [−k, 1 − c]], trace 2 − k − c, determinant 1 − c.
  func testSpectralRadius_HandComputedMatrices() {
    let tolerance = Tolerance.roundingRelative  // relative to radii of order 1
    // k 1, c 0: λ² − λ + 1 = 0, λ = (1 ± i√3)/2, |λ| = 1.
    XCTAssertEqual(
      EulerStability.spectralRadius(stiffness: 1, dampingCoefficient: 0, mass: 1, dt: 1), 1, accuracy: tolerance)
    // k 4, c 0: λ² + 2λ + 1 = 0, λ = −1 (double): the boundary ωn·h = 2 of the undamped step.
    XCTAssertEqual(
      EulerStability.spectralRadius(stiffness: 4, dampingCoefficient: 0, mass: 1, dt: 1), 1, accuracy: tolerance)
    // k 1, c 1: trace 0, det 0: λ = 0 (double).
    XCTAssertEqual(
      EulerStability.spectralRadius(stiffness: 1, dampingCoefficient: 1, mass: 1, dt: 1), 0, accuracy: tolerance)
    // k 1, c 3: trace −2, det −2: λ² + 2λ − 2 = 0, λ = −1 ± √3, ρ = 1 + √3.
    XCTAssertEqual(
      EulerStability.spectralRadius(stiffness: 1, dampingCoefficient: 3, mass: 1, dt: 1), 1 + 3.0.squareRoot(),
      accuracy: tolerance * (1 + 3.0.squareRoot()))
    // k 0.5, c 0.5, h 1: trace 1, det 0.5: complex pair of modulus √0.5.
    XCTAssertEqual(
      EulerStability.spectralRadius(stiffness: 0.5, dampingCoefficient: 0.5, mass: 1, dt: 1), 0.5.squareRoot(),
      accuracy: tolerance)
    // dt 0: the identity.
    XCTAssertEqual(EulerStability.spectralRadius(stiffness: 100, dampingCoefficient: 5, mass: 1, dt: 0), 1)
    // Mass scales k and c: (2k, 2c, m 2) is the same matrix as (k, c, m 1).
    XCTAssertEqual(
      EulerStability.spectralRadius(stiffness: 2, dampingCoefficient: 6, mass: 2, dt: 1),
      EulerStability.spectralRadius(stiffness: 1, dampingCoefficient: 3, mass: 1, dt: 1))
  }

  /// The eigenvalue −1 is reached when 1 + trace + det = 0, that is, (ωn·h)² + 4ζ(ωn·h) − 4 = 0, so the bound is
  /// ωn·h = 2(√(ζ²+1) − ζ).
  ///
  /// Springs made from a stiffness (mass 1) have c = 2ζ·ωn, not rubberbanded.
  func testStability_MatchesClosedFormBound() {
    for zeta in [0.1, 0.3, 0.5, 1.0, 2.0, 4.0] {
      let spring = Spring(dampingRatio: zeta, stiffness: 3948)
      let omega = 3948.0.squareRoot()
      let critical = 2 * ((zeta * zeta + 1).squareRoot() - zeta) / omega
      let probe = Tolerance.stabilityBoundaryProbe
      XCTAssertTrue(EulerStability.isStable(spring, dt: critical * (1 - probe)), "ζ \(zeta)")
      XCTAssertFalse(EulerStability.isStable(spring, dt: critical * (1 + probe)), "ζ \(zeta)")
    }
  }

  /// The grid's stiff critically damped spring (ωn = √3948 ≈ 62.8) is unstable at 1/60 s (ωn·h = 1.047 >
  /// 2(√2 − 1) = 0.828) and stable at 1/120 s (0.524): the report names it as unstable at 60 Hz only.
  func testReport_NamesSpringsUnstableAtTheirFrameDuration() {
    let report = SpringValidator.validate(Vector3.self, samples: Vector3.samples)
    let unstable = report.unsettledSprings.filter {
      if case .unstable = $0.reason { return true } else { return false }
    }
    let critical = unstable.filter { $0.spring.hasPrefix("stiff critically damped") }.map(\.schedule)
    XCTAssertTrue(critical.contains("60hz"))
    XCTAssertFalse(critical.contains("120hz"))
    // ζ 0.3, k = (2π/0.1)² = 3948: bound 2(√1.09 − 0.3)/62.83 = 0.0237 s > 1/60: stable at 60 Hz.
    XCTAssertFalse(unstable.contains { $0.spring.hasPrefix("stiff underdamped") && $0.schedule == "60hz" })
  }

  /// The soft overdamped spring (ζ 2, ωn = 2π) is promised 1.25 × the critical settling time,
  /// 1.25 · ln(1e4)/ωn = 1.832 s, but its slow mode decays at ωn(ζ − √(ζ²−1)) = 1.683/s with weight
  /// r₂/(r₂ − r₁) = 1.077 (roots r = −ωn(ζ ± √(ζ²−1))), leaving 1.077·e^{−1.683·1.832} = 0.0492 of the distance:
  /// the report names it as a spring the engine itself cannot settle with (Euler at 120 Hz: within 5 %).
  func testReport_NamesOverdampedSpringTheEngineCannotSettle() {
    let zeta = 2.0
    let omega = 2 * Double.pi
    let slow = -omega * (zeta - (zeta * zeta - 1).squareRoot())
    let fast = -omega * (zeta + (zeta * zeta - 1).squareRoot())
    let settling = 1.25 * log(1e4) / omega
    let expected = fast / (fast - slow) * exp(slow * settling)
    XCTAssertEqual(expected, 0.0492, accuracy: Tolerance.printedFigure(decimals: 4))  // 0.049273…

    let report = SpringValidator.validate(Vector3.self, samples: Vector3.samples)
    let named = report.unsettledSprings.first { $0.spring.hasPrefix("soft overdamped") && $0.schedule == "120hz" }
    guard case .engineDoesNotSettle(let fraction)? = named?.reason else {
      return XCTFail("soft overdamped at 120hz not named: \(report.unsettledSprings)")
    }
    XCTAssertEqual(fraction, expected, accuracy: Tolerance.eulerResidualRelative * expected)
    XCTAssertTrue(report.passed)
  }
}
