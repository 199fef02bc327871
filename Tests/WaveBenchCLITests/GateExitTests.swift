import Foundation
import WaveOutput
import WavePerf
import XCTest

/// `wave-bench gate` end to end: exit 2 whenever it cannot measure or judge (no valgrind on PATH, a baseline
/// that is not one, a baseline of another build configuration), and `--update --workloads` merging this run's
/// counts into the baseline it keeps.
final class GateExitTests: XCTestCase {
  /// A baseline file with one workload per `(name, instructions per animator-frame)`, of `configuration`.
  func baseline(_ workloads: [(String, Double)], configuration: String = MachineInfo.buildConfiguration) throws
    -> String
  {
    let items = workloads.map { name, instructions in
      """
      {"allocationsLong": 3, "allocationsPerFrame": 0, "allocationsShort": 3, "animators": 1,
       "instructionsLong": 1000, "instructionsPerAnimatorFrame": \(instructions), "instructionsShort": 500,
       "name": "\(name)"}
      """
    }
    return try CommandRunner.temporaryFile(
      """
      {"build": {"configuration": "\(configuration)", "swift": "6.3+", "valgrind": "valgrind-3.19.0"},
       "frames": {"long": 60, "short": 10}, "machine": {"cores": 2, "cpu": "Test CPU", "os": "Test OS"},
       "schemaVersion": 1, "tool": "wave-bench 0.1.0", "workloads": [\(items.joined(separator: ", "))]}
      """, in: self)
  }

  /// A PATH without valgrind: the gate says it is missing and exits 2 (the baseline is valid and of this
  /// build, so that valgrind is the only thing missing).
  func testValgrindMissing_Exits2() throws {
    let path = try baseline([("scalar", 13)])
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = "/nonexistent-wave-bench-test"
    let result = try CommandRunner.launch(
      ["gate", "--baseline", path, "--workloads", "scalar"], environment: environment,
      why: "the gate looks valgrind up on the process's PATH")
    XCTAssertEqual(result.status, 2, result.stderr)
    XCTAssertTrue(result.stderr.contains("valgrind is not installed"), result.stderr)
  }

  /// A `--workloads` list that names nothing (an empty variable: `''`, `','`) or an unknown workload is refused in
  /// one line before any measuring (exit 64), as `perf --paths` is: an empty list once measured nothing and passed.
  func testWorkloads_EmptyOrUnknown_Exits64BeforeMeasuring() throws {
    let path = try baseline([("scalar", 13)])
    for (list, words) in [
      ("", "'' names no workload"), (",", "',' names no workload"), (",,", "',,' names no workload"),
      ("scalar,nope", "unknown workload 'nope'"),
    ] {
      let result = CommandRunner.run(["gate", "--baseline", path, "--workloads", list])
      XCTAssertEqual(result.status, 64, "'\(list)': \(result.stderr)")
      let errors = result.stderr.split(separator: "\n").filter { $0.hasPrefix("Error: --workloads: ") }
      XCTAssertEqual(errors.count, 1, result.stderr)
      XCTAssertTrue(errors.first?.contains(words) == true, result.stderr)
      XCTAssertFalse(result.stderr.contains("counting"), "nothing measured: \(result.stderr)")
      XCTAssertFalse((result.stdout + result.stderr).contains("gate: pass"), result.stdout)
    }
    let perf = CommandRunner.run(["perf", "--paths", ""])
    XCTAssertEqual(perf.status, 64, perf.stderr)
    XCTAssertTrue(perf.stderr.contains("Error: --paths: '' names no path; known: "), perf.stderr)
  }

  /// A file that is not a baseline (not JSON; JSON of another shape): exit 2 naming it.
  func testMalformedBaseline_Exits2() throws {
    for text in ["{ not json", "{\"schemaVersion\": 1, \"workloads\": []}"] {
      let path = try CommandRunner.temporaryFile(text, in: self)
      let result = CommandRunner.run(["gate", "--baseline", path, "--workloads", "scalar"])
      XCTAssertEqual(result.status, 2, "\(text): \(result.stderr)")
      XCTAssertTrue(result.stderr.contains("\(path) is not a valid baseline"), result.stderr)
      XCTAssertEqual(CommandRunner.errorLines(result.stderr).count, 1, result.stderr)
    }
  }

  /// A baseline that is missing, or a FIFO no program writes to, is refused at once in one `Error:` line, exit 2.
  func testMissingOrFIFOBaseline_Exits2InOneLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gate-fifo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("baseline.json").path
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    for path in [fifo, folder.appendingPathComponent("missing.json").path] {
      let result = CommandRunner.run(["gate", "--baseline", path, "--workloads", "scalar"])
      XCTAssertEqual(result.status, 2, result.stderr)
      XCTAssertEqual(CommandRunner.errorLines(result.stderr).count, 1, result.stderr)
      XCTAssertTrue(result.stderr.contains(path), result.stderr)
    }
  }

  /// A baseline measured on the other build configuration cannot judge this build: exit 2, saying both.
  func testConfigurationMismatch_Exits2() throws {
    let other = MachineInfo.buildConfiguration == "debug" ? "release" : "debug"
    let path = try baseline([("scalar", 13)], configuration: other)
    let result = CommandRunner.run(["gate", "--baseline", path, "--workloads", "scalar"])
    XCTAssertEqual(result.status, 2, result.stderr)
    XCTAssertTrue(
      result.stderr.contains("measured on a \(other) build and this is a \(MachineInfo.buildConfiguration) build"),
      result.stderr)
  }

  /// `--update --workloads scalar` rewrites scalar's counts and keeps the workloads it did not measure, in
  /// catalogue order (scalar before batch-100), whatever their order in the old file.
  ///
  /// Needs valgrind (CI installs it); about 12 s on a debug build.
  func testUpdate_MergesTheMeasuredWorkloadIntoTheBaseline() throws {
    try XCTSkipIf(ValgrindCounter().valgrind == nil, "valgrind is not installed (CI installs it)")
    let path = try baseline([("batch-100", 7), ("scalar", 1)])
    let result = CommandRunner.run(["gate", "--update", "--baseline", path, "--workloads", "scalar"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stderr.contains("baseline written to \(path)"), result.stderr)
    let object = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    let workloads = try XCTUnwrap(object["workloads"] as? [[String: Any]])
    XCTAssertEqual(workloads.compactMap { $0["name"] as? String }, ["scalar", "batch-100"])
    XCTAssertEqual(workloads[1]["instructionsPerAnimatorFrame"] as? Double, 7, "kept as it was")
    XCTAssertEqual(workloads[1]["instructionsLong"] as? Int, 1000, "kept as it was")
    let scalar = try XCTUnwrap(workloads[0]["instructionsPerAnimatorFrame"] as? Double)
    XCTAssertGreaterThan(scalar, 1, "measured")
    XCTAssertEqual(workloads[0]["instructionsShort"] as? Int == 500, false, "measured")
  }
}
