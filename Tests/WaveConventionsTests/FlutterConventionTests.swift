import Foundation
import XCTest

@testable import WaveBench

final class FlutterConventionTests: XCTestCase {
  /// Flutter's own expectations (flutter/flutter 25a15c8, `packages/flutter/test/physics/spring_simulation_test.dart`, group
  /// `SpringDescription.withDurationAndBounce`): bounce 0.3 at the default 500 ms is mass 1, stiffness 157.91 and
  /// damping 17.59 (±0.01, its `moreOrLessEquals` epsilon); bounce −0.3 is damping 35.90.
  func testDurationAndBounce_MatchesFluttersTests() {
    let bouncy = physical(.flutter, ["bounce": 0.3])
    XCTAssertEqual(bouncy?.mass, 1)
    // Flutter's own moreOrLessEquals epsilon, 0.01 (see the doc comment).
    XCTAssertEqual(bouncy?.stiffness ?? 0, 157.91, accuracy: 0.01)
    XCTAssertEqual(bouncy?.damping ?? 0, 17.59, accuracy: 0.01)
    XCTAssertEqual(physical(.flutter, ["bounce": -0.3])?.damping ?? 0, 35.90, accuracy: 0.01)
  }

  /// "duration <= 0 should fail" (the same test file): 0 and −1 s are refused, and so is a duration under one
  /// whole millisecond, which Flutter truncates to 0.
  func testDurationNotPositive_IsRefused() {
    for duration in [0, -1, 0.0004] {
      XCTAssertEqual(
        refusal(.flutter, ["duration": duration, "bounce": 0.3]),
        "flutter: 'duration' must be at least 0.001 s (whole milliseconds > 0) (got \(duration))")
    }
  }

  /// Flutter and SwiftUI agree on duration and bounce (Flutter documents "the same result as SwiftUI's"), to the
  /// rounding of the two formulas' different operation orders (1e-12 relative).
  func testDurationAndBounce_IsSwiftUIs() {
    for bounce in [-0.4, 0, 0.3, 0.9] {
      assertSame(
        physical(.flutter, ["duration": 0.35, "bounce": bounce]),
        physical(.swiftui, ["duration": 0.35, "bounce": bounce])!, relative: 1e-12, "bounce \(bounce)")
    }
  }

  /// `withDampingRatio`'s label is `ratio`, 1 by default: mass 2, stiffness 50 is critically damped.
  func testWithDampingRatio_DefaultsToCritical() {
    XCTAssertEqual(physical(.flutter, ["mass": 2, "stiffness": 50])?.damping ?? 0, 20, accuracy: 1e-12)
  }
}
