import Foundation
import XCTest

/// Numbers at a Double's edges never trap; each ends in one line on stderr and exit 64 (2 for a file's content).
///
/// A damping ratio of 1e17 or 1e308 (given, or derived from another engine's numbers), an equation whose Wave step
/// overflows, and `perf` work and file names out of bounds are refused before any work. The process is the subject
/// (a trap is a signal), so each case runs the binary.
final class ExtremeNumberRefusalTests: XCTestCase {
  /// A refusal: `status`, one line on stderr (besides argument-parser's usage lines) that starts with `prefix` and
  /// holds `words`.
  private func assertRefused(
    _ arguments: [String], status: Int32 = 64, prefix: String, _ words: String, line: UInt = #line
  ) throws {
    let result = CommandRunner.run(arguments)
    XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)", line: line)
    // argument-parser follows a usage error with its usage lines; the refusal itself is one line.
    let lines = result.stderr.split(separator: "\n").filter { !$0.hasPrefix("Usage: ") && !$0.hasPrefix("  See '") }
    XCTAssertEqual(lines.count, 1, "\(arguments): \(result.stderr)", line: line)
    XCTAssertTrue(result.stderr.hasPrefix("Error: " + prefix), "\(arguments): \(result.stderr)", line: line)
    XCTAssertTrue(result.stderr.contains(words), "\(arguments): \(result.stderr)", line: line)
  }

  /// The fix search's grid had one row per 0.01 of ζ: 1e17 trapped converting its bound to `Int`, 1e9 took 2.7 GB.
  func testHugeDampingRatio_IsRefusedByEveryCommandThatTakesSprings() throws {
    for command in ["check", "stability", "accuracy"] {
      try assertRefused(
        [command, "--spring", "1e17:0.3"], prefix: "--spring '1e17:0.3': the damping ratio is 1e+17", "≤ 100")
    }
    try assertRefused(["check", "--spring", "1e9:1"], prefix: "--spring '1e9:1': the damping ratio is 1e+09", "≤ 100")
    for value in ["framer:stiffness=100,damping=1e300", "react-spring:tension=1,mass=1e-150"] {
      try assertRefused(["check", "--spring", value], prefix: "--spring '\(value)': the damping ratio is", "≤ 100")
    }
    let file = try CommandRunner.temporaryFile(
      #"[{"name": "stiff", "dampingRatio": 1e308, "response": 0.3}]"#, in: self)
    try assertRefused(
      ["check", "--springs-file", file], status: 2, prefix: "--springs-file: \(file) entry 0 ('stiff'): the damping",
      "≤ 100")
  }

  /// ζ = c/(2·m·√(k·m)) of Wave's step underflows to 0 (`ca:mass=1e300`, `framer:damping=5e-324`) or overflows
  /// (`react-spring:tension=1e-300,friction=1e300`, whose frame count trapped): `convert` refuses the spring.
  func testConvert_RefusesAnEquationItsWaveStepCannotHold() throws {
    for value in [
      "ca:mass=1e300,stiffness=100", "framer:stiffness=100,damping=5e-324",
      "flutter:mass=1e300,stiffness=100,damping=10", "react-spring:tension=1e-300,friction=1e300",
    ] {
      try assertRefused(["convert", value], prefix: "'\(value)': its equation", "leaves the range of a Double")
    }
    try assertRefused(["convert", "flutter:mass=1e300"], prefix: "flutter: missing 'stiffness'", "(mass, stiffness")
  }

  /// Durations whose milliseconds pass `Int`'s range are converted (1e17 s) or refused (1e300 s: no stiffness left).
  func testConvert_HugeFlutterDuration_DoesNotTrap() throws {
    XCTAssertEqual(CommandRunner.run(["convert", "flutter:duration=1e17,bounce=0.3"]).status, 0)
    try assertRefused(
      ["convert", "flutter:duration=1e300,bounce=0.3"], prefix: "flutter: these parameters give no spring",
      "stiffness 0.0")
  }

  func testPerf_RefusesWorkAndBasenamesOutOfBounds() throws {
    try assertRefused(
      ["perf", "--animators", "10000000", "--frames", "100000"], prefix: "--animators 10000000 × --frames 100000",
      "100000000")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wave-perf-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    for basename in ["x\nFORGED", "a b", "../x", ".hidden", String(repeating: "a", count: 101)] {
      try assertRefused(
        ["perf", "--animators", "1", "--output", folder.path, "--basename", basename], prefix: "--basename must be",
        "plain file name")
    }
    try assertRefused(
      ["perf", "--animators", "1", "--output", folder.path, "--basename", "README"], prefix: "--basename README",
      "README.md")
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path), "refused before any file is written")
  }

  /// `help -` names no command: a usage error, as `help nonexist` is.
  func testHelpFollowedByAnOption_IsAnUnknownCommand() throws {
    let result = CommandRunner.run(["help", "-"])
    XCTAssertEqual(result.status, 64, result.stderr)
    XCTAssertTrue(result.stderr.hasPrefix("Error: unknown command '-'"), result.stderr)
    XCTAssertEqual(CommandRunner.run(["help", "check"]).status, 0)
  }
}
