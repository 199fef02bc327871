import Foundation
import SpringValidation
import SpringValidationXCTest
import WaveCore
import XCTest

/// The XCTest helper records one failure per validation failure, with the readable message, and none for a
/// correct type.
final class XCTestHelperTests: XCTestCase {
  private var captured: [String]?

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
  ) {
    if captured != nil {
      captured!.append(description)
    } else {
      super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  func testHelper_RecordsNothingForACorrectType() {
    captured = []
    let report = XCTAssertValidSpringInterpolatable(Vector3.self, samples: Vector3.samples)
    let messages = captured!
    captured = nil
    XCTAssertTrue(report.passed)
    XCTAssertEqual(messages, [])
  }

  func testHelper_RecordsOneReadableFailurePerValidationFailure() {
    captured = []
    let report = XCTAssertValidSpringInterpolatable(
      ForgottenComponentVector.self, samples: ForgottenComponentVector.samples)
    let messages = captured!
    captured = nil
    XCTAssertEqual(messages.count, report.failures.count)
    XCTAssertTrue(messages.allSatisfy { $0.contains("ForgottenComponentVector is not a valid SpringInterpolatable") })
    XCTAssertTrue(messages.contains { $0.contains("[check 1 · component-wise step] component `z` never changes") })
    XCTAssertTrue(messages.contains { $0.contains("expected:") && $0.contains("got:") && $0.contains("inputs:") })
  }

  func testHelper_PassesTheAccessorThrough() {
    captured = []
    let report = XCTAssertValidSpringInterpolatable(PackedPoint.self, samples: PackedPoint.samples) {
      [ValidationComponent("x", $0.x), ValidationComponent("y", $0.y)]
    }
    let messages = captured!
    captured = nil
    XCTAssertEqual(messages, [])
    XCTAssertEqual(report.componentSource, .accessor)
  }
}
