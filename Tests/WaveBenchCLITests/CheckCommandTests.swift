import Foundation
import WaveCore
import XCTest

/// `wave-bench check` end to end: the exit statuses its help documents, every format, and recommendations
/// that pass when checked again by the command itself.
final class CheckCommandTests: XCTestCase {
  /// The committed presets file (13 named springs, some failing).
  var presets: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/presets.json").path
  }

  func json(_ text: String) throws -> [String: Any] {
    try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  func testPresets_Fail_AndEveryRecommendationPassesWhenCheckedAgain() throws {
    let result = CommandRunner.run(["check", "--springs-file", presets, "--format", "json"])
    XCTAssertEqual(result.status, 1, result.stderr)
    let report = try json(result.stdout)
    let springs = try XCTUnwrap(report["springs"] as? [[String: Any]])
    XCTAssertGreaterThanOrEqual(springs.count, 10)
    XCTAssertTrue(springs.allSatisfy { $0["name"] is String })
    let failing = springs.filter { ($0["passed"] as? Bool) == false }
    XCTAssertFalse(failing.isEmpty)
    XCTAssertEqual((report["summary"] as? [String: Any])?["failing"] as? Int, failing.count)
    for spring in failing {
      let recommendation = try XCTUnwrap(spring["recommendation"] as? [String: Any], "\(spring["name"] ?? "")")
      let value = try XCTUnwrap(recommendation["spring"] as? String)
      let again = CommandRunner.run(["check", "--spring", value])
      XCTAssertEqual(again.status, 0, "\(value): \(again.stdout)")
      XCTAssertTrue(again.stdout.contains("PASS"), again.stdout)
    }
  }

  func testExitStatuses_AreTheDocumentedOnes() throws {
    // 0: every spring passes; --fail-on none never fails.
    XCTAssertEqual(CommandRunner.run(["check", "--spring", "0.8:0.3"]).status, 0)
    XCTAssertEqual(CommandRunner.run(["check", "--spring", "0.8:0.2", "--fail-on", "none"]).status, 0)
    // 1: a spring breaks a rule (0.8/0.2 is unstable at 30 Hz).
    XCTAssertEqual(CommandRunner.run(["check", "--spring", "0.8:0.2", "--fail-on", "unstable"]).status, 1)
    // 2: the springs file cannot be read, is not JSON, or holds a refused spring.
    let malformed = try CommandRunner.temporaryFile("[{\"dampingRatio\": 0.8,", in: self)
    let refused = try CommandRunner.temporaryFile(#"[{"name": "x", "dampingRatio": -1, "response": 0.3}]"#, in: self)
    let unknownKey = try CommandRunner.temporaryFile(
      #"[{"name": "x", "dampingRatio": 1, "response": 0.3, "mas": 2}]"#, in: self)
    for file in ["/nonexistent/presets.json", malformed, refused, unknownKey] {
      for command in ["check", "stability"] {
        let result = CommandRunner.run([command, "--springs-file", file])
        XCTAssertEqual(result.status, 2, "\(command) \(file): \(result.stderr)")
        XCTAssertTrue(result.stderr.hasPrefix("Error: --springs-file"), result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stdout.isEmpty)
      }
    }
    assertRefusal(
      ["check", "--springs-file", unknownKey], status: 2,
      "--springs-file: \(unknownKey) entry 0 ('x'): unknown key 'mas'; did you mean 'mass'? (the keys: name, "
        + "dampingRatio, response, stiffness, mass, travel, velocity; or \"engine\" and that engine's own parameters)")
    // 64: a bad option value, with a usage line. The unusable output path lies under a regular file, so that
    // no other process (tests run as root here) can make it usable by creating a folder.
    let notAFolder = try CommandRunner.temporaryFile("", in: self)
    for arguments in [
      ["--travel", "nan"], ["--travel", "0"], ["--travel", "-inf"], ["--fail-on", "snap>1"], ["--fail-on", "bogus"],
      ["--spring", "0.8"], ["--schedule", "0hz"], ["--schedule", "warp"], ["--format", "xml"],
      ["--output", notAFolder + "/dir/check.xml"],
    ] {
      let result = CommandRunner.run(["check", "--spring", "0.8:0.3"] + arguments)
      XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
      XCTAssertTrue(result.stderr.contains("Usage:") || result.stderr.contains("Help:"), result.stderr)
      XCTAssertTrue(result.stdout.isEmpty)
    }
  }

  /// The summary is printed once (standard output's text ends with it; standard error has no copy, and, not being a
  /// terminal here, no progress), worded for the number of springs; JSON's summary goes to standard error.
  func testSummary_PrintedOnce_WithItsPlural() throws {
    let one = CommandRunner.run(["check", "--spring", "0.8:0.3"])
    XCTAssertTrue(one.stdout.hasSuffix("the spring passes: exit 0.\n"), one.stdout)
    XCTAssertEqual(one.stderr, "")
    let two = CommandRunner.run(["check", "--spring", "0.8:0.3", "--spring", "0.8:0.2"])
    XCTAssertTrue(
      two.stdout.hasSuffix("1 of 2 springs fails (1 with a verified recommendation): exit 1.\n"), two.stdout)
    XCTAssertEqual(two.stderr, "")
    let json = CommandRunner.run(["check", "--spring", "0.8:0.3", "--format", "json"])
    XCTAssertEqual(json.stderr, "the spring passes: exit 0.\n")
  }

  /// Wave's instant spring passes and says why; a travel in the file is the spring's (0.9/0.5 snaps 0.43 pt at 30 Hz
  /// over 1000 pt, 0.86 pt over 2000 pt: the run is linear).
  func testInstantSpringAndTravel_FromASpringsFile() throws {
    let file = try CommandRunner.temporaryFile(
      #"[{"name": "instant", "dampingRatio": 1, "response": 0}, {"name": "modal", "dampingRatio": 0.9, "response": 0.5}]"#,
      in: self)
    let passes = CommandRunner.run(["check", "--springs-file", file, "--schedule", "30hz"])
    XCTAssertEqual(passes.status, 0, passes.stdout + passes.stderr)
    XCTAssertTrue(passes.stdout.contains("PASS instant (1/0): Wave's instant spring"), passes.stdout)
    let far = try CommandRunner.temporaryFile(
      #"[{"name": "modal", "dampingRatio": 0.9, "response": 0.5, "travel": 2000}]"#, in: self)
    let fails = CommandRunner.run(["check", "--springs-file", far, "--schedule", "30hz"])
    XCTAssertEqual(fails.status, 1, fails.stdout + fails.stderr)
    XCTAssertTrue(fails.stdout.contains("FAIL modal (0.9/0.5): stable from 14.11 Hz; travel 2000 pt"), fails.stdout)
  }

  func testEveryOption_ChangesTheOutput() throws {
    // 0.8/0.21: a spring judged from rest (0.8/0.2, Wave's defaultInteractive, is judged over flings).
    let base = ["check", "--spring", "0.8:0.21", "--format", "json"]
    let plain = CommandRunner.run(base).stdout
    for extra in [
      ["--travel", "250"], ["--schedule", "60hz"], ["--fail-on", "unstable"], ["--spring", "1:0.3"],
      ["--format", "markdown"],
    ] {
      // `--format` given twice: the last wins.
      let changed = CommandRunner.run(base + extra)
      XCTAssertNotEqual(changed.stdout, plain, "\(extra)")
    }
    // --travel scales every point number: 250 pt is a quarter of 1000 pt (the runs are linear from rest).
    let quarter = try json(CommandRunner.run(base + ["--travel", "250", "--fail-on", "none"]).stdout)
    let full = try json(CommandRunner.run(base + ["--fail-on", "none"]).stdout)
    func errors(_ report: [String: Any]) -> [Double] {
      ((report["springs"] as? [[String: Any]])?.first?["runs"] as? [[String: Any]] ?? []).compactMap {
        $0["maxError"] as? Double
      }
    }
    XCTAssertFalse(errors(full).isEmpty)
    // 250 pt is 1000 pt ÷ 4, exact in binary, so the runs scale by 4 bit for bit wherever the computation is linear in
    // the travel; Tolerance.roundingRelative of the error allows for a reference's own rounding.
    for (q, f) in zip(errors(quarter), errors(full)) {
      XCTAssertEqual(q, f / 4, accuracy: Tolerance.roundingRelative * f)
    }
  }

  /// `--output` holds the bytes standard output would: JUnit of a failing spring (0.8/0.2 snaps at 30 Hz) and a
  /// passing one.
  func testOutputFile_HoldsWhatStdoutWouldHold() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("check.xml").path
    let arguments = ["check", "--spring", "0.8:0.2", "--spring", "0.8:0.3", "--format", "junit"]
    let written = CommandRunner.run(arguments + ["--output", path])
    XCTAssertEqual(written.status, 1)
    XCTAssertTrue(written.stdout.isEmpty)
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), CommandRunner.run(arguments).stdout)
  }
}
