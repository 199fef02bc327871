import Foundation
import XCTest

/// An output path is resolved as the system resolves it: `a/b/../c`, with `b` a symbolic link, lands beside the link's
/// target, where `ls a/b/../c` looks, not in `a/c`.
final class OutputPathResolutionTests: XCTestCase {
  func testDotDotAfterASymlink_FollowsTheLink() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("dotdot-\(UUID().uuidString)").path
    addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/real/inner", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: root + "/a", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: root + "/a/b", withDestinationPath: root + "/real/inner")
    let folder = CommandRunner.run(["formulas", "--output", root + "/a/b/../c"])
    XCTAssertEqual(folder.status, 0, folder.stderr)
    XCTAssertTrue(FileManager.default.fileExists(atPath: root + "/real/c/formulas.md"))
    XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/a/c"))
    let file = CommandRunner.run(["check", "--spring", "0.8:0.3", "--output", root + "/a/b/../check.txt"])
    XCTAssertEqual(file.status, 0, file.stderr)
    XCTAssertTrue(FileManager.default.fileExists(atPath: root + "/real/check.txt"))
  }
}
