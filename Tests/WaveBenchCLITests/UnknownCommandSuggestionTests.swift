import Foundation
import XCTest

/// An unknown command is a usage error (exit 64) with a suggestion: `wave-bench acuracy` says "Did you mean
/// 'accuracy'?", and `help nonexist` names the unknown command instead of printing the main help.
final class UnknownCommandSuggestionTests: XCTestCase {
  func testMisspeltCommand_SuggestsTheNearestAndExits64() throws {
    let result = CommandRunner.run(["acuracy"])
    XCTAssertEqual(result.status, 64, result.stderr)
    XCTAssertTrue(result.stderr.contains("Did you mean 'accuracy'?"), result.stderr)
    XCTAssertEqual(result.stdout, "")
  }

  func testHelpOfAnUnknownCommand_Exits64() throws {
    let result = CommandRunner.run(["help", "nonexist"])
    XCTAssertEqual(result.status, 64, result.stderr)
    XCTAssertTrue(result.stderr.contains("unknown command 'nonexist'"), result.stderr)
    XCTAssertEqual(CommandRunner.run(["help", "accuracy"]).status, 0)
  }
}
