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

  // MARK: A constant ratio is a mistake, never rounding

  /// The planted factor as the kit prints it: `1.000001`, `2` (Swift's shortest round-trip text of the same
  /// Double; the kit prints a factor to 2 digits past its first difference from 1, which for these factors is
  /// every digit they have).
  func factorText(_ factor: CGFloat) -> String {
    factor == factor.rounded() ? String(Int(factor)) : "\(Double(factor))"
  }

  /// The check-1 failures of a force scaled by `factor`: every component named once, as the force scaled by the
  /// planted factor, and no word of rounding or of a tolerance.
  func assertScaledForce(
    _ report: ValidationResult, factor: CGFloat, file: StaticString = #filePath, line: UInt = #line
  ) {
    let failures = report.failures(of: .componentWiseStep)
    XCTAssertEqual(Set(failures.map(\.mistake)), [.forceScaled], "\(report)", file: file, line: line)
    XCTAssertEqual(failures.compactMap(\.component).sorted(), ["x", "y", "z"], file: file, line: line)
    XCTAssertFalse(report.description.contains("stepTolerance"), "\(report)", file: file, line: line)
    XCTAssertFalse(report.description.contains("rounding level"), "\(report)", file: file, line: line)
    for failure in failures {
      XCTAssertTrue(
        failure.message.contains("stiffness and damping coefficient both \(factorText(factor))× the given ones"),
        failure.message, file: file, line: line)
    }
  }

  /// Independent of the kit: the premise of the two tests below.
  ///
  /// A force scaled by 1.000001 or 1.000003 moves the
  /// velocity by (f − 1)·|F|·h/m ≤ 3e-6 of M_v (|F|·h/m ≤ (k·h/m)·|x − t| + (c·h/m)·|v| ≤ M_v), inside
  /// `.rounding`'s band of 32 Float ulps, 32 · 2⁻²³ ≈ 3.8e-6 of M_v (``StepTolerance/rounding``'s magnitudes): every
  /// single step is within the tolerance, so only the ratio, the same in every step, tells the mistake.
  func testForceTimes1_000003_EveryStepIsWithinTheRoundingBand() {
    let spring = Spring(dampingRatio: Self.dampingRatio, stiffness: Self.stiffness)
    let (k, c, m, h) = (spring.stiffness, spring.dampingCoefficient, spring.mass, 1.0 / 60)
    let band = 32 * CGFloat(Float.ulpOfOne)
    for a in Vector3.samples.flatMap({ [$0.x, $0.y, $0.z] }) {
      for b in Vector3.samples.flatMap({ [$0.x, $0.y, $0.z] }) {
        for v in Vector3.samples.flatMap({ [$0.x, $0.y, $0.z] }) {
          let engine = CGFloat.updateValue(spring: spring, value: a, target: b, velocity: v, dt: h)
          let planted = ForceTimes1_000003Vector.scaledStep(spring, a, b, v, h)
          let magnitude = abs(v) + abs(engine.velocity) + k * h / m * (abs(a) + abs(b)) + c * h / m * abs(v)
          XCTAssertLessThanOrEqual(abs(planted.velocity - engine.velocity), band * magnitude)
          XCTAssertNotEqual(planted.velocity, engine.velocity)
        }
      }
    }
  }

  /// A force scaled by 1.000001 or 1.000003 is within Float's rounding in every step, but the same ratio in every
  /// step: the force scaled, with its factor, never "only at rounding level" with a tolerance offered.
  func testForceScaledByAMillionth_IsTheForceScaled_NotRounding() {
    for (type, factor) in [
      (ForceTimes1_000001Vector.self as any ScaledForceMutant.Type, ForceTimes1_000001Vector.forceFactor),
      (ForceTimes1_000003Vector.self, ForceTimes1_000003Vector.forceFactor),
    ] {
      let report = validate(type)
      assertScaledForce(report, factor: factor)
      for failure in report.failures(of: .componentWiseStep) {
        XCTAssertTrue(failure.message.contains("off by the same factor in every step"), failure.message)
      }
    }
  }

  /// `.rounding` accepts rounding, not a constant: the same types still fail check 1 with it, as the force scaled.
  func testForceScaledByAMillionth_FailsWithTheRoundingTolerance() {
    for (type, factor) in [
      (ForceTimes1_000001Vector.self as any ScaledForceMutant.Type, ForceTimes1_000001Vector.forceFactor),
      (ForceTimes1_000003Vector.self, ForceTimes1_000003Vector.forceFactor),
    ] {
      let report = validate(type, options: ValidationOptions(stepTolerance: .rounding))
      XCTAssertFalse(report.passed, "\(report)")
      assertScaledForce(report, factor: factor)
    }
  }

  /// A force scaled 2× is one diagnosis over the whole grid: the force scaled.
  ///
  /// At the grid's spring of mass 2 it is also the step of that spring with its mass ignored (k and c both 2×);
  /// one mistake explains every spring, and it is named once. Check 3's failures name check 1's as their likely cause.
  func testForceTimes2_OnTheStandardGrid_IsOneDiagnosis() {
    let report = validate(ForceTimes2Vector.self)
    assertScaledForce(report, factor: ForceTimes2Vector.forceFactor)
    for failure in report.failures(of: .convergence) {
      XCTAssertTrue(failure.message.contains("likely a consequence of check 1's failure of"), failure.message)
    }
  }

  /// A force scaled 1.0001× at 120 Hz alone, at 60 Hz alone and over the standard schedules: the force scaled,
  /// never the stiffness alone (at 120 Hz the damping's share of a step is small, but not within the component's
  /// own rounding).
  func testForceTimes1_0001_IsTheForceScaledAtEveryRate() {
    for schedules in [[FrameSchedule.fps(120)], [.fps(60)], ValidationOptions.standardSchedules] {
      let report = validate(ForceTimes1_0001Vector.self, options: ValidationOptions(schedules: schedules))
      assertScaledForce(report, factor: ForceTimes1_0001Vector.forceFactor)
    }
  }

  /// The kit with `options`, on a mutant's own samples.
  func validate(_ type: any ScaledForceMutant.Type, options: ValidationOptions = ValidationOptions())
    -> ValidationResult
  {
    func run<T: ScaledForceMutant>(_ type: T.Type) -> ValidationResult {
      SpringValidator.validate(type, samples: T.samples, options: options)
    }
    return run(type)
  }

  // MARK: A type that computes in Float

  /// Independent of the kit: a sample Float cannot hold comes back rounded from a step computed in Float, even at
  /// rest (15.6 is not a binary fraction of 24 bits).
  func testFloatMaths_RestingValueComesBackRoundedToFloat() {
    let x: CGFloat = 15.6
    let spring = Spring(dampingRatio: Self.dampingRatio, stiffness: Self.stiffness)
    let rest = FloatMathVector.floatStep(spring, x, x, 0, 1.0 / 60)
    XCTAssertEqual(rest.value, CGFloat(Float(x)))
    XCTAssertNotEqual(rest.value, x)
    XCTAssertEqual(rest.velocity, 0)
  }

  /// A vector stored in CGFloat and stepped entirely in Float: bit for bit, checks 1 and 2 both call it rounding
  /// and offer `.rounding` (check 2 no longer blames a spring force at the target); with `.rounding` every check
  /// passes.
  func testFloatMaths_RoundingTolerance_PassesEveryCheck() {
    let exact = SpringValidator.validate(FloatMathVector.self, samples: FloatMathVector.samples)
    XCTAssertEqual(exact.failedChecks, [.componentWiseStep, .restIsFixedPoint], "\(exact)")
    XCTAssertEqual(Set(exact.failures.map(\.mistake)), [.stepDiffers], "\(exact)")
    for failure in exact.failures {
      XCTAssertTrue(failure.message.contains("pass ValidationOptions(stepTolerance: .rounding)"), failure.message)
      XCTAssertFalse(failure.message.contains("spring force is not zero"), failure.message)
    }

    let tolerant = SpringValidator.validate(
      FloatMathVector.self, samples: FloatMathVector.samples, options: ValidationOptions(stepTolerance: .rounding))
    XCTAssertTrue(tolerant.passed, "\(tolerant)")
  }
}
