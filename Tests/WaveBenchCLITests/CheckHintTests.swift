import Foundation
import XCTest

/// `check` prints a hint for a number most likely mistyped, in every format, and searches no fix for it.
final class CheckHintTests: XCTestCase {
  /// `{"engine": "swiftui", "duration": 400}` (meant as 400 ms) is checked as given, and every format says it.
  func testMillisecondsHint_InEveryFormat() throws {
    let folder = try CommandRunner.temporaryFolder(in: self)
    try #"[{"engine": "swiftui", "duration": 400}]"#.write(
      toFile: folder + "/springs.json", atomically: true, encoding: .utf8)
    let hint = "duration 400 s: did you mean 400 ms?"
    for format in ["text", "markdown", "json", "junit", "github"] {
      let result = CommandRunner.run(["check", "--springs-file", folder + "/springs.json", "--format", format])
      XCTAssertEqual(result.status, 1, result.stderr)
      let lines = result.stdout.split(separator: "\n").filter { $0.contains(hint) }
      XCTAssertEqual(lines.count, 1, "\(format): \(result.stdout)")
      XCTAssertTrue(result.stdout.contains("no fix searched: its numbers look mistyped"), format)
    }
  }
}
