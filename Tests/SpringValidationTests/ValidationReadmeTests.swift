import Foundation
import SpringValidation
import XCTest

/// docs/validation.md describes the kit's schedules under the names its reports print.
final class ValidationReadmeTests: XCTestCase {
  /// The jittered schedule's name and amplitude come from the kit (`jitter(60hz,±0.3,seed 7)`, ±30 %); the
  /// page must state both, so that a reader of validation.md finds the schedule it names.
  func testREADME_NamesTheJitteredScheduleAsTheReportsDo() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("docs/validation.md"), encoding: .utf8)
    let jittered = try XCTUnwrap(ValidationOptions.standardSchedules.first { $0.name.hasPrefix("jitter") })
    XCTAssertEqual(jittered.name, "jitter(60hz,±0.3,seed 7)")
    XCTAssertTrue(readme.contains("`\(jittered.name)`"), "docs/validation.md does not name \(jittered.name)")
    XCTAssertTrue(readme.contains("±30 % seeded jitter"), "docs/validation.md does not give the kit's amplitude, 0.3")
  }
}
