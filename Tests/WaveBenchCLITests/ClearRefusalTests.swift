import Foundation
import XCTest

/// Refusals that say what is wrong and where: a springs-file entry over the settling limit names the file and the entry
/// (exit 2, as any refused file content), a spring value that starts with a dash is read as the value it is, and an
/// empty baseline path is called one.
final class ClearRefusalTests: XCTestCase {
  func testSpringsFileEntryOverTheSettlingLimit_NamesTheEntry_Exit2() throws {
    let file = try CommandRunner.temporaryFile(
      #"[{"name": "ok", "dampingRatio": 1, "response": 0.3}, {"name": "slow", "dampingRatio": 0.0001, "response": 0.3}]"#,
      in: self)
    for command in ["check", "accuracy"] {
      let result = try CommandRunner.run([command, "--springs-file", file])
      XCTAssertEqual(result.status, 2, result.stderr)
      XCTAssertTrue(
        result.stderr.hasPrefix("Error: --springs-file: \(file) entry 1 ('slow'): the spring settles in"), result.stderr
      )
      XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
    }
  }

  func testDashLeadingSpring_IsReadAndRefusedForWhatItIs() throws {
    for command in ["check", "stability"] {
      let result = try CommandRunner.run([command, "--spring", "-1:0.3"])
      XCTAssertEqual(result.status, 64, result.stderr)
      XCTAssertTrue(
        result.stderr.hasPrefix("Error: --spring '-1:0.3': the damping ratio must be a finite number > 0 (got '-1')"),
        result.stderr)
    }
  }

  func testEmptyBaseline_IsAnEmptyPath() throws {
    let result = try CommandRunner.run(["gate", "--baseline", ""])
    XCTAssertEqual(result.status, 64, result.stderr)
    XCTAssertTrue(result.stderr.hasPrefix("Error: --baseline: an empty path"), result.stderr)
  }

  /// An output that cannot take a new entry (/proc) is refused before any work: no progress line, no output, exit 64.
  func testUnwritableOutput_IsRefusedBeforeTheWork() throws {
    for arguments in [
      ["--output", "/proc/wave-bench-out"], ["check", "--spring", "0.8:0.3", "--output", "/proc/x.txt"],
    ] {
      let result = try CommandRunner.run(arguments)
      XCTAssertEqual(result.status, 64, result.stderr)
      XCTAssertTrue(result.stderr.hasPrefix("Error: --output: cannot write /proc/"), result.stderr)
      XCTAssertFalse(result.stderr.contains("[1/"), result.stderr)
      XCTAssertFalse(result.stderr.contains("check 1/1"), result.stderr)
      XCTAssertTrue(result.stdout.isEmpty)
    }
  }
}
