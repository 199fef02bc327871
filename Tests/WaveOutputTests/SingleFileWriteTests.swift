import Foundation
import XCTest

@testable import WaveOutput

/// One file written whole: under injected faults the file keeps its old contents and no temporary is left.
final class SingleFileWriteTests: XCTestCase {
  func testFailingTheNthOperation_LeavesTheFileAsItWas() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("single-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/validation.md"
    try "old".write(toFile: path, atomically: false, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
    let counting = FaultyFileSystem()
    try ReportWriter.write("new", toFile: path, option: "--markdown", fs: counting)
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "new")
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    XCTAssertEqual(mode, 0o640, "the replaced file's mode was not kept")
    for n in 1...counting.operations.count {
      try "old".write(toFile: path, atomically: false, encoding: .utf8)
      XCTAssertThrowsError(
        try ReportWriter.write("new", toFile: path, option: "--markdown", fs: FaultyFileSystem(failAt: n))
      ) {
        XCTAssertTrue("\($0)".hasPrefix("--markdown: cannot write"), "\($0)")
      }
      XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "old", "after failing operation \(n)")
      XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["validation.md"])
    }
  }
}
