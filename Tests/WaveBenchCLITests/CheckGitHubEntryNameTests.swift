import Foundation
import XCTest

/// `check --format github` names a springs-file entry in its annotations, so that two entries of the same numbers
/// give two annotations a person tells apart.
final class CheckGitHubEntryNameTests: XCTestCase {
  func testTwoEntriesOfTheSameSpring_AnnotationsNameEach() throws {
    let file = try CommandRunner.temporaryFile(
      #"[{"name": "card", "dampingRatio": 0.8, "response": 0.2}, {"name": "sheet", "dampingRatio": 0.8, "response": 0.2}]"#,
      in: self)
    let result = CommandRunner.run(["check", "--springs-file", file, "--format", "github"])
    XCTAssertEqual(result.status, 1, result.stderr)
    let errors = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }
    XCTAssertEqual(errors.count, 2)
    XCTAssertTrue(errors[0].contains("::card (0.8/0.2) fails: "), String(errors[0]))
    XCTAssertTrue(errors[1].contains("::sheet (0.8/0.2) fails: "), String(errors[1]))
    let notices = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::notice ") }
    XCTAssertEqual(notices.map { $0.contains("fix for card") || $0.contains("fix for sheet") }, [true, true])
  }
}
