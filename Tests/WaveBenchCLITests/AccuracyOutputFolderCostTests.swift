import Foundation
import XCTest

/// The accuracy report's accuracy-vs-cost table reads the integrator costs given (`--integrator-costs`), which are
/// copied into the output folder, or else the output folder's own `integrator-cost.json`, refused when it is not
/// costs; never a file of the folder the command runs in.
final class AccuracyOutputFolderCostTests: XCTestCase {
  let header = "| integrator | median max error | worst max error | ns per frame | × euler |"
  let arguments = ["accuracy", "--spring", "0.5:0.3", "--schedule", "60hz"]

  /// The committed costs: `reports/integrator-cost.json` of this package.
  static let committedCosts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("reports/integrator-cost.json").path

  /// A scratch folder holding `reports/integrator-cost.json` (the committed costs), made the current folder for the
  /// test; the old current folder is restored afterwards.
  func folderWithReportsCosts() throws -> String {
    let folder = try CommandRunner.temporaryFolder(in: self)
    try FileManager.default.createDirectory(atPath: folder + "/reports", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: Self.committedCosts, toPath: folder + "/reports/integrator-cost.json")
    let previous = FileManager.default.currentDirectoryPath
    XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder))
    addTeardownBlock { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    return folder
  }

  func testGivenCosts_MakeTheTableAndAreCopiedIntoTheFolder() throws {
    let output = try CommandRunner.temporaryFolder(in: self) + "/other"
    let result = CommandRunner.run(arguments + ["--output", output, "--integrator-costs", Self.committedCosts])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      FileManager.default.contents(atPath: output + "/integrator-cost.json"),
      FileManager.default.contents(atPath: Self.committedCosts), "the costs given, copied as they are")
    let markdown = try String(contentsOfFile: output + "/accuracy.md", encoding: .utf8)
    XCTAssertTrue(markdown.contains(header), "the table is missing")
    // accuracy.md, accuracy.json, 5 plots (trajectories, error vs time, convergence, error vs cost, drift), the costs.
    XCTAssertTrue(result.stdout.contains("Wrote 8 files"), "the copied costs are counted: \(result.stdout)")
    // The folder reproduces itself: run again on it without the option, the same report.
    let again = CommandRunner.run(arguments + ["--output", output])
    XCTAssertEqual(again.status, 0, again.stderr)
    XCTAssertEqual(try String(contentsOfFile: output + "/accuracy.md", encoding: .utf8), markdown)
  }

  func testWithoutCosts_AnotherFolderHasNoTable_EvenWhenTheCurrentFoldersReportsHasThem() throws {
    let folder = try folderWithReportsCosts()
    let result = CommandRunner.run(arguments + ["--output", folder + "/other"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/other/integrator-cost.json"))
    let markdown = try String(contentsOfFile: folder + "/other/accuracy.md", encoding: .utf8)
    XCTAssertFalse(markdown.contains(header), "a table from ./reports")
    XCTAssertTrue(markdown.contains("No `integrator-cost.json`"), "the report says how to give the costs")
  }

  func testWithoutCosts_TheDefaultFolderUsesItsOwnFile() throws {
    let folder = try folderWithReportsCosts()
    let result = CommandRunner.run(arguments)
    XCTAssertEqual(result.status, 0, result.stderr)
    let markdown = try String(contentsOfFile: folder + "/reports/accuracy.md", encoding: .utf8)
    XCTAssertTrue(markdown.contains(header), "the table is missing")
    XCTAssertEqual(
      FileManager.default.contents(atPath: folder + "/reports/integrator-cost.json"),
      FileManager.default.contents(atPath: Self.committedCosts), "the folder's own costs, kept")
  }

  /// An output folder whose own `integrator-cost.json` is not integrator costs: refused with one line naming the file
  /// (exit 2, a file's content), before any work; the folder is left as it was.
  func testFoldersOwnCosts_Refused_WhenTheyAreNotCosts() throws {
    let output = try CommandRunner.temporaryFolder(in: self)
    let file = output + "/integrator-cost.json"
    for contents in ["{", #"{"integrators": [{"name": "eulr", "nanosecondsPerFrame": 8.6}]}"#] {
      try contents.write(toFile: file, atomically: true, encoding: .utf8)
      let result = CommandRunner.run(arguments + ["--output", output])
      XCTAssertEqual(result.status, 2, result.stderr)
      let lines = CommandRunner.errorLines(result.stderr)
      XCTAssertEqual(lines.count, 1, result.stderr)
      XCTAssertTrue(lines.first?.contains(file) == true, result.stderr)
      XCTAssertTrue(lines.first?.contains("--integrator-costs") == true, "says how to go on: \(result.stderr)")
      XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: output), ["integrator-cost.json"])
      XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), contents)
    }
  }
}
