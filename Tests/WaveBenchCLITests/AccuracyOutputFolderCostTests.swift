import Foundation
import XCTest

/// An accuracy report written to another folder is complete: the committed integrator costs are copied beside
/// it, so that its accuracy-vs-cost table is there.
final class AccuracyOutputFolderCostTests: XCTestCase {
  func testOtherOutputFolder_HasTheCostsFileAndTheCostTable() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("wave-bench-sc-\(UUID().uuidString)")
      .path
    defer { try? FileManager.default.removeItem(atPath: output) }
    let result = CommandRunner.run(["accuracy", "--spring", "0.5:0.3", "--schedule", "60hz", "--output", output])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(FileManager.default.fileExists(atPath: output + "/integrator-cost.json"))
    let markdown = try String(contentsOfFile: output + "/accuracy.md", encoding: .utf8)
    XCTAssertTrue(markdown.contains("| integrator | median max error | worst max error | ns per frame | × euler |"))
    XCTAssertFalse(markdown.contains("No `integrator-cost.json`"), "the table is missing")
  }
}
