import Foundation
import SpringValidation
import WaveCore
import XCTest

/// Each deliberately broken conformance is caught by the intended check, with the intended likely mistake and
/// message; checks its mistake cannot touch still pass.
///
/// `mustFail` and `mustPass` are derived from the mistake, not observed (each case says why); checks outside
/// both are left open where the consequence depends on details (e.g. whether a wrong trajectory also leaves
/// the finite range).
final class MutationTests: XCTestCase {
  struct Expectation {
    let report: ValidationResult
    let check: ValidationCheck
    let mistake: LikelyMistake
    let component: String?
    /// Words the failure's description must contain (the likely mistake the kit names, where it names one).
    let phrase: String
    let mustFail: Set<ValidationCheck>
    let mustPass: Set<ValidationCheck>
  }

  func verify(_ e: Expectation, file: StaticString = #filePath, line: UInt = #line) {
    let r = e.report
    XCTAssertFalse(r.passed, "\(r.typeName) passed", file: file, line: line)
    let intended = r.failures(of: e.check).filter {
      $0.mistake == e.mistake && (e.component == nil || $0.component == e.component)
    }
    XCTAssertFalse(intended.isEmpty, "\(r.typeName): no \(e.mistake) under \(e.check)\n\(r)", file: file, line: line)
    XCTAssertTrue(
      intended.contains { $0.description.contains(e.phrase) }, "\(r.typeName): message lacks “\(e.phrase)”\n\(r)",
      file: file, line: line)
    // The intended diagnosis is the check's most frequent one.
    let top = r.failures(of: e.check).max { $0.occurrences < $1.occurrences }
    XCTAssertEqual(top?.mistake, e.mistake, "\(r.typeName)\n\(r)", file: file, line: line)
    XCTAssertTrue(
      e.mustFail.isSubset(of: r.failedChecks), "\(r.typeName): failed \(r.failedChecks.sorted())", file: file,
      line: line)
    XCTAssertTrue(
      e.mustPass.isDisjoint(with: r.failedChecks), "\(r.typeName): failed \(r.failedChecks.sorted())\n\(r)", file: file,
      line: line)
  }

  func validate<T: Vector3Mutant>(_ type: T.Type) -> ValidationResult {
    SpringValidator.validate(type, samples: T.samples)
  }

  // MARK: Mistakes a conformance makes by hand

  /// `z` copied from the input: every step leaves it (check 1) and animations never reach the target (3).
  ///
  /// At rest `z` stays put, as it should (2); zero, rounding and equality are the correct shared ones.
  func testForgottenComponent_CaughtByStepCheck() {
    verify(
      Expectation(
        report: validate(ForgottenComponentVector.self), check: .componentWiseStep, mistake: .componentNeverChanges,
        component: "z", phrase: "component `z` never changes", mustFail: [.componentWiseStep, .convergence],
        mustPass: [.restIsFixedPoint, .zero, .scaledIntegral, .equatableAndNonFloatFields, .finiteness]))
    let convergence = validate(ForgottenComponentVector.self).failures(of: .convergence)
    XCTAssertEqual(convergence.map(\.mistake), [.componentNeverChanges])
  }

  /// (value, velocity) returned swapped: check 1; at rest the value becomes the zero velocity, so check 2.
  func testSwappedTuple_CaughtByStepCheck() {
    verify(
      Expectation(
        report: validate(SwappedTupleVector.self), check: .componentWiseStep, mistake: .valueVelocitySwapped,
        component: nil, phrase: "value and velocity swapped", mustFail: [.componentWiseStep, .restIsFixedPoint],
        mustPass: [.zero, .scaledIntegral, .equatableAndNonFloatFields]))
  }

  /// Explicit Euler: check 1.
  ///
  /// Check 3: for the stiff underdamped spring (ζ 0.3, ωn = 20π) at 1/60 s, explicit Euler's amplification is |1 + hμ|²
  /// = 1 − 2ζωn·h + (ωn·h)² = 1 − 0.628 + 1.097 = 1.47 > 1 per frame, so the animation grows, while the semi-implicit
  /// step is stable there (ωn·h = 1.05 < 2(√(ζ²+1) − ζ) = 1.49). At rest v = 0 and the force is 0, so both methods stay
  /// put (2).
  func testExplicitEuler_CaughtByStepCheck() {
    verify(
      Expectation(
        report: validate(ExplicitEulerVector.self), check: .componentWiseStep, mistake: .explicitEuler, component: nil,
        phrase: "position updated with the old velocity: explicit Euler?",
        mustFail: [.componentWiseStep, .convergence],
        mustPass: [.restIsFixedPoint, .zero, .scaledIntegral, .equatableAndNonFloatFields]))
    let diverging = validate(ExplicitEulerVector.self).failures(of: .convergence).filter { $0.mistake == .diverges }
    XCTAssertTrue(diverging.contains { $0.inputs.contains("stiff underdamped") && $0.inputs.contains("60hz") })
  }

  /// dt ignored (1/60 s hard-coded): check 1 at every other frame duration.
  ///
  /// At rest nothing moves (2).
  func testHardCodedDt_CaughtByStepCheck() {
    verify(
      Expectation(
        report: validate(HardCodedDtVector.self), check: .componentWiseStep, mistake: .dtIgnored, component: nil,
        phrase: "dt ignored", mustFail: [.componentWiseStep],
        mustPass: [.restIsFixedPoint, .zero, .scaledIntegral, .equatableAndNonFloatFields]))
  }

  /// Velocity returned per frame: check 1.
  ///
  /// Check 3: fed back, the velocity is nearly zeroed every frame, so the displacement shrinks by about (1 − k·h²) per
  /// frame: for the soft underdamped spring at 60 Hz (k = 4π² ≈ 39.5) that is 0.989^176 ≈ 0.14 of the distance left at
  /// settlingDuration (2.93 s), far from 1e-4.
  func testPerFrameVelocity_CaughtByStepCheck() {
    verify(
      Expectation(
        report: validate(PerFrameVelocityVector.self), check: .componentWiseStep, mistake: .velocityPerFrame,
        component: nil, phrase: "velocity per frame instead of per second",
        mustFail: [.componentWiseStep, .convergence],
        mustPass: [.restIsFixedPoint, .zero, .scaledIntegral, .equatableAndNonFloatFields]))
  }

  /// scaledIntegral rounding up: only check 5 (the step is the correct one).
  ///
  /// −40.25 × 2 = −80.5 rounds up to −80 but down to −81, so the samples show it.
  func testScaledIntegralRoundsUp_CaughtByScaledIntegralCheck() {
    verify(
      Expectation(
        report: validate(RoundsUpVector.self), check: .scaledIntegral, mistake: .scaledIntegralRoundsUp, component: nil,
        phrase: "rounds the wrong way (up)", mustFail: [.scaledIntegral],
        mustPass: Set(ValidationCheck.allCases).subtracting([.scaledIntegral])))
  }

  /// Rounding to nearest differs from floor only where x·scale has a fraction ≥ ½ (there it equals ceil);
  /// 100.75 × 2 = 201.5 rounds to 202, floor 201.
  ///
  /// Every failing case also fits "rounds up", and the diagnosis must still say "to nearest": rounding up would also
  /// have failed where the fraction is < ½.
  func testScaledIntegralRoundsToNearest_CaughtByScaledIntegralCheck() {
    verify(
      Expectation(
        report: validate(RoundsToNearestVector.self), check: .scaledIntegral, mistake: .scaledIntegralRoundsToNearest,
        component: nil, phrase: "rounds the wrong way (to nearest)", mustFail: [.scaledIntegral],
        mustPass: Set(ValidationCheck.allCases).subtracting([.scaledIntegral])))
  }

  // MARK: One mistake per remaining check

  /// `z` pulled towards 0: a sample resting on itself moves (2), diagnosed in check 1 as the target ignored.
  func testTargetIgnored_CaughtByRestCheck() {
    let report = validate(TargetIgnoredVector.self)
    verify(
      Expectation(
        report: report, check: .restIsFixedPoint, mistake: .restMoves, component: "z",
        phrase: "component `z` moves although it rests on its target",
        mustFail: [.componentWiseStep, .restIsFixedPoint],
        mustPass: [.zero, .scaledIntegral, .equatableAndNonFloatFields]))
    XCTAssertTrue(
      report.failures(of: .componentWiseStep).contains { $0.mistake == .targetIgnored && $0.component == "z" })
  }

  /// `zero.z = 1`: check 4; at rest with that "zero" velocity `z` moves (2), and the message points to check 4.
  ///
  /// The step itself is right for every velocity it is given (1).
  func testNonZeroZero_CaughtByZeroCheck() {
    let report = validate(NonZeroZeroVector.self)
    verify(
      Expectation(
        report: report, check: .zero, mistake: .zeroNotZero, component: "z", phrase: "`zero` is not all zeros",
        mustFail: [.zero, .restIsFixedPoint],
        mustPass: [.componentWiseStep, .scaledIntegral, .equatableAndNonFloatFields]))
    XCTAssertTrue(report.failures(of: .restIsFixedPoint).allSatisfy { $0.message.contains("(check 4)") })
  }

  /// Only check 3 sees a component that stops within 0.5 of its target: single steps from the samples never
  /// enter that zone (distances and speeds are 0 or ≥ 0.5).
  ///
  /// Whole animations reach it at a turning point (speed ≈ 0) while the amplitude is still ~0.1–0.5, far above 1e-4 of
  /// distances of 55–350.
  func testEarlyStop_CaughtByConvergenceCheck() {
    verify(
      Expectation(
        report: validate(EarlyStopVector.self), check: .convergence, mistake: .notSettled, component: nil,
        phrase: "has not settled at its target by the spring's settlingDuration", mustFail: [.convergence],
        mustPass: Set(ValidationCheck.allCases).subtracting([.convergence])))
  }

  /// `==` comparing the wrong fields: not reflexive (6); no other check uses `==` to decide.
  func testNonReflexiveEquality_CaughtByEquatableCheck() {
    verify(
      Expectation(
        report: validate(NonReflexiveVector.self), check: .equatableAndNonFloatFields, mistake: .equalityNotReflexive,
        component: nil, phrase: "== is not reflexive", mustFail: [.equatableAndNonFloatFields],
        mustPass: Set(ValidationCheck.allCases).subtracting([.equatableAndNonFloatFields])))
  }

  /// Non-float fields taken from the target: check 6 only (floats are stepped correctly; at rest value and
  /// target have the same fields).
  func testFieldsFromTarget_CaughtByEquatableCheck() {
    verify(
      Expectation(
        report: SpringValidator.validate(TargetIdBadge.self, samples: TargetIdBadge.samples),
        check: .equatableAndNonFloatFields, mistake: .nonFloatFieldFromTarget, component: "badge.id",
        phrase: "non-float field `badge.id` is taken from the target", mustFail: [.equatableAndNonFloatFields],
        mustPass: Set(ValidationCheck.allCases).subtracting([.equatableAndNonFloatFields])))
  }

  /// Velocity as (new − old) / dt: at dt = 0 (a zero-length frame) that is 0/0 = NaN (7).
  ///
  /// At rest with dt > 0 it is 0/dt = 0 (2 passes).
  func testFiniteDifferenceVelocity_CaughtByFinitenessCheck() {
    let report = validate(FiniteDifferenceVector.self)
    verify(
      Expectation(
        report: report, check: .finiteness, mistake: .nonFinite, component: nil,
        phrase: "is not finite although every input is finite", mustFail: [.finiteness],
        mustPass: [.restIsFixedPoint, .zero, .scaledIntegral, .equatableAndNonFloatFields]))
    XCTAssertTrue(report.failures(of: .finiteness).allSatisfy { $0.message.contains("at dt = 0") })
  }

  /// Copy-paste, `z` gets `y`'s step: check 1 names it; at rest `z` takes `y`'s value (2); animations end at
  /// `y`'s target (3).
  func testCrossedComponent_CaughtByStepCheck() {
    verify(
      Expectation(
        report: validate(CrossedComponentVector.self), check: .componentWiseStep, mistake: .componentsCrossed,
        component: "z", phrase: "it gets the step of `y`",
        mustFail: [.componentWiseStep, .restIsFixedPoint, .convergence],
        mustPass: [.zero, .scaledIntegral, .equatableAndNonFloatFields]))
  }

  // MARK: Tolerance

  /// A step that rounds differently (around the displacement) fails the default bit-for-bit check as
  /// `stepDiffers`, with the suggestion of `.rounding`, and passes everything with a relative tolerance of
  /// ``Tolerance/roundingRelative`` (its error is one rounding of values ≲ 400, that is, ≲ 6e-14 absolute,
  /// ≲ 2e-16 relative) and with `.rounding` (32 Float ulps, ≈ 3.8e-6, of magnitudes ≳ 400).
  func testReorderedStep_FailsExactPassesWithTolerance() {
    let exact = validate(ReorderedVector.self)
    XCTAssertEqual(exact.failedChecks, [.componentWiseStep], "\(exact)")
    XCTAssertEqual(Set(exact.failures.map(\.mistake)), [.stepDiffers])
    XCTAssertTrue(exact.failures.allSatisfy { $0.message.contains("stepTolerance: .rounding") }, "\(exact)")

    for tolerance in [StepTolerance.relative(Tolerance.roundingRelative), .rounding] {
      let tolerant = SpringValidator.validate(
        ReorderedVector.self, samples: ReorderedVector.samples, options: ValidationOptions(stepTolerance: tolerance))
      XCTAssertTrue(tolerant.passed, "\(tolerance): \(tolerant)")
    }
  }

  /// Independent of the kit: `target + ((value − target) + v′·h)` and `value + v′·h` round differently for
  /// some of the samples' components (value − target is rounded, so adding the target back need not give the
  /// value), which is why the exact check above must fail.
  func testReorderedStep_DiffersInTheLastBitsSomewhere() {
    var differs = false
    for a in Vector3.samples.flatMap({ [$0.x, $0.y, $0.z] }) {
      for b in Vector3.samples.flatMap({ [$0.x, $0.y, $0.z] }) {
        for v in [-50.0, 0.0, 75.5] as [CGFloat] {
          let h: CGFloat = 1.0 / 60
          let nv = v + (-39.478 * (a - b)) * h
          if b + ((a - b) + nv * h) != a + nv * h { differs = true }
        }
      }
    }
    XCTAssertTrue(differs)
  }
}
