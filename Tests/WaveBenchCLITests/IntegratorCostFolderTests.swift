import Foundation
import XCTest

@testable import WaveBench
@testable import WaveOutput

/// `integrator-cost --output NEW` takes a folder that does not exist yet, as the report commands do, and the file is
/// placed in it, the folder created then.
///
/// The command itself times every integrator for over a minute, so this follows its two steps: the folder accepted
/// before any work (``IntegratorCostJob/acceptFolder(_:)``), then the measured file placed
/// (``ReportWriter/place(_:in:option:readme:)``, what ``IntegratorCostJob/run(output:progress:)`` calls).
final class IntegratorCostFolderTests: XCTestCase {
  func testNewOutputFolder_IsAcceptedAndCreatedWhenTheFileIsPlaced() throws {
    let base = try CommandRunner.temporaryFolder(in: self)
    let folder = base + "/new/deeper"
    XCTAssertNoThrow(try IntegratorCostJob.acceptFolder(folder))
    XCTAssertFalse(FileManager.default.fileExists(atPath: base + "/new"), "accepting writes nothing")
    let contents = "{\"schemaVersion\": 1}\n"
    try ReportWriter.place(
      [ReportFile(IntegratorCost.fileName, contents)], in: folder, readme: ReportsReadme.render)
    XCTAssertEqual(
      try String(contentsOfFile: folder + "/" + IntegratorCost.fileName, encoding: .utf8), contents)
  }

  /// What cannot be a folder is still refused in one line, before any work: a path under a regular file.
  func testOutputUnderAFile_IsRefused() throws {
    let file = try CommandRunner.temporaryFile("keep", in: self)
    let result = CommandRunner.run(["integrator-cost", "--output", file + "/sub"])
    XCTAssertEqual(result.status, 64, result.stderr)
    XCTAssertTrue(result.stderr.hasPrefix("Error: --output: "), result.stderr)
    XCTAssertFalse(result.stderr.contains("[1/"), result.stderr)
  }
}
