import Foundation
import SpringValidation
import WaveCore
import XCTest

/// Every built-in conformance passes the kit, and the report sees their components as declared.
final class BuiltInConformanceTests: XCTestCase {
  func testBuiltInConformances_AllPass() {
    let reports = BuiltInValidation.run()
    XCTAssertEqual(reports.map(\.typeName), ["CGFloat", "Double", "CGPoint", "CGSize", "CGRect", "RGBAComponents"])
    for report in reports {
      XCTAssertTrue(report.passed, "\(report)")
      XCTAssertEqual(report.componentSource, .reflection)
    }
  }

  func testBuiltInConformances_ComponentsAsDeclared() {
    let components = Dictionary(uniqueKeysWithValues: BuiltInValidation.run().map { ($0.typeName, $0.components) })
    XCTAssertEqual(components["CGFloat"], ["self"])
    XCTAssertEqual(components["Double"], ["self"])
    XCTAssertEqual(components["CGPoint"], ["x", "y"])
    XCTAssertEqual(components["CGSize"], ["width", "height"])
    XCTAssertEqual(components["CGRect"], ["origin.x", "origin.y", "size.width", "size.height"])
    XCTAssertEqual(components["RGBAComponents"], ["r", "g", "b", "a"])
  }

  /// RGBAComponents' scaledIntegral returns the color (as upstream): a note, not a failure; no other
  /// built-in type gets a note.
  func testBuiltInConformances_OnlyTheColorGetsAScaledIntegralNote() {
    for report in BuiltInValidation.run() {
      let expected: [ValidationCheck] = report.typeName == "RGBAComponents" ? [.scaledIntegral] : []
      XCTAssertEqual(report.notes.map(\.check), expected, report.typeName)
    }
  }

  /// Check 1 runs samples³-ish cases: 3 values × 3 targets × 4 velocities (3 samples and zero) per spring and
  /// frame duration.
  ///
  /// The standard grid has 9 springs and 6 distinct durations among the schedules' first three frames (60 Hz and 120 Hz
  /// give one each; the variable-refresh pattern starts 120, 120, 110 Hz, so adds 1/110 s; the jittered schedule adds
  /// three).
  func testCaseCount_ComponentWiseStepCoversTheGrid() {
    let report = SpringValidator.validate(
      CGPoint.self, samples: [CGPoint(x: 1.5, y: -2), CGPoint(x: 30.25, y: 4), .zero])
    XCTAssertEqual(report.caseCounts[.componentWiseStep], 3 * 3 * 4 * 9 * 6)
  }
}
