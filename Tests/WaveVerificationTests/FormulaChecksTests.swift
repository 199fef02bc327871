import Foundation
import WaveCore
import XCTest

@testable import WaveBench

final class FormulaChecksTests: XCTestCase {
  func testRoundTrip_ReturnsResponseOverMass() {
    // (2π/r)²·m → 2π/√(k·m) = 2π/((2π/r)·m) = r/m.
    for row in FormulaChecks.roundTrips() {
      XCTAssertEqual(row.ratio, 1 / row.mass, accuracy: Tolerance.verificationRelative)
    }
  }

  func testDamping_RubberbandLowersTheEffectiveRatioOnlyAboveSixty() throws {
    for row in try FormulaChecks.damping(springs: SpringSpec.documented) {
      if row.initializer == .response {
        XCTAssertEqual(row.rubberbanded, row.nominal > 60, row.spec.label)
        if !row.rubberbanded {
          XCTAssertEqual(
            row.effectiveDampingRatio, row.dampingRatio, accuracy: Tolerance.roundingRelative * row.dampingRatio,
            row.spec.label)
        } else {
          XCTAssertLessThan(row.effectiveDampingRatio, row.dampingRatio, row.spec.label)
        }
      } else {
        // init(stiffness:): c = 4π·ζ·m/(2π/√(k·m)) = 2ζ·m·√(k·m), so c/(2√(k·m)) = ζ·m.
        let expected = row.dampingRatio * row.mass
        XCTAssertEqual(
          row.effectiveDampingRatio, expected, accuracy: Tolerance.roundingRelative * expected, row.spec.label)
      }
    }
  }

  func testInitAgreement_EqualSpringsDifferInStiffnessByMassSquared() {
    // b.stiffness = (2π/a.response)²·m = (√(k·m))²·m = k·m².
    for row in FormulaChecks.initAgreement() {
      XCTAssertTrue(row.equal)
      XCTAssertEqual(row.stiffnessRatio, row.mass * row.mass, accuracy: Tolerance.verificationRelative)
    }
  }

  func testCrossReferences_AgreeWithTheirIndependentDerivations() {
    let refs = FormulaChecks.crossReferences()
    XCTAssertGreaterThanOrEqual(refs.count, 7)
    for ref in refs {
      XCTAssertLessThan(ref.relativeDifference, Tolerance.verificationRelative, "\(ref.source) \(ref.quantity)")
    }
  }
}
