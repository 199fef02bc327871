import Foundation
import XCTest

/// End to end, through the built executable: what a command does when its standard output or standard error
/// cannot be written.
final class StandardStreamFailureTests: XCTestCase {
  let spring = ["--damping-ratio", "0.7", "--response", "0.5"]
  let ends = ["--from", "0", "--to", "1"]

  /// Every printing command whose standard output is full (`> /dev/full`) or closed exits 74 (EX_IOERR) and
  /// says so on standard error, never 0 and never by a signal.
  func testStdoutFailure_Exits74ForEveryPrintingCommand() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ri-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    let commands: [[String]] = [
      ["spring"] + spring, ["trajectory"] + spring + ends + ["--fps", "60", "--frames", "3"], ["integrators"],
      ["validate"], ["formulas", "--spring", "0.7:0.5", "--output", folder.path],
      // A verdict (check: 1, a spring fails) is never what a run whose answer was lost ends with.
      ["check", "--spring", "0.8:0.2"], ["--help"], ["--version"], ["check", "--help"],
    ]
    for command in commands {
      for sink in [StreamRunner.Sink.full, .unwritable] {
        let result = try StreamRunner.run(command, stdout: sink)
        XCTAssertEqual(result.status, 74, "\(command) \(sink): \(result.stderr)")
        XCTAssertFalse(result.signalled)
        XCTAssertTrue(result.stderr.contains("cannot write to standard output"), result.stderr)
      }
    }
  }

  /// A command whose words to standard error cannot be written exits 74: they were lost.
  ///
  /// Whatever it would have ended with (64 for a refused input, 1 for a failing spring, 0 for a report written), and
  /// never by a signal.
  func testStderrFailure_Exits74() throws {
    for sink in [StreamRunner.Sink.full, .unwritable] {
      let refused = try StreamRunner.run(["spring", "--damping-ratio", "nan", "--response", "1"], stderr: sink)
      XCTAssertEqual(refused.status, 74)
      XCTAssertFalse(refused.signalled)
      // JSON on stdout, its summary line on stderr: lost, so not the verdict (1).
      let failing = try StreamRunner.run(["check", "--spring", "0.8:0.2", "--format", "json"], stderr: sink)
      XCTAssertEqual(failing.status, 74)
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ri-\(UUID().uuidString)")
      addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
      let report = try StreamRunner.run(["formulas", "--spring", "0.7:0.5", "--output", folder.path], stderr: sink)
      XCTAssertEqual(report.status, 74)
      XCTAssertFalse(report.signalled)
    }
  }
}
