import Foundation
import XCTest

/// User text with control characters never forges a line: each refusal's first line holds the escaped text, and no
/// line of standard error starts with what followed a line break in the input.
final class OneLineMessageTests: XCTestCase {
  func testControlCharactersInEveryTextInput_StayOnTheErrorLine() throws {
    let forged = "FAKE: all passed"
    let names = try CommandRunner.temporaryFile(
      #"[{"name": "a\nFAKE: all passed", "dampingRatio": 1, "response": 0.3}]"#, in: self)
    let key = try CommandRunner.temporaryFile(
      #"[{"dampingRatio": 1, "response": 0.3, "x\nFAKE: all passed": 1}]"#, in: self)
    let cases: [[String]] = [
      ["check", "--spring", "0.8:0.3\n" + forged], ["check", "--schedule", "60hz\n" + forged],
      ["check", "--travel", "1\n" + forged], ["check", "--fail-on", "snap>1pt\n" + forged],
      ["check", "--springs-file", "/tmp/none\n" + forged], ["check", "--springs-file", names],
      ["check", "--springs-file", key], ["accuracy\n" + forged], ["stability", "--spring", "1:0.3\u{2028}" + forged],
      ["trajectory", "--damping-ratio", "0.8\r" + forged, "--response", "0.3", "--from", "0", "--to", "1"],
    ]
    for arguments in cases {
      let result = CommandRunner.run(arguments)
      XCTAssertNotEqual(result.status, 0, "\(arguments)")
      let lines = result.stderr.split(omittingEmptySubsequences: false) { $0.isNewline }
      XCTAssertTrue(lines.first?.hasPrefix("Error: ") ?? false, result.stderr)
      XCTAssertFalse(lines.contains { $0.hasPrefix("FAKE") }, "\(arguments): \(result.stderr)")
    }
  }

  /// A path holding a line break never forges a line: every option that takes a path names it escaped
  /// (`UserText.path`) on the refusal's one line, `gate --baseline` among them.
  func testPathsWithALineBreak_StayOnTheErrorLine() throws {
    let missing = "/nonexistent\nFORGED-LINE/x.json"
    let plain = try CommandRunner.temporaryFile("not a folder", in: self)
    let underFile = plain + "/x\nFORGED-LINE/out"
    let cases: [[String]] = [
      ["check", "--springs-file", missing], ["check", "--config", missing], ["check", "--scan", missing],
      ["check", "--spring", "0.8:0.3", "--format", "json", "--output", missing],
      ["animate", "--spring", "0.8:0.3", "--from", "0", "--to", "1", "--dt-file", missing],
      ["accuracy", "--integrator-costs", missing], ["settling", "--output", underFile],
      ["integrator-cost", "--output", underFile], ["gate", "--baseline", missing], ["compare", missing, missing],
    ]
    for arguments in cases {
      let result = CommandRunner.run(arguments)
      XCTAssertNotEqual(result.status, 0, "\(arguments)")
      let lines = result.stderr.split(omittingEmptySubsequences: false) { $0.isNewline }
      XCTAssertTrue(lines.first?.contains(#"\nFORGED-LINE"#) ?? false, "\(arguments): \(result.stderr)")
      XCTAssertFalse(lines.contains { $0.hasPrefix("FORGED") }, "\(arguments): \(result.stderr)")
    }
  }
}
