import Foundation
import SpringValidation
import WaveCore
import XCTest

/// A step that is the engine's step for another spring is named by the constant that differs, with its factor
/// and its effective value, and never gets the tolerance suggestion; a step that differs only at rounding level
/// gets it.
///
/// The expected factors are those the test types are written with; the effective constants are those factors
/// times the constants of a spring chosen for round numbers: stiffness 100, damping ratio 0.5, mass 1, so damping
/// coefficient 2ζ·√(k·m) = 2 · 0.5 · 10 = 10. The kit prints constants to 6 significant digits and factors to 4,
/// so these integers print as integers.
final class ScaledStepDiagnosisTests: XCTestCase {
  static let stiffness: CGFloat = 100
  static let dampingRatio: CGFloat = 0.5
  /// 2ζ·√(k·m) with m = 1.
  static let dampingCoefficient: CGFloat = 2 * dampingRatio * stiffness.squareRoot()

  static let roundOptions = ValidationOptions(springs: [
    ValidationSpring(
      name: "round (ζ 0.5, stiffness 100)", spring: Spring(dampingRatio: dampingRatio, stiffness: stiffness))
  ])

  /// `x` as the kit prints it, for a whole number.
  func integer(_ x: CGFloat, file: StaticString = #filePath, line: UInt = #line) -> String {
    XCTAssertEqual(x, x.rounded(), "not a whole number", file: file, line: line)
    return String(Int(x))
  }

  /// The mistakes of check 1, and no word of a tolerance anywhere in the report.
  func stepMistakesWithoutTolerance(
    _ report: ValidationResult, file: StaticString = #filePath, line: UInt = #line
  ) -> Set<LikelyMistake> {
    XCTAssertFalse(report.description.contains("stepTolerance"), "\(report)", file: file, line: line)
    XCTAssertFalse(report.description.contains("tolerance"), "\(report)", file: file, line: line)
    return Set(report.failures(of: .componentWiseStep).map(\.mistake))
  }

  // MARK: A force scaled

  func testDoubledSpringForce_NamesTheStiffnessFactorAndItsValue() {
    let report = SpringValidator.validate(
      DoubledSpringForceVector.self, samples: DoubledSpringForceVector.samples, options: Self.roundOptions)
    XCTAssertEqual(stepMistakesWithoutTolerance(report), [.stiffnessScaled], "\(report)")
    let failures = report.failures(of: .componentWiseStep)
    XCTAssertEqual(failures.compactMap(\.component).sorted(), ["x", "y", "z"])
    let factor = DoubledSpringForceVector.springForceFactor
    let (k, c) = (Self.stiffness, Self.dampingCoefficient)
    for failure in failures {
      XCTAssertTrue(failure.message.contains("the spring force (−stiffness · displacement) is scaled wrong"))
      XCTAssertTrue(
        failure.message.contains(
          "stiffness \(integer(factor))× the given one: \(integer(factor * k)) instead of \(integer(k))"),
        failure.message)
      XCTAssertTrue(failure.message.contains("damping coefficient \(integer(c)) and mass 1 as given"), failure.message)
    }
  }

  /// Over the whole grid (every spring, mass 2 included, stable or not) every failing step is named the same way.
  ///
  /// At rest the displacement is 0, so doubling its force changes nothing (2); zero, rounding and equality are
  /// Vector3's.
  func testDoubledSpringForce_OnTheStandardGrid_EveryStepFailureNamesIt() {
    let report = SpringValidator.validate(DoubledSpringForceVector.self, samples: DoubledSpringForceVector.samples)
    XCTAssertEqual(stepMistakesWithoutTolerance(report), [.stiffnessScaled], "\(report)")
    XCTAssertTrue(
      report.failedChecks.isDisjoint(with: [.restIsFixedPoint, .zero, .scaledIntegral, .equatableAndNonFloatFields]))
  }

  func testTripledDamping_FloatColor_NamesTheDampingFactorAndItsValue() {
    let report = SpringValidator.validate(
      TripledDampingColor.self, samples: TripledDampingColor.samples, options: Self.roundOptions)
    XCTAssertEqual(stepMistakesWithoutTolerance(report), [.dampingScaled], "\(report)")
    let failures = report.failures(of: .componentWiseStep)
    XCTAssertEqual(failures.compactMap(\.component).sorted(), ["alpha", "blue", "green", "red"])
    let factor = CGFloat(TripledDampingColor.dampingFactor)
    let (k, c) = (Self.stiffness, Self.dampingCoefficient)
    for failure in failures {
      XCTAssertTrue(failure.message.contains("the damping force (dampingCoefficient · velocity) is scaled wrong"))
      XCTAssertTrue(
        failure.message.contains(
          "damping coefficient \(integer(factor))× the given one: \(integer(factor * c)) instead of \(integer(c))"),
        failure.message)
      XCTAssertTrue(failure.message.contains("stiffness \(integer(k)) and mass 1 as given"), failure.message)
    }
  }

  func testTripledDamping_OnTheStandardGrid_EveryStepFailureNamesIt() {
    let report = SpringValidator.validate(TripledDampingColor.self, samples: TripledDampingColor.samples)
    XCTAssertEqual(stepMistakesWithoutTolerance(report), [.dampingScaled], "\(report)")
  }

  /// The mass only matters for the grid's spring of mass 2, where the step is that of k and c both scaled by 2.
  func testMassIgnored_IsNamedOnTheHeavySpringOnly() throws {
    let heavy = try XCTUnwrap(ValidationSpring.standardGrid.first { $0.spring.mass != 1 })
    let report = SpringValidator.validate(MassIgnoredVector.self, samples: MassIgnoredVector.samples)
    XCTAssertEqual(stepMistakesWithoutTolerance(report), [.massIgnored], "\(report)")
    for failure in report.failures(of: .componentWiseStep) {
      XCTAssertTrue(failure.inputs.contains(heavy.name), failure.inputs)
      XCTAssertTrue(
        failure.message.contains("both \(integer(heavy.spring.mass))× the given ones (the mass)"), failure.message)
    }
  }

  // MARK: Rounding level

  /// The velocity's change computed in Float differs from the engine's in Float's last bits only: check 1 fails
  /// bit for bit with the suggestion of `.rounding`, and passes every check with it.
  func testFloatForce_RoundingLevel_SuggestsTheRoundingTolerance() {
    let exact = SpringValidator.validate(FloatForceVector.self, samples: FloatForceVector.samples)
    XCTAssertEqual(exact.failedChecks, [.componentWiseStep], "\(exact)")
    XCTAssertEqual(Set(exact.failures.map(\.mistake)), [.stepDiffers])
    for failure in exact.failures {
      XCTAssertTrue(failure.message.contains("only at rounding level"), failure.message)
      XCTAssertTrue(failure.message.contains("pass ValidationOptions(stepTolerance: .rounding)"), failure.message)
    }

    let tolerant = SpringValidator.validate(
      FloatForceVector.self, samples: FloatForceVector.samples, options: ValidationOptions(stepTolerance: .rounding))
    XCTAssertTrue(tolerant.passed, "\(tolerant)")
  }

  /// The same Float step with the mass ignored: the spring of mass 2 names the mistake, and the rounding-level
  /// differences at the other springs no longer suggest a tolerance, which would hide it.
  func testFloatMassIgnored_NoToleranceSuggestedBesideTheMistake() {
    let report = SpringValidator.validate(FloatMassIgnoredVector.self, samples: FloatMassIgnoredVector.samples)
    XCTAssertEqual(Set(report.failures(of: .componentWiseStep).map(\.mistake)), [.massIgnored, .stepDiffers])
    XCTAssertFalse(report.description.contains("stepTolerance"), "\(report)")
    for failure in report.failures(of: .componentWiseStep) where failure.mistake == .stepDiffers {
      XCTAssertTrue(failure.message.contains("no tolerance suggested"), failure.message)
    }
  }
}
