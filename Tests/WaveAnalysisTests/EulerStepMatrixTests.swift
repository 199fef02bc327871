import Foundation
import WaveCore
import XCTest

@testable import WaveNumerics

final class EulerStepMatrixTests: XCTestCase {
  /// One per damping regime at 60 Hz, and defaultInteractive at 30 Hz (unstable).
  let cases: [(zeta: Double, response: Double, fps: Double)] = [
    (0.5, 0.5, 60), (1.0, 0.5, 60), (2.0, 0.5, 60), (0.8, 0.2, 30),
  ]

  /// The step matrix read off the engine's own step applied to the unit vectors (displacement, velocity).
  func engineColumns(_ spring: Spring, dt: Double) -> (a: Double, b: Double, c: Double, d: Double) {
    func step(_ u: Double, _ v: Double) -> (Double, Double) {
      SpringStep.semiImplicitEuler(
        value: u, target: 0, velocity: v, dt: dt, stiffness: Double(spring.stiffness),
        dampingCoefficient: Double(spring.dampingCoefficient), mass: Double(spring.mass))
    }
    let first = step(1, 0)
    let second = step(0, 1)
    return (first.0, second.0, first.1, second.1)
  }

  func testSpectralRadius_MatchesPowerIterationOfTheEngineStep() throws {
    for (zeta, response, fps) in cases {
      let spring = Spring(dampingRatio: zeta, response: response)
      let m = engineColumns(spring, dt: 1 / fps)
      // ‖Mⁿ‖^(1/n) → ρ (Gelfand); with n = 2000 the error is O(log(cond)/n), ~1e-3 relative here.
      var p = (a: 1.0, b: 0.0, c: 0.0, d: 1.0)
      var logScale = 0.0
      let n = 2000
      for _ in 0..<n {
        p = (m.a * p.a + m.b * p.c, m.a * p.b + m.b * p.d, m.c * p.a + m.d * p.c, m.c * p.b + m.d * p.d)
        let norm = max(abs(p.a), abs(p.b), abs(p.c), abs(p.d))
        p = (p.a / norm, p.b / norm, p.c / norm, p.d / norm)
        logScale += log(norm)
      }
      let estimate = exp(logScale / Double(n))
      let radius = EulerStepMatrix(spring: spring, dt: 1 / fps).spectralRadius
      XCTAssertEqual(
        radius, estimate, accuracy: Tolerance.gelfandEstimateRelative * radius,
        "ζ \(zeta) response \(response) at \(fps) Hz")
    }
  }

  func testEntries_AreTheEngineStep() {
    for (zeta, response, fps) in cases {
      let spring = Spring(dampingRatio: zeta, response: response)
      let columns = engineColumns(spring, dt: 1 / fps)
      let entries = EulerStepMatrix(spring: spring, dt: 1 / fps).entries
      for (x, y) in [(columns.a, entries.a), (columns.b, entries.b), (columns.c, entries.c), (columns.d, entries.d)] {
        XCTAssertEqual(x, y, accuracy: Tolerance.stepMatrixInvariant * max(1, abs(y)))
      }
    }
  }

  func testEffectiveSpring_SampledExactlyHasTheStepsTraceAndDeterminant() throws {
    for (zeta, response, fps) in cases.prefix(3) {
      let spring = Spring(dampingRatio: zeta, response: response)
      let matrix = EulerStepMatrix(spring: spring, dt: 1 / fps)
      let effective = try XCTUnwrap(matrix.effectiveSpring)
      // The step's invariants read off the engine's own step applied to the unit vectors (not the matrix's
      // formulas), against the exact transition matrix of the effective spring, rebuilt once from its natural
      // frequency and once from its response (ω = 2π/response), so that each returned number is checked.
      let columns = engineColumns(spring, dt: 1 / fps)
      let trace = columns.a + columns.d
      let determinant = columns.a * columns.d - columns.b * columns.c
      for omega in [effective.naturalFrequency, 2 * Double.pi / effective.response] {
        let oscillator = DampedOscillator(
          try PhysicalSpring(mass: 1, stiffness: omega * omega, damping: 2 * effective.dampingRatio * omega).solvable())
        let phi = oscillator.transition(over: 1 / fps)
        XCTAssertEqual(phi.a + phi.d, trace, accuracy: Tolerance.stepMatrixInvariant, "ζ \(zeta) ω \(omega)")
        XCTAssertEqual(
          phi.a * phi.d - phi.b * phi.c, determinant, accuracy: Tolerance.stepMatrixInvariant, "ζ \(zeta) ω \(omega)")
      }
    }
  }

  func testEffectiveSpring_DefaultInteractiveAt60HzIsOverdamped() throws {
    // The step matrix's columns from the engine's step applied to the unit vectors; tr²/4 > det means two real
    // eigenvalues, i.e. the step samples an overdamped spring although the nominal ζ is 0.8.
    let h = 1.0 / 60
    let columns = engineColumns(.defaultInteractive, dt: h)
    let trace = columns.a + columns.d
    let det = columns.a * columns.d - columns.b * columns.c
    XCTAssertGreaterThan(trace * trace / 4, det)
    let matrix = EulerStepMatrix(spring: .defaultInteractive, dt: h)
    let effective = try XCTUnwrap(matrix.effectiveSpring)
    XCTAssertGreaterThan(effective.dampingRatio, 1)
    // Read back through the closed form, the effective spring reproduces the step's invariants.
    let omega = effective.naturalFrequency
    let phi = DampedOscillator(
      try PhysicalSpring(mass: 1, stiffness: omega * omega, damping: 2 * effective.dampingRatio * omega).solvable()
    ).transition(over: h)
    XCTAssertEqual(phi.a + phi.d, trace, accuracy: Tolerance.stepMatrixInvariant)
    XCTAssertEqual(phi.a * phi.d - phi.b * phi.c, det, accuracy: Tolerance.stepMatrixInvariant)
  }

  func testCriticalFrameDuration_IsWhereTheRadiusCrossesOne() {
    for (zeta, response, _) in cases {
      let spring = Spring(dampingRatio: zeta, response: response)
      let h = EulerStepMatrix.criticalFrameDuration(of: spring)
      let probe = Tolerance.stabilityBoundaryProbe
      XCTAssertLessThan(EulerStepMatrix(spring: spring, dt: h * (1 - probe)).spectralRadius, 1)
      XCTAssertGreaterThan(EulerStepMatrix(spring: spring, dt: h * (1 + probe)).spectralRadius, 1)
      // The closed-form bound for mass 1 without the rubberband: ωn·h < 2(√(ζ² + 1) − ζ).
      let omega = 2 * Double.pi / response
      let bound = 2 * ((zeta * zeta + 1).squareRoot() - zeta)
      XCTAssertEqual(omega * h, bound, accuracy: Tolerance.roundingRelative * bound)
    }
  }

  func testDefaultInteractive_IsUnstableAt30Hz() {
    XCTAssertFalse(EulerStepMatrix(spring: .defaultInteractive, dt: 1.0 / 30).isStable)
    XCTAssertTrue(EulerStepMatrix(spring: .defaultInteractive, dt: 1.0 / 60).isStable)
  }
}
