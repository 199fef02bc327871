import Foundation
import XCTest

/// End to end, from the command line (parsed and run as the executable does): a run's work is bounded before and while it runs.
final class RunWorkLimitTests: XCTestCase {
  let spring = ["--damping-ratio", "0.7", "--response", "0.5"]
  let ends = ["--from", "0", "--to", "1"]

  /// An adaptive solver on a stiff spring stops at its bound of steps per frame and says so (exit 1); a
  /// trajectory of more work than the limit is refused before it starts (exit 64).
  func testAdaptiveSolverOnAStiffSpring_StopsAtItsStepBound() throws {
    let result = CommandRunner.run(
      ["trajectory", "--damping-ratio", "1e6", "--stiffness", "1e12"] + ends
        + ["--fps", "60", "--frames", "1000", "--integrator", "gsl-rk4"])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.contains("steps per frame"), result.stderr)
    // 10⁷ frames of 1/0.02 = 50 s: 5e8 s.
    assertRefusal(
      ["trajectory"] + spring + ends + ["--fps", "0.02", "--frames", "10000000", "--integrator", "react-spring"],
      "--fps/--frames give 10000000 frames lasting 500000000.0 s in all, more than the limit of 1000000.0 s: give "
        + "fewer or shorter frames")
  }

  /// A report's work is estimated before it runs: `accuracy --schedule 100000hz` and a dt file of 1 ns frames
  /// are refused at once, naming the options to change, and the output folder is not created.
  func testReportBeyondTheWorkLimit_IsRefusedBeforeItStarts() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ri-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    let fast = CommandRunner.run(["accuracy", "--schedule", "100000hz", "--output", folder.path])
    XCTAssertEqual(fast.status, 64)
    XCTAssertTrue(fast.stderr.contains("frames in all") && fast.stderr.contains("--schedule"), fast.stderr)
    let tiny = try CommandRunner.temporaryFile("1e-9\n", in: self)
    assertRefusal(
      ["settling", "--dt-file", tiny, "--output", folder.path],
      "--dt-file: \(tiny) holds a frame of 1e-09 s, shorter than the 1e-05 s (100 kHz) a report runs on: give longer "
        + "frames")
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path))
  }

  /// A refusal raised once a command runs (here the limit on a spring's settling duration, which needs the spring
  /// built) carries that command's usage line and help pointer, as one raised while parsing does; the default
  /// command's is suite's.
  func testRefusalAfterParsing_ShowsTheCommandsUsage() throws {
    for (arguments, command) in [
      (["stability", "--spring", "0.8:2000"], "stability"), (["check", "--spring", "0.8:2000"], "check"),
      (["accuracy", "--spring", "0.8:2000"], "accuracy"), (["--spring", "0.8:2000"], "suite"),
    ] {
      let result = CommandRunner.run(arguments)
      XCTAssertEqual(result.status, 64, "\(arguments)")
      let lines = result.stderr.split(separator: "\n").map(String.init)
      XCTAssertEqual(lines.count, 3, result.stderr)
      XCTAssertTrue(lines[0].hasPrefix("Error: --spring '0.8:2000': the spring settles in"), result.stderr)
      XCTAssertTrue(lines[1].hasPrefix("Usage: wave-bench \(command) "), result.stderr)
      XCTAssertEqual(lines[2], "  See 'wave-bench \(command) --help' for more information.")
    }
  }
}
