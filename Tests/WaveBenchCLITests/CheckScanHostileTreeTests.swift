import Foundation
import XCTest

/// `check --scan` of a hostile tree through the built binary: every file it cannot or will not read is listed as not
/// checked with its reason, the scan goes on and ends with exit 2 (incomplete), and no file name forges a line in
/// the text output, GitHub's workflow commands, or standard error.
final class CheckScanHostileTreeTests: XCTestCase {
  private var root = ""
  /// Forged lines, a compiler diagnostic's and workflow commands', with a CR, ESC, BEL and DEL.
  private let forgedName = "a\nforged.swift:1:1: error: FORGED LINE\r\u{1B}[31m\u{07}\u{7F}\n::error::FORGED\nb.swift"

  override func setUpWithError() throws {
    let files = FileManager.default
    root = files.temporaryDirectory.appendingPathComponent("scan-hostile-\(UUID().uuidString)").path
    try files.createDirectory(atPath: root, withIntermediateDirectories: true)
    let spring = "import SwiftUI\nlet s = Spring(duration: 0.5, bounce: 0.2)\n"
    try spring.write(toFile: root + "/App.swift", atomically: false, encoding: .utf8)
    try spring.replacingOccurrences(of: "0.2", with: "0.3").write(
      toFile: root + "/" + forgedName, atomically: false, encoding: .utf8)
    // Over InputLimits.maximumScanFileSize without taking the disk: a sparse file, refused by its size unread.
    XCTAssertTrue(files.createFile(atPath: root + "/Huge.swift", contents: nil))
    XCTAssertEqual(truncate(root + "/Huge.swift", 64 << 20), 0)
    let deep =
      String(repeating: "(", count: 300) + "Spring(duration: 0.5, bounce: 0.2)" + String(repeating: ")", count: 300)
    try ("let d = " + deep + "\n").write(toFile: root + "/Deep.swift", atomically: false, encoding: .utf8)
    try files.createSymbolicLink(atPath: root + "/Gone.swift", withDestinationPath: "Nowhere.swift")
    try files.createSymbolicLink(atPath: root + "/Loop.swift", withDestinationPath: "Loop.swift")
    XCTAssertEqual(mkfifo(root + "/\n::error file=App.swift,line=1::FIFO.swift", 0o600), 0)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(atPath: root)
  }

  /// No line starts with a forged prefix, and no output holds a raw control character (tab aside).
  private func assertNoForgedLine(_ output: String, github: Bool, file: StaticString = #filePath, line: UInt = #line) {
    for text in output.split(separator: "\n", omittingEmptySubsequences: false) {
      XCTAssertFalse(
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\t") || (0x7F...0x9F).contains($0.value) },
        "raw control character in: \(text.debugDescription)", file: file, line: line)
      XCTAssertFalse(
        text.hasPrefix("forged") || text.hasPrefix("::error::") || text.hasPrefix("b.swift"), String(text), file: file,
        line: line)
      if github, text.hasPrefix("::") {
        let commands = ["::error file=", "::warning file=", "::notice file=", "::error title=", "::notice title="]
        XCTAssertTrue(commands.contains { text.hasPrefix($0) }, String(text), file: file, line: line)
      }
    }
  }

  func testText_ListsEveryFileNotReadWithItsReason_Exit2() throws {
    let result = CommandRunner.run(["check", "--scan", root, "--schedule", "60hz"])
    XCTAssertEqual(result.status, 2, result.stderr + result.stdout)
    let out = result.stdout
    XCTAssertTrue(out.contains("/Huge.swift: error: source not read: 67108864 bytes, over the scan's limit"), out)
    XCTAssertTrue(out.contains("/Deep.swift:1:"), out)
    XCTAssertTrue(out.contains("nested deeper than the scan's limit"), out)
    XCTAssertTrue(out.contains("/Gone.swift: error: source not read: a symbolic link to nothing (dangling)"), out)
    XCTAssertTrue(out.contains("/Loop.swift: error: source not read: a symbolic link that loops"), out)
    XCTAssertTrue(out.contains("FIFO.swift: error: source not read: not a regular file"), out)
    let forged = "/a\\nforged.swift:1:1: error: FORGED LINE\\r\\u{1B}[31m\\u{7}\\u{7F}\\n::error::FORGED\\nb.swift:2 ("
    XCTAssertTrue(out.contains(forged), out)
    XCTAssertTrue(out.contains("the scan is incomplete: 5 files or parts of files not read: exit 2."), out)
    assertNoForgedLine(out, github: false)
    assertNoForgedLine(result.stderr, github: false)
  }

  func testGitHub_NoFileNameForgesACommand_Exit2() throws {
    let result = CommandRunner.run(["check", "--scan", root, "--schedule", "60hz", "--format", "github"])
    XCTAssertEqual(result.status, 2, result.stderr + result.stdout)
    XCTAssertTrue(result.stdout.contains("::error file=\(root)/Loop.swift,title="), result.stdout)
    assertNoForgedLine(result.stdout, github: true)
    assertNoForgedLine(result.stderr, github: true)
  }

  /// A path as given that is not there: its one line on standard error is escaped.
  func testMissingPathWithCommand_IsOneEscapedLine() throws {
    let result = CommandRunner.run(["check", "--scan", "x\n::error::FORGED"])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.stderr.contains("x\\n::error::FORGED"), result.stderr)
    assertNoForgedLine(result.stderr, github: true)
  }

  /// JUnit: the files not read are errors of the "not checked" suite, their names escaped.
  func testJUnit_FilesNotReadAreErrors() throws {
    let result = CommandRunner.run(["check", "--scan", root, "--schedule", "60hz", "--format", "junit"])
    XCTAssertEqual(result.status, 2, result.stderr)
    XCTAssertTrue(result.stdout.contains("errors=\"5\" skipped=\"0\""), result.stdout)
    assertNoForgedLine(result.stdout, github: false)
  }
}
