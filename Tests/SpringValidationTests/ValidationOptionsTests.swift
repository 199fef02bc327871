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
