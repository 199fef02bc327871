import Foundation
import WaveCore
import XCTest

@testable import WaveBench

final class FormulasResultTests: XCTestCase {
  func testRoundTripFinding_WorstIsTheMassFurthestFromOne() throws {
    // The round trip returns response/mass, so |back/given − 1| = |1/m − 1|: largest for the mass whose
    // reciprocal is furthest from 1 (m = 0.25 → 3, m = 4 → 0.75).
    let result = try FormulasExperiment.run(springs: SpringSpec.documented)
    let expectedMass = FormulaChecks.masses.max { abs(1 / $0 - 1) < abs(1 / $1 - 1) }!
    guard case .roundTripReturnsResponseOverMass(let worst) = try XCTUnwrap(result.findings.first) else {
      return XCTFail("the round trip's finding comes first")
    }
    XCTAssertEqual(worst.mass, expectedMass)
    XCTAssertEqual(worst.ratio, 1 / expectedMass, accuracy: Tolerance.verificationRelative / expectedMass)
  }

  func testRubberbandFinding_CountsTheRowsWhoseTextbookDampingExceedsSixty() throws {
    // Upstream rubberbands a response-made spring's damping coefficient when 4π·ζ·m/response > 60; count
    // those rows from their given ζ, response and mass, not from the rows' own flag.
    let result = try FormulasExperiment.run(springs: SpringSpec.documented)
    let expected = result.damping.filter {
      $0.initializer == .response && 4 * Double.pi * $0.dampingRatio * $0.mass / $0.response > 60
    }
    let finding = result.findings.compactMap { finding -> (Int, Int, DampingRow)? in
      if case .rubberbandSqueezesDamping(let affected, let total, let lowest, _, _, _) = finding {
        (affected, total, lowest)
      } else {
        nil
      }
    }.first
    let (affected, total, lowest) = try XCTUnwrap(finding)
    XCTAssertEqual(affected, expected.count)
    XCTAssertEqual(total, result.damping.count)
    XCTAssertTrue(expected.contains { $0.spec == lowest.spec }, lowest.spec.label)
  }

  /// A pair counts as "one does not converge" when one spring's Euler step at 60 Hz is unstable, decided by
  /// the step's spectral radius, not by how far the two have drifted apart when the run stops: a gap rule
  /// (beyond 10 distances) would miss Spring(ζ 1, k 3000, m 1), whose stiffness-made spring is unstable but
  /// has drifted only 7.09 distances by its 0.21 s settling time, and call that pair's gap a difference in
  /// animation.
  func testEqualPairFindings_OneDivergesIsDecidedByStability() throws {
    let result = try FormulasExperiment.run(springs: SpringSpec.documented)
    // Independent: semi-implicit Euler converges iff ω0·h < 2(√(ζ² + 1) − ζ) with ω0 = √(k/m),
    // ζ = c/(2√(k·m)) (the stability report's bound), at h = 1/60 s.
    func converges(k: Double, c: Double, m: Double) -> Bool {
      let zeta = c / (2 * (k * m).squareRoot())
      return (k / m).squareRoot() / 60 < 2 * ((zeta * zeta + 1).squareRoot() - zeta)
    }
    let expected = result.initAgreement.filter { row in
      converges(k: row.stiffness, c: row.dampingFromStiffness, m: row.mass)
        != converges(k: row.stiffness * row.stiffnessRatio, c: row.dampingFromResponse, m: row.mass)
    }
    XCTAssertEqual(expected.count, 2, "ζ 1 / k 3000 at mass 1 and at mass 2")
    var sawDiverging = false
    var sawDifferent = false
    for finding in result.findings {
      switch finding {
      case .equalSpringsOneDiverges(let rows, let pairs, _):
        sawDiverging = true
        XCTAssertEqual(rows.map(\.dampingRatio), expected.map(\.dampingRatio))
        XCTAssertEqual(rows.map(\.stiffness), expected.map(\.stiffness))
        XCTAssertEqual(rows.map(\.mass), expected.map(\.mass))
        XCTAssertEqual(pairs, result.initAgreement.count)
      case .equalSpringsAnimateDifferently(let row):
        sawDifferent = true
        XCTAssertFalse(
          expected.contains {
            $0.dampingRatio == row.dampingRatio && $0.stiffness == row.stiffness && $0.mass == row.mass
          }, "a diverging pair")
        XCTAssertGreaterThan(row.maxTrajectoryGap, 0)
      default: break
      }
    }
    XCTAssertTrue(sawDiverging && sawDifferent)
  }

  /// The rubberband does not cap the coefficient at 60 (the table has c up to 74.129), and the finding does
  /// not say it does: upstream's rubberband(x, 0...60, interval 15, c 0.55) is
  /// 60 + 15·(1 − 1/((x − 60)·0.55/15 + 1)) above 60, which tends to 75.
  func testRubberbandFinding_NamesTheSqueezeAndTheLargestCoefficient() throws {
    let result = try FormulasExperiment.run(springs: SpringSpec.documented)
    let finding = result.findings.compactMap { finding -> (DampingRow, Double, Double)? in
      if case .rubberbandSqueezesDamping(_, _, _, let largest, let knee, let ceiling) = finding {
        return (largest, knee, ceiling)
      }
      return nil
    }.first
    let (largest, knee, ceiling) = try XCTUnwrap(finding)
    XCTAssertEqual(knee, 60)
    XCTAssertEqual(ceiling, 75)
    let squeezed = 60 + 15 * (1 - 1 / ((largest.nominal - 60) * 0.55 / 15 + 1))
    XCTAssertEqual(largest.stored, squeezed, accuracy: Tolerance.roundingRelative * squeezed)
    XCTAssertEqual(largest.stored, result.damping.filter(\.rubberbanded).map(\.stored).max())
    XCTAssertGreaterThan(largest.stored, 60)
  }
}
