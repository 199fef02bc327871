import Foundation
import WaveCore
import WaveTestSupport
import XCTest

@testable import WaveBench
@testable import WaveNumerics

/// Every fitted slope in the convergence table is either an order or says why it is not one: a power law is an
/// order; a flat, kinked or missing fit is named as such.
final class ConvergenceVerdictJudgingTests: XCTestCase {
  let dts: [Double] = [1 / 30, 1 / 60, 1 / 120, 1 / 240, 1 / 480, 1 / 960]

  /// Points on C·dtᵖ fit with slope p and R² = 1.
  func testPowerLaw_IsAnOrder() throws {
    let fit = try XCTUnwrap(LogLogFit.fit(x: dts, y: dts.map { 3 * $0 * $0 }))
    XCTAssertEqual(fit.slope, 2, accuracy: Tolerance.roundingRelative * 2)
    XCTAssertEqual(fit.rSquared, 1, accuracy: Tolerance.roundingRelative)
    XCTAssertEqual(ConvergenceVerdict.judging(order: fit.slope, rSquared: fit.rSquared, failure: nil), .measured)
  }

  /// An error set by a fixed internal step (the same at every frame duration) is not an order.
  func testFlatError_DoesNotShrink() throws {
    let errors = dts.map { 0.01 + 1e-6 * $0 }
    let fit = try XCTUnwrap(LogLogFit.fit(x: dts, y: errors))
    XCTAssertLessThan(fit.slope, Tolerance.minimumConvergenceOrder)
    XCTAssertEqual(ConvergenceVerdict.judging(order: fit.slope, rSquared: fit.rSquared, failure: nil), .doesNotShrink)
  }

  /// First order, then a sudden drop to near the floor (a method whose error collapses at small steps): a
  /// steep slope (> 3) that is no power law.
  ///
  /// R² by hand: the kinked points leave a large residual.
  func testKinkedErrors_AreNoPowerLaw() throws {
    let errors = [1e-2, 5e-3, 2.5e-3, 1e-8, 5e-9, 2e-9]
    let fit = try XCTUnwrap(LogLogFit.fit(x: dts, y: errors))
    XCTAssertGreaterThan(fit.slope, 3)
    XCTAssertLessThan(fit.rSquared, Tolerance.powerLawRSquared)
    guard case .noPowerLaw = ConvergenceVerdict.judging(order: fit.slope, rSquared: fit.rSquared, failure: nil) else {
      return XCTFail("a kinked fit was read as an order")
    }
  }

  /// No fit: a failure names itself, else the integrator is at reference precision.
  func testNoFit_IsAFailureOrReferencePrecision() {
    XCTAssertEqual(ConvergenceVerdict.judging(order: nil, rSquared: nil, failure: "boom"), .failed("boom"))
    XCTAssertEqual(ConvergenceVerdict.judging(order: nil, rSquared: nil, failure: nil), .atReferencePrecision)
  }
}
