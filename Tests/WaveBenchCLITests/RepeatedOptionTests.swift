import Foundation
import XCTest

/// An option that takes one value, given twice, is refused (exit 64) before anything else is read.
///
/// The error line names it and both values: argument-parser would keep the last and drop the first without a word
/// (`check --springs-file a.json --springs-file b.json` checked only b). Options that take a list are repeatable.
final class RepeatedOptionTests: XCTestCase {
  /// Every option of every command that `--experimental-dump-help` describes as taking one value (kind `option`, not
  /// repeating), read here from the dump itself, given twice with two values.
  func testEverySingleValueOption_GivenTwice_IsRefused() throws {
    let dump = CommandRunner.run(["--experimental-dump-help"])
    XCTAssertEqual(dump.status, 0, dump.stderr)
    let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
    let tool = try XCTUnwrap(root["command"] as? [String: Any])
    var checked = 0
    for command in tool["subcommands"] as? [[String: Any]] ?? [] {
      let name = try XCTUnwrap(command["commandName"] as? String)
      for argument in command["arguments"] as? [[String: Any]] ?? [] {
        guard argument["kind"] as? String == "option", argument["isRepeating"] as? Bool == false else { continue }
        let long = (argument["names"] as? [[String: Any]] ?? []).first { $0["kind"] as? String == "long" }
        let option = "--" + (try XCTUnwrap(long?["name"] as? String))
        let result = CommandRunner.run([name, option, "first", option + "=second"])
        XCTAssertEqual(result.status, 64, "\(name) \(option): \(result.stderr)")
        XCTAssertEqual(
          result.stderr.split(separator: "\n").first.map(String.init),
          "Error: \(option) is given twice ('first', then 'second'): it takes one value, so one would be dropped; "
            + "give it once", "\(name) \(option)")
        XCTAssertEqual(result.stdout, "", "\(name) \(option)")
        checked += 1
      }
    }
    // check alone takes nine (--springs-file, --travel, --fail-on, --engine, --config, --format, --output, --junit,
    // --json): the loop reached the commands.
    XCTAssertGreaterThan(checked, 9)
  }

  /// The cases the issue names, a short and a long spelling of one option, and the default command (the suite).
  func testRepeats_NamedInTheIssue_AreRefused() throws {
    let a = try CommandRunner.temporaryFile(#"[{"name": "a", "dampingRatio": 0.8, "response": 0.3}]"#, in: self)
    let b = try CommandRunner.temporaryFile(#"[{"name": "b", "dampingRatio": 0.5, "response": 0.3}]"#, in: self)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ro-\(UUID().uuidString)").path
    let cases: [([String], String)] = [
      (["check", "--springs-file", a, "--springs-file", b], "--springs-file"),
      (["check", "--spring", "0.8:0.3", "--format", "json", "--format", "text"], "--format"),
      (["check", "--spring", "0.8:0.3", "-o", folder + "/x.txt", "--output", folder + "/y.txt"], "--output"),
      (["animate", "--spring", "0.8:0.3", "--from", "0", "--to", "1", "--dt-file", a, "--dt-file", b], "--dt-file"),
      (["--output", folder, "--output", folder + "2"], "--output"),
    ]
    for (arguments, option) in cases {
      let result = CommandRunner.run(arguments)
      XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
      XCTAssertTrue(result.stderr.hasPrefix("Error: \(option) is given twice ("), result.stderr)
      XCTAssertTrue(result.stderr.contains("Usage: wave-bench "), result.stderr)
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder))
  }

  /// Options that take a list stay repeatable, values that start with a dash among them.
  func testListOptions_StayRepeatable() throws {
    let result = CommandRunner.run(
      ["check", "--spring", "0.8:0.3", "--spring", "0.5:0.5", "--schedule", "60hz", "--schedule", "120hz"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let velocity = CommandRunner.run(["check", "--spring", "0.8:0.3", "--velocity", "-100", "--velocity", "100"])
    XCTAssertEqual(velocity.status, 0, velocity.stderr)
  }
}
