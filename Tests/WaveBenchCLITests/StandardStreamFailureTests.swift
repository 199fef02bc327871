import Foundation
import XCTest

@testable import WaveOutput

/// What a command does when its standard output or standard error cannot be written: in this process through
/// ``StandardStreams``' sinks for every command, and once through the executable, whose descriptors are the ones
/// given.
final class StandardStreamFailureTests: XCTestCase {
  let spring = ["--damping-ratio", "0.7", "--response", "0.5"]
  let ends = ["--from", "0", "--to", "1"]

  /// Every printing command whose standard output is full (`> /dev/full`) or closed exits 74 (EX_IOERR) and
  /// says so on standard error, never 0.
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
      for sink in [StandardStreams.Sink.full, .unwritable] {
        let result = CommandRunner.run(command, stdout: sink, stderr: .captured).result
        XCTAssertEqual(result.status, 74, "\(command) \(sink): \(result.stderr)")
        XCTAssertTrue(result.stderr.contains("cannot write to standard output"), result.stderr)
      }
    }
  }

  /// The executable whose descriptor 1 is /dev/full or open for reading only exits 74, not by a signal (a write
  /// to a closed pipe or a trap in Foundation's own stream would be one).
  func testExecutableWithStdoutFullOrClosed_Exits74() throws {
    for sink in [StreamRunner.Sink.full, .unwritable] {
      let result = try StreamRunner.run(
        ["spring"] + spring, stdout: sink, why: "standard output is the descriptor the process was started with")
      XCTAssertEqual(result.status, 74, "\(sink): \(result.stderr)")
      XCTAssertFalse(result.signalled)
      XCTAssertTrue(result.stderr.contains("cannot write to standard output"), result.stderr)
    }
  }

  /// A command whose words to standard error cannot be written exits 74: they were lost.
  ///
  /// Whatever it would have ended with (64 for a refused input, 1 for a failing spring, 0 for a report written).
  func testStderrFailure_Exits74() throws {
    for sink in [StandardStreams.Sink.full, .unwritable] {
      let refused = CommandRunner.run(
        ["spring", "--damping-ratio", "nan", "--response", "1"], stdout: .captured, stderr: sink
      ).result
      XCTAssertEqual(refused.status, 74)
      // JSON on stdout, its summary line on stderr: lost, so not the verdict (1).
      let failing = CommandRunner.run(
        ["check", "--spring", "0.8:0.2", "--format", "json"], stdout: .captured, stderr: sink
      ).result
      XCTAssertEqual(failing.status, 74)
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ri-\(UUID().uuidString)")
      addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
      let report = CommandRunner.run(
        ["formulas", "--spring", "0.7:0.5", "--output", folder.path], stdout: .captured, stderr: sink
      ).result
      XCTAssertEqual(report.status, 74)
    }
  }

  /// The executable whose descriptor 2 is /dev/full exits 74 with its refusal lost, not by a signal
  /// (`FileHandle.standardError.write` traps on Linux on a full device).
  func testExecutableWithStderrFull_Exits74() throws {
    let refused = try StreamRunner.run(
      ["spring", "--damping-ratio", "nan", "--response", "1"], stderr: .full,
      why: "standard error is the descriptor the process was started with")
    XCTAssertEqual(refused.status, 74)
    XCTAssertFalse(refused.signalled)
  }
}
