import Foundation
import SpringValidation
import WaveCore
import XCTest

/// Every built-in conformance passes the kit.
final class BuiltInConformanceTests: XCTestCase {
  func testBuiltInConformances_AllPass() {
    let reports = BuiltInValidation.run()
    XCTAssertEqual(reports.map(\.typeName), ["CGFloat", "Double", "CGPoint", "CGSize", "CGRect", "RGBAComponents"])
    for report in reports {
      XCTAssertTrue(report.passed, "\(report)")
    }
  }
}
