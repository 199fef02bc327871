import XCTest

@testable import WaveBench

/// settling.md states every settle-time ratio in one direction, the tables' measured / formula, in the
/// findings as in the tables.
final class SettlingWordingTests: XCTestCase {
  func testFindingsAndTables_UseMeasuredOverFormulaOnly() throws {
    let bundle = try RenderedReports.settling(schedules: [.fps(60)])
    let markdown = try XCTUnwrap(bundle.files.first { $0.name == "settling.md" }).contents
    XCTAssertFalse(markdown.contains("formula / measured"), "the inverse ratio appears")
    XCTAssertFalse(markdown.contains("formula/measured"), "the inverse ratio appears")
    let findings = markdown.components(separatedBy: "## Key findings")[1].components(separatedBy: "\n## ")[0]
    XCTAssertTrue(findings.contains("measured / formula"), findings)
  }
}
