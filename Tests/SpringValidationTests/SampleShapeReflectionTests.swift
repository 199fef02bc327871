import Foundation
import SpringValidation
import WaveCore
import XCTest

/// Reflection reads arrays element by element, naming each component by its index; samples must share one
/// shape.
final class SampleShapeReflectionTests: XCTestCase {
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
}
