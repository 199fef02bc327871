import Foundation
import XCTest

/// An unknown command is a usage error (exit 64) with a suggestion: `wave-bench acuracy` says "Did you mean
/// 'accuracy'?", and `help nonexist` names the unknown command instead of printing the main help.
final class UnknownCommandSuggestionTests: XCTestCase {
  func testMisspeltCommand_SuggestsTheNearestAndExits64() throws {
    assertExecute(
      ["acuracy"], status: 64, stdout: "",
      stderr: [
        "Error: unknown command 'acuracy'. Did you mean 'accuracy'?", "See 'wave-bench --help' for the commands.",
      ])
  }

  func testHelpOfAnUnknownCommand_Exits64() throws {
    assertExecute(
      ["help", "nonexist"], status: 64, stdout: "",
      stderr: ["Error: unknown command 'nonexist'", "See 'wave-bench --help' for the commands."])
    XCTAssertEqual(CommandRunner.run(["help", "accuracy"]).status, 0)
  }
}
