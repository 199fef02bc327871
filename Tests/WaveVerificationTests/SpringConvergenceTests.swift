import Foundation
import WaveCore
import XCTest

@testable import WaveBench
@testable import WaveNumerics

/// The convergence order on the report's springs and a stiff one (``ConvergenceExperiment/ownOrders(integrators:springs:progress:)``).
final class SpringConvergenceTests: XCTestCase {
  /// The stiff spring's equation has eigenvalues λ = −(c/m)/2 ± √((c/m)²/4 − k/m), −0.63 and −251 /s (c/m = 2ζ√(k/m)
  /// with ζ 10, k 158, m 1: made from its stiffness, so no rubberband caps c).
  func testStiffSpring_HasEigenvaluesAbout400TimesApart() throws {
    let p = try PhysicalSpring(try ConvergenceExperiment.stiffSpring.spring)
    let (k, c) = (p.stiffness / p.mass, p.damping / p.mass)
    XCTAssertEqual(c, 2 * 10 * 158.0.squareRoot(), accuracy: Tolerance.roundingRelative * c)
    let root = (c * c / 4 - k).squareRoot()
    let (slow, fast) = (-c / 2 + root, -c / 2 - root)
    // The doc comment's figures, printed to 2 and 4 significant digits: half a unit in the last one (0.005, 0.05), and
    // their ratio to within one unit of its last digit (398).
    XCTAssertEqual(slow, -0.63, accuracy: 0.005)
    XCTAssertEqual(fast, -250.8, accuracy: 0.05)
    XCTAssertEqual(fast / slow, 398, accuracy: 1, "about 400× apart")
  }

  /// The user's springs and the stiff one each get a column, for the engine's step, the textbook methods and GSL's one
  /// step per frame only (no peer, no exact reference, no adaptive run).
  ///
  /// On the stiff spring: forward Euler is stable where |1 + h·λ_fast| ≤ 1, h ≤ 2/251 s (1/125.4 s), so 1/120 s
  /// diverges (|1 − 251/120| = 1.09, its fast mode grows 1.09¹²⁰ ≈ 3·10⁴ times in the 1 s run, past ``Divergence``'s
  /// band) and its order is fitted from 1/240 s on; implicit Euler never diverges and measures 1 within
  /// ``Tolerance/measuredOrder``.
  func testOwnOrders_CoverTheUsersSpringsAndAStiffOne() throws {
    let user = SpringSpec(dampingRatio: 0.5, response: 0.4)
    let result = try ConvergenceExperiment.ownOrders(
      integrators: IntegratorCatalogue.verified, springs: [user])
    XCTAssertEqual(result.springs, [user, ConvergenceExperiment.stiffSpring])
    let names = Set(result.rows.map(\.integrator.name))
    XCTAssertTrue(names.isSuperset(of: ["euler", "rk4", "explicit-euler", "implicit-euler", "verlet", "gsl-rk2"]))
    XCTAssertFalse(names.contains("exact"))
    XCTAssertFalse(names.contains("rebound"))
    XCTAssertTrue(result.rows.allSatisfy { $0.integrator.kind != .gsl || $0.mode == .oneStepPerFrame })
    let stiff = ConvergenceExperiment.stiffSpring
    let explicit = try XCTUnwrap(
      result.rows.first { $0.integrator.name == "explicit-euler" && $0.spring == stiff })
    XCTAssertEqual(explicit.verdict, .measuredWhereStable(longestStable: 1.0 / 240))
    XCTAssertNil(explicit.errors[2], "1/120 s diverges")
    let implicit = try XCTUnwrap(result.rows.first { $0.integrator.name == "implicit-euler" && $0.spring == stiff })
    XCTAssertEqual(implicit.verdict, .measured)
    XCTAssertEqual(try XCTUnwrap(implicit.order), 1, accuracy: Tolerance.measuredOrder)
  }

  /// A fit over the stable frame durations says so; no stable pair says the run is unstable, not exact.
  func testDivergedRuns_AreNamedNotTakenForReferencePrecision() {
    XCTAssertEqual(
      ConvergenceVerdict.judging(order: 1, rSquared: 1, failure: nil, diverged: true, longestStable: 1.0 / 240),
      .measuredWhereStable(longestStable: 1.0 / 240))
    XCTAssertEqual(ConvergenceVerdict.judging(order: nil, rSquared: nil, failure: nil, diverged: true), .unstable)
    XCTAssertEqual(ConvergenceVerdict.judging(order: nil, rSquared: nil, failure: nil), .atReferencePrecision)
  }
}
