import Foundation
import SpringValidation
import WaveCore
import XCTest

/// The grid is configurable, and springs the engine does not step are left out.
final class ValidationOptionsTests: XCTestCase {
  /// One spring, one 60 Hz schedule, one frame: check 1 runs values × targets × (samples + zero) = 3 × 3 × 4.
  func testCustomGrid_CaseCountFollowsIt() {
    let options = ValidationOptions(
      springs: [ValidationSpring(name: "interactive", spring: .defaultInteractive)], schedules: [.fps(60)],
      stepFramesPerSchedule: 1)
    let report = SpringValidator.validate(Vector3.self, samples: Vector3.samples, options: options)
    XCTAssertTrue(report.passed, "\(report)")
    XCTAssertEqual(report.caseCounts[.componentWiseStep], 36)
    XCTAssertEqual(report.caseCounts[.restIsFixedPoint], 3)
    // Convergence: the 6 ordered pairs of distinct samples.
    XCTAssertEqual(report.caseCounts[.convergence], 6)
  }

  /// A response of 0 gives an infinite stiffness (the animator snaps instead of stepping; a step would be
  /// −∞ · 0 = NaN even at rest): such a spring is skipped, not held against the type.
  func testSnappingSpring_IsSkipped() {
    let options = ValidationOptions(
      springs: [
        ValidationSpring(name: "snap", spring: .defaultNonAnimated),
        ValidationSpring(name: "interactive", spring: .defaultInteractive),
      ], schedules: [.fps(120)], stepFramesPerSchedule: 1)
    let report = SpringValidator.validate(Vector3.self, samples: Vector3.samples, options: options)
    XCTAssertTrue(report.passed, "\(report)")
    XCTAssertEqual(report.caseCounts[.componentWiseStep], 36)
  }

  /// No samples: nothing to validate, reported rather than passed.
  func testNoSamples_AreReported() {
    let report = SpringValidator.validate(Vector3.self, samples: [])
    XCTAssertEqual(report.failures.map(\.mistake), [.invalidSamples])
    XCTAssertFalse(report.passed)
  }
}

/// Reflection reads arrays element by element; samples must share one shape.
final class SampleShapeTests: XCTestCase {
  func testArrayComponents_AreNamedByIndex() {
    let report = SpringValidator.validate(
      Polyline.self, samples: [Polyline(points: [1.5, -2.25]), Polyline(points: [30.1, 4.6])])
    XCTAssertTrue(report.passed, "\(report)")
    XCTAssertEqual(report.components, ["points[0]", "points[1]"])
  }

  func testSamplesOfDifferentShapes_AreReported() {
    let report = SpringValidator.validate(
      Polyline.self, samples: [Polyline(points: [1.5, -2.25]), Polyline(points: [30.1, 4.6, 7])])
    XCTAssertEqual(report.failures.map(\.mistake), [.invalidSamples])
    XCTAssertTrue(report.failures[0].description.contains("sample 1 has other components"))
  }

  /// The README describes the kit's schedules under the names its reports print (issue 12: validation.md said
  /// "jitter" for ±30 % while the README defined `jitter` as ±20 %). The jittered schedule's name and amplitude
  /// come from the kit; the README must state both.
  func testREADME_NamesTheJitteredScheduleAsTheReportsDo() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let jittered = try XCTUnwrap(ValidationOptions.standardSchedules.first { $0.name.hasPrefix("jitter") })
    XCTAssertEqual(jittered.name, "jitter(60hz,±0.3,seed 7)")
    XCTAssertTrue(readme.contains("`\(jittered.name)`"), "README does not name \(jittered.name)")
    XCTAssertTrue(readme.contains("±30 % seeded jitter"), "README does not give the kit's amplitude, 0.3")
  }
}
