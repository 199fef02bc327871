import Foundation
import WaveAnalysis
import WaveCore
import WaveInputs
import XCTest

@testable import WaveVerification

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
      if case .rubberbandCapsDamping(let affected, let total, let lowest) = finding {
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

  func testEqualPairFindings_SplitTheGapsAtTheDivergenceBand() throws {
    // Every pair is either counted as "one diverges" or is a candidate for the largest finite gap, never both.
    let result = try FormulasExperiment.run(springs: SpringSpec.documented)
    let band = RunStatus.divergenceFactor
    for finding in result.findings {
      switch finding {
      case .equalSpringsOneDiverges(let count, let pairs):
        XCTAssertEqual(count, result.initAgreement.filter { $0.equal && $0.maxTrajectoryGap > band }.count)
        XCTAssertEqual(pairs, result.initAgreement.count)
      case .equalSpringsAnimateDifferently(let row):
        XCTAssertLessThanOrEqual(row.maxTrajectoryGap, band)
        XCTAssertGreaterThan(row.maxTrajectoryGap, 0)
      default: break
      }
    }
  }
}
