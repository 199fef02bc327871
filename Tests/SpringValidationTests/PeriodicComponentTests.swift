import Foundation
import SpringValidation
import WaveCore
import XCTest

/// Angles declared in `ValidationOptions.periodicComponents`: a hue stepped along the shortest arc passes when
/// declared and is named an undeclared angle otherwise; a hue that goes the long way round is named as such when
/// declared, and is a plain number otherwise.
final class PeriodicComponentTests: XCTestCase {
  static let hueInDegrees = ValidationOptions(periodicComponents: [.degrees("hue")])

  func testConstructors_GiveTheUnitsPeriods() {
    XCTAssertEqual(PeriodicComponent.degrees("a").period, 360)
    XCTAssertEqual(PeriodicComponent.radians("a").period, 2 * Double.pi)
    XCTAssertEqual(PeriodicComponent.turns("a").period, 1)
    XCTAssertEqual(PeriodicComponent.degrees("hue"), PeriodicComponent("hue", period: 360))
    XCTAssertEqual(PeriodicComponent.degrees("hue").description, "hue (period 360)")
  }

  /// Every check passes, although the type forms the arc with `truncatingRemainder` and keeps the hue in
  /// [0, 360) while the kit uses the IEEE remainder and leaves the value where the step puts it.
  func testShortestArcHue_Declared_PassesEveryCheck() {
    let report = SpringValidator.validate(
      ShortestArcHue.self, samples: ShortestArcHue.samples, options: Self.hueInDegrees)
    XCTAssertTrue(report.passed, "\(report)")
    XCTAssertEqual(report.periodicComponents, [.degrees("hue")])
    XCTAssertTrue(report.description.contains("periodic (angles, along the shortest arc): hue (period 360)"))
  }

  /// Undeclared, the hue is a plain number: check 1 fails where the arc through 0° differs from the straight
  /// way (20.5° to 300.25° and back), naming the hue an angle and the declaration to pass, not a tolerance.
  func testShortestArcHue_Undeclared_FailsNamingTheAngleToDeclare() {
    let report = SpringValidator.validate(ShortestArcHue.self, samples: ShortestArcHue.samples)
    XCTAssertFalse(report.passed)
    let failures = report.failures(of: .componentWiseStep)
    XCTAssertEqual(failures.map(\.mistake), [.undeclaredPeriodicComponent], "\(report)")
    XCTAssertEqual(failures.first?.component, "hue")
    XCTAssertTrue(failures.first?.message.contains("periodicComponents: [.degrees(\"hue\")]") == true, "\(report)")
    XCTAssertFalse(report.description.contains("tolerance"), "\(report)")
  }

  /// Declared, a hue stepped straight towards its target fails check 1 as going the long way round; it rests
  /// (2). (Check 3 is left open: the long way is 279.75°/80.25° ≈ 3.5 times the distance the bound is taken of.)
  func testLongWayHue_Declared_FailsAsNotTheShortestArc() {
    let report = SpringValidator.validate(LongWayHue.self, samples: LongWayHue.samples, options: Self.hueInDegrees)
    XCTAssertTrue(report.failedChecks.contains(.componentWiseStep), "\(report)")
    XCTAssertTrue(
      report.failedChecks.isDisjoint(with: [
        .restIsFixedPoint, .zero, .scaledIntegral, .equatableAndNonFloatFields, .finiteness,
      ]), "\(report)")
    let failures = report.failures(of: .componentWiseStep)
    XCTAssertEqual(failures.map(\.mistake), [.notShortestArc], "\(report)")
    let message = failures.first?.message ?? ""
    XCTAssertEqual(failures.first?.component, "hue")
    XCTAssertTrue(message.contains("periodic component `hue` goes the long way round"), message)
    XCTAssertTrue(message.contains("not along the shortest arc"), message)
    XCTAssertFalse(report.description.contains("tolerance"), "\(report)")
  }

  /// Undeclared, the same hue is a plain number stepped as the engine steps one.
  func testLongWayHue_Undeclared_PassesAsAPlainNumber() {
    let report = SpringValidator.validate(LongWayHue.self, samples: LongWayHue.samples)
    XCTAssertTrue(report.passed, "\(report)")
  }

  /// A Float hue in turns (0.1 to 0.95 is 0.85 the straight way, 0.15 through 0) stepped straight: declared with
  /// period 1, it goes the long way round.
  func testFloatHueInTurns_Declared_FailsAsNotTheShortestArc() {
    let report = SpringValidator.validate(
      HSBAColor.self, samples: HSBAColor.samples, options: ValidationOptions(periodicComponents: [.turns("hue")]))
    XCTAssertEqual(Set(report.failures(of: .componentWiseStep).map(\.mistake)), [.notShortestArc], "\(report)")
    XCTAssertEqual(Set(report.failures(of: .componentWiseStep).compactMap(\.component)), ["hue"])
  }

  /// A declaration that names no floating-point component stops the run with a set-up failure.
  func testUnknownPath_IsASetUpFailure() {
    let report = SpringValidator.validate(
      ShortestArcHue.self, samples: ShortestArcHue.samples,
      options: ValidationOptions(periodicComponents: [.degrees("hew")]))
    XCTAssertEqual(report.failures.map(\.mistake), [.unknownPeriodicComponent])
    XCTAssertEqual(report.failures.first?.component, "hew")
    XCTAssertTrue(report.failures.first?.expected.contains("hue, saturation, brightness") == true, "\(report)")
  }

  /// Undeclared, a hue kept in [0, 360) but stepped straight is told first that it goes the long way round, with
  /// the declaration to pass beside the fix, not told to declare an angle it does not step as one.
  ///
  /// The example is the samples' pair more than half a turn apart: 300.25 − 20.5 = 279.75 the straight way,
  /// 279.75 − 360 = −80.25 along the shortest arc.
  func testWrappingLongWayHue_Undeclared_IsToldTheLongWayFirst() {
    let report = SpringValidator.validate(WrappingLongWayHue.self, samples: WrappingLongWayHue.samples)
    let failures = report.failures(of: .componentWiseStep)
    XCTAssertEqual(failures.map(\.mistake), [.notShortestArc], "\(report)")
    XCTAssertEqual(failures.first?.component, "hue")
    let message = failures.first?.message ?? ""
    XCTAssertTrue(message.contains("goes the long way round"), message)
    XCTAssertTrue(message.contains("from 20.5 to 300.25 it moves 279.75 where the shortest arc is -80.25"), message)
    XCTAssertTrue(message.contains("periodicComponents: [.degrees(\"hue\")]"), message)
    XCTAssertFalse(report.description.contains("tolerance"), "\(report)")
  }

  /// Declared, the same hue gets the same diagnosis.
  func testWrappingLongWayHue_Declared_FailsAsNotTheShortestArc() {
    let report = SpringValidator.validate(
      WrappingLongWayHue.self, samples: WrappingLongWayHue.samples, options: Self.hueInDegrees)
    XCTAssertEqual(report.failures(of: .componentWiseStep).map(\.mistake), [.notShortestArc], "\(report)")
  }
}
