import Foundation
import XCTest

/// Every option a topic accepts changes its output, or the topic refuses it with a usage error (issue 12:
/// `settling --spring`, `stability --schedule`/`--dt-file` and `formulas --schedule` were accepted and ignored;
/// `accuracy --schedule 60hz --schedule vrr` kept only vrr). Each case passed with exit 0 on the old code.
final class TopicOptionsTests: XCTestCase {
  func temporaryDirectory() -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("wave-bench-topic-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url.path
  }

  func testIgnoredInputs_AreUsageErrors() throws {
    let dtFile = temporaryDirectory() + ".txt"
    try "0.016\n0.017\n".write(toFile: dtFile, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: dtFile) }
    let cases: [([String], String)] = [
      (["settling", "--spring", "0.65:0.45"], "--spring"),
      (["stability", "--schedule", "45hz"], "--schedule"),
      (["stability", "--dt-file", dtFile], "--dt-file"),
      (["formulas", "--schedule", "30hz"], "--schedule"),
    ]
    for (arguments, option) in cases {
      let output = temporaryDirectory()
      let result = try CommandRunner.run(arguments + ["--output", output])
      XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
      XCTAssertTrue(result.stderr.contains(option), "\(arguments): \(result.stderr)")
      XCTAssertFalse(FileManager.default.fileExists(atPath: output), "\(arguments) wrote \(output)")
      // Not offered at all: the topic's help does not list it.
      let help = try CommandRunner.run([arguments[0], "--help"])
      XCTAssertFalse(help.stdout.contains(option + " "), "\(arguments[0]) --help offers \(option)")
    }
  }

  func testRepeatedSchedule_Adds() throws {
    let output = temporaryDirectory()
    let result = try CommandRunner.run(
      ["accuracy", "--spring", "0.8:0.3", "--schedule", "60hz", "--schedule", "vrr", "--output", output])
    XCTAssertEqual(result.status, 0, result.stderr)
    let data = try Data(contentsOf: URL(fileURLWithPath: output + "/accuracy.json"))
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    let settings = try XCTUnwrap(json["settings"] as? [String: Any])
    XCTAssertEqual(settings["schedules"] as? [String], ["60hz", "vrr"])
  }
}

/// An unknown command is a usage error with a suggestion (issue 12: `wave-bench acuracy` got no "did you mean",
/// and `help nonexist` printed the main help and exited 0).
final class UnknownCommandTests: XCTestCase {
  func testMisspeltCommand_SuggestsTheNearestAndExits64() throws {
    let result = try CommandRunner.run(["acuracy"])
    XCTAssertEqual(result.status, 64, result.stderr)
    XCTAssertTrue(result.stderr.contains("Did you mean 'accuracy'?"), result.stderr)
    XCTAssertEqual(result.stdout, "")
  }

  func testHelpOfAnUnknownCommand_Exits64() throws {
    let result = try CommandRunner.run(["help", "nonexist"])
    XCTAssertEqual(result.status, 64, result.stderr)
    XCTAssertTrue(result.stderr.contains("unknown command 'nonexist'"), result.stderr)
    XCTAssertEqual(try CommandRunner.run(["help", "accuracy"]).status, 0)
  }
}

/// A diverging trajectory says so on standard error (issue 12: `trajectory` on an unstable spring printed values
/// of −10,263 with no warning). 0.8/0.05 at 30 Hz: ω0·h = (2π/0.05)/30 = 4.19, far above the bound
/// 2(√(ζ² + 1) − ζ) < 2; 0.8/0.3 at 60 Hz: ω0·h = 0.35, stable.
final class TrajectoryWarningTests: XCTestCase {
  func testDivergingRun_WarnsOnStandardError() throws {
    let base = ["trajectory", "--damping-ratio", "0.8", "--from", "0", "--to", "100", "--frames", "20"]
    let unstable = try CommandRunner.run(base + ["--response", "0.05", "--fps", "30"])
    XCTAssertEqual(unstable.status, 0, unstable.stderr)
    XCTAssertTrue(unstable.stderr.contains("warning: this run diverges"), unstable.stderr)
    XCTAssertTrue(unstable.stdout.hasPrefix("t,value,velocity\n"))
    let stable = try CommandRunner.run(base + ["--response", "0.3", "--fps", "60"])
    XCTAssertEqual(stable.status, 0, stable.stderr)
    XCTAssertFalse(stable.stderr.contains("warning"), stable.stderr)
  }
}

/// A report written elsewhere is complete: the committed integrator costs travel with it (issue 12: with
/// `--output DIR` the accuracy-vs-cost table and its finding vanished).
final class SelfContainedOutputTests: XCTestCase {
  func testOtherOutputFolder_HasTheCostsAndTheTable() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("wave-bench-sc-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: output) }
    let result = try CommandRunner.run(["accuracy", "--spring", "0.5:0.3", "--schedule", "60hz", "--output", output])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(FileManager.default.fileExists(atPath: output + "/integrator-cost.json"))
    let markdown = try String(contentsOfFile: output + "/accuracy.md", encoding: .utf8)
    XCTAssertTrue(markdown.contains("| integrator | median max error | worst max error | ns per frame | × euler |"))
    XCTAssertFalse(markdown.contains("No `integrator-cost.json`"), "the table is missing")
  }
}

/// The help's examples can be copied as they are (issue 12: help is rewrapped at 80 columns, which broke every
/// example over two lines): each example line is a command or a continuation after a backslash.
final class HelpExampleTests: XCTestCase {
  func testExamples_AreWholeCommandsOrBackslashContinuations() throws {
    for command in ["trajectory", "animate", "perf", "spring", "check"] {
      let help = try CommandRunner.run([command, "--help"]).stdout
      let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      guard let start = lines.firstIndex(where: { $0.hasPrefix("Example") }) else { continue }
      var previous = lines[start]
      for line in lines[(start + 1)...] {
        if line.isEmpty || line.hasPrefix("USAGE") { break }
        let continuation = previous.hasSuffix("\\")
        XCTAssertTrue(
          line.hasPrefix("  wave-bench ") || (continuation && line.hasPrefix("    --")),
          "\(command): a broken example line: '\(line)'")
        previous = line
      }
    }
  }
}

/// `--dt-file` means one thing everywhere: the file played once, as `trajectory` plays it; a report whose runs
/// are longer than the file refuses it unless `--repeat-dt-file` asks for a loop (issue 12: `accuracy` looped a
/// 4-line file into 23 frames without saying so, and read the last frame as the animator's end).
final class DtFileOnceTests: XCTestCase {
  func testShortFile_IsRefusedUnlessRepeated() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("wave-bench-dt-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: base) }
    try "0.016\n0.017\n0.016\n0.050\n".write(toFile: base + "/four.txt", atomically: true, encoding: .utf8)
    let arguments = ["accuracy", "--spring", "0.8:0.3", "--dt-file", base + "/four.txt"]
    let once = try CommandRunner.run(arguments + ["--output", base + "/once"])
    XCTAssertEqual(once.status, 64, "a usage error")
    XCTAssertTrue(once.stderr.contains("lasts 0.099 s") && once.stderr.contains("--repeat-dt-file"), once.stderr)
    XCTAssertTrue(once.stderr.contains("Usage: wave-bench"), "the usage line, as for a bad --spring: \(once.stderr)")
    XCTAssertFalse(FileManager.default.fileExists(atPath: base + "/once"))
    let looped = try CommandRunner.run(arguments + ["--repeat-dt-file", "--output", base + "/loop"])
    XCTAssertEqual(looped.status, 0, looped.stderr)
    let markdown = try String(contentsOfFile: base + "/loop/accuracy.md", encoding: .utf8)
    XCTAssertTrue(markdown.contains("--dt-file four.txt --repeat-dt-file"), "the Regenerate line")
  }
}

/// A bad `--spring` or `--schedule` value is a usage error: exit 64 with the usage line, like every other
/// usage error (issue 12: they exited 1 with no usage line), and `--schedule 0hz` is named as a rate.
final class SpringScheduleUsageTests: XCTestCase {
  func testBadSpringOrSchedule_Exit64WithTheUsageLine() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("wave-bench-usage-\(UUID())").path
    for (arguments, mention) in [
      (["accuracy", "--spring", "0.7:abc"], "--spring"), (["accuracy", "--schedule", "60hz,75fps"], "--schedule"),
      (["stability", "--spring=-1:0.4"], "--spring"), (["accuracy", "--schedule", "0hz"], "0hz"),
    ] {
      let result = try CommandRunner.run(arguments + ["--output", output])
      XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
      XCTAssertTrue(result.stderr.contains(mention), "\(arguments): \(result.stderr)")
      XCTAssertTrue(result.stderr.contains("Usage: wave-bench"), "\(arguments): \(result.stderr)")
      if mention == "0hz" { XCTAssertTrue(result.stderr.contains("the rate must be"), result.stderr) }
      XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }
  }
}
