import XCTest

@testable import WaveBench

/// A check with source a scan did not read: exit 2 over a failing spring's 1, and no path, call or reason, whatever
/// it holds, starts a line or a workflow command in any format.
final class CheckScanRenderingTests: XCTestCase {
  /// A name with a forged compiler line, a forged workflow command, ESC and BEL.
  let hostile = "A\nforged.swift:1:1: error: FORGED\r::error::FORGED\u{1B}[31m\u{07}.swift"

  /// 0.8/0.2 is unstable at 30 Hz (stable from 32.68 Hz): it fails.
  func result(notRead: Bool) throws -> CheckResult {
    var options = try CheckCommand.parse([
      "--spring", "0.8:0.2", "--schedule", "30hz", "--travel", "1000", "--fail-on", "unstable",
    ]).make().options()
    options.unresolved = [
      UnresolvedSpringCall(
        origin: SpringOrigin(file: hostile, line: 3, column: 5, api: "wave", call: "Spring(\n::error::x)"),
        reason: "response is not a literal (`a\n::error::b`)"),
      UnresolvedSpringCall(
        origin: SpringOrigin(file: hostile, line: 0, column: 0, api: "unknown", call: ""),
        reason: "a symbolic link that loops", sourceNotRead: notRead),
    ]
    return try CheckExperiment.run(options, progress: { _ in })
  }

  func testExitStatus_IncompleteScanIs2_OverAFailingSpring() throws {
    XCTAssertEqual(try result(notRead: true).exitStatus, 2)
    XCTAssertEqual(try result(notRead: false).exitStatus, 1)
    XCTAssertTrue(try result(notRead: true).options.scanIncomplete)
  }

  func testEveryFormat_NoUserTextStartsALineOrHoldsAControlCharacter() throws {
    let result = try result(notRead: true)
    for format in [CheckFormat.text, .markdown, .github, .junit] {
      let rendered = format.render(result)
      for line in rendered.split(separator: "\n", omittingEmptySubsequences: false) {
        XCTAssertFalse(
          line.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\t") || (0x7F...0x9F).contains($0.value) },
          "\(format): \(line.debugDescription)")
        XCTAssertFalse(line.hasPrefix("forged") || line.hasPrefix("::error::"), "\(format): \(line)")
        if format == .github, line.hasPrefix("::") {
          let commands = ["::error file=", "::warning file=", "::error title=", "::notice title="]
          XCTAssertTrue(commands.contains { line.hasPrefix($0) }, String(line))
        }
      }
    }
    let github = CheckFormat.github.render(result)
    XCTAssertTrue(github.contains("::error file=A\\n"), github)
    XCTAssertTrue(github.contains("%3A%3Aerror%3A%3AFORGED\\u{1B}[31m\\u{7}.swift,title="), github)
  }
}
