import Foundation
import XCTest

/// End to end, through the built executable: the input half of issue 13. Each test names the defect and fails
/// on the code before this branch.
final class RobustInputTests: XCTestCase {
  let spring = ["--damping-ratio", "0.7", "--response", "0.5"]
  let ends = ["--from", "0", "--to", "1"]

  /// Defect 6: `> /dev/full` and a closed stdout exited 0 for every printing command.
  func testStdoutFailure_Exits74ForEveryPrintingCommand() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ri-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    let commands: [[String]] = [
      ["spring"] + spring, ["trajectory"] + spring + ends + ["--fps", "60", "--frames", "3"], ["integrators"],
      ["validate"], ["formulas", "--spring", "0.7:0.5", "--output", folder.path],
    ]
    for command in commands {
      for sink in [StreamRunner.Sink.full, .unwritable] {
        let result = try StreamRunner.run(command, stdout: sink)
        XCTAssertEqual(result.status, 74, "\(command) \(sink): \(result.stderr)")
        XCTAssertFalse(result.signalled)
        XCTAssertTrue(result.stderr.contains("Error: cannot write to standard output"), result.stderr)
      }
    }
  }

  /// Defect 1 (stderr part): a command whose stderr cannot be written trapped.
  func testStderrFailure_NeverTraps() throws {
    for sink in [StreamRunner.Sink.full, .unwritable] {
      let refused = try StreamRunner.run(["spring", "--damping-ratio", "nan", "--response", "1"], stderr: sink)
      XCTAssertEqual(refused.status, 64)
      XCTAssertFalse(refused.signalled)
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ri-\(UUID().uuidString)")
      addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
      let report = try StreamRunner.run(["formulas", "--spring", "0.7:0.5", "--output", folder.path], stderr: sink)
      XCTAssertEqual(report.status, 0)
      XCTAssertFalse(report.signalled)
    }
  }

  /// Defect 1: a 1e16 s frame (sub-step count) and a response of 1e-155 with `batch` trapped (exit 132).
  func testInputThatTrapped_IsRefusedWithTheOption() throws {
    let rate = try StreamRunner.run(
      ["trajectory"] + spring + ends + ["--fps", "1e-16", "--frames", "1", "--integrator", "react-spring"])
    XCTAssertEqual(rate.status, 64)
    XCTAssertTrue(rate.stderr.hasPrefix("Error: --fps 1e-16 gives frames of"), rate.stderr)
    let batch = try StreamRunner.run(
      ["trajectory", "--damping-ratio", "0.7", "--response", "1e-155"] + ends
        + ["--fps", "60", "--frames", "2", "--integrator", "batch"])
    XCTAssertEqual(batch.status, 64)
    XCTAssertTrue(batch.stderr.contains("stiffness is inf"), batch.stderr)
    let tiny = try StreamRunner.run(["spring", "--damping-ratio", "1", "--response", "1e-320"])
    XCTAssertEqual(tiny.status, 64, "exited 0 with stiffness null before")
  }

  /// Defect 8: an adaptive solver on a stiff spring ran for minutes; now it stops at its step bound and says so.
  func testAdaptiveSolver_ReportsItsStepBound() throws {
    let result = try StreamRunner.run(
      ["trajectory", "--damping-ratio", "1e6", "--stiffness", "1e12"] + ends
        + ["--fps", "60", "--frames", "1000", "--integrator", "gsl-rk4"])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.contains("steps per frame"), result.stderr)
    let work = try StreamRunner.run(
      ["trajectory"] + spring + ends + ["--fps", "0.02", "--frames", "10000000", "--integrator", "react-spring"])
    XCTAssertEqual(work.status, 64)
    XCTAssertTrue(work.stderr.contains("give fewer or shorter frames"), work.stderr)
  }

  /// Defect 8: a report's work is estimated before it runs: `accuracy --schedule 100000hz` took 71 s, a dt file
  /// of 1 ns frames 49 s and 369 MB; both are refused at once, saying which options to change.
  func testReportWork_RefusedBeforeItStarts() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ri-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    let fast = try StreamRunner.run(["accuracy", "--schedule", "100000hz", "--output", folder.path])
    XCTAssertEqual(fast.status, 64)
    XCTAssertTrue(fast.stderr.contains("frames in all") && fast.stderr.contains("--schedule"), fast.stderr)
    let tiny = try CommandRunner.temporaryFile("1e-9\n", in: self)
    let settling = try StreamRunner.run(["settling", "--dt-file", tiny, "--output", folder.path])
    XCTAssertEqual(settling.status, 64)
    XCTAssertTrue(settling.stderr.contains("shorter than"), settling.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path))
  }

  /// Defect 10: `--dt-file -` (stdin) and `--springs-file -` were refused as not UTF-8 text.
  func testStandardInput_ForDtFileAndSpringsFile() throws {
    let trajectory = try StreamRunner.run(
      ["trajectory"] + spring + ends + ["--dt-file", "-"], stdin: Array("0.01\r\n0.02\r\n".utf8))
    XCTAssertEqual(trajectory.status, 0, trajectory.stderr)
    XCTAssertEqual(trajectory.stdout.split(separator: "\n").count, 4)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ri-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    let formulas = try StreamRunner.run(
      ["formulas", "--springs-file", "-", "--output", folder.path],
      stdin: [0xEF, 0xBB, 0xBF] + Array("[{\"dampingRatio\": 1, \"response\": 0.82}]".utf8))
    XCTAssertEqual(formulas.status, 0, formulas.stderr)
  }

  /// Defect 2's trigger: `--schedule vrr,vrr` replaced four files and then failed; now refused before any work.
  func testDuplicateSchedule_RefusedBeforeTheFolderIsTouched() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ri-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    let result = try StreamRunner.run(["settling", "--schedule", "vrr,vrr", "--output", folder.path])
    XCTAssertEqual(result.status, 64)
    XCTAssertTrue(result.stderr.contains("a second time"), result.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path))
  }

  /// Defect 9: a NEW report with no rows, or null/string metrics, compared as "no regression", exit 0.
  func testCompare_RefusesEmptyOrNonNumericReports() throws {
    let header = "{\"schemaVersion\": 1, \"report\": \"accuracy\", \"rows\": "
    let row = { (metric: String) in
      "[{\"spring\": \"s\", \"schedule\": \"60hz\", \"integrator\": \"euler\", \"status\": \"ok\", \"maxError\": \(metric), \"rmsError\": 0.1, \"snapPer1000\": 0.1}]}"
    }
    let good = try CommandRunner.temporaryFile(header + row("0.1"), in: self)
    for bad in ["[]}", row("null"), row("\"0.1\""), row("true")] {
      let path = try CommandRunner.temporaryFile(header + bad, in: self)
      for (old, new) in [(good, path), (path, good)] {
        let result = try StreamRunner.run(["compare", old, new])
        XCTAssertEqual(result.status, 2, "\(bad): \(result.stdout) \(result.stderr)")
      }
    }
    XCTAssertEqual(try StreamRunner.run(["compare", good, good]).status, 0)
  }
}
