import Foundation
import XCTest

@testable import WaveBench
@testable import WaveOutput

/// `wave-bench gate` end to end: exit 2 whenever it cannot measure or judge (no valgrind on PATH, a baseline
/// that is not one, a baseline of another build configuration), and `--update --workloads` merging this run's
/// counts into the baseline it keeps.
final class GateExitTests: XCTestCase {
  /// A baseline file with one workload per `(name, instructions per animator-frame)`, of `configuration`.
  func baseline(
    _ workloads: [(String, Double)], configuration: String = MachineInfo.buildConfiguration,
    cpu: String = MachineInfo.cpuModel, swift: String = MachineInfo.swiftToolchain,
    valgrind: String = ValgrindCounter().version
  ) throws -> String {
    let items = workloads.map { name, instructions in
      """
      {"allocationsLong": 3, "allocationsPerFrame": 0, "allocationsShort": 3, "animators": 1,
       "instructionsLong": 1000, "instructionsPerAnimatorFrame": \(instructions), "instructionsShort": 500,
       "name": "\(name)"}
      """
    }
    return try CommandRunner.temporaryFile(
      """
      {"build": {"configuration": "\(configuration)", "swift": "\(swift)", "valgrind": "\(valgrind)"},
       "frames": {"long": 60, "short": 10}, "machine": {"cores": 2, "cpu": "\(cpu)", "os": "Test OS"},
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

  /// A baseline edited to an Apple M2 and Swift 5.9 is named as such.
  ///
  /// The gate names both differences on a warning line and in JSON and GitHub's format, and judges; with `--strict-machine` it refuses the baseline, exit 2, before measuring;
  /// `--strict-machine` with `--update` is a usage error. A baseline of this machine gets no warning.
  ///
  /// Needs valgrind (CI installs it); one measurement of `scalar` (about 12 s on a debug build), remembered.
  func testAnotherMachinesBaseline_IsNamed_AndStrictMachineRefusesIt() throws {
    try XCTSkipIf(ValgrindCounter().valgrind == nil, "valgrind is not installed (CI installs it)")
    let swift = "Swift version 5.9 (swift-5.9-RELEASE); Target: arm64-apple-macosx14.0"
    let path = try baseline([("scalar", 13)], cpu: "Apple M2", swift: swift)
    let strict = CommandRunner.run(["gate", "--baseline", path, "--workloads", "scalar", "--strict-machine"])
    XCTAssertEqual(strict.status, 2, strict.stderr)
    XCTAssertEqual(CommandRunner.errorLines(strict.stderr).count, 1, strict.stderr)
    XCTAssertTrue(strict.stderr.contains("cpu: Apple M2 → \(MachineInfo.cpuModel)"), strict.stderr)
    XCTAssertTrue(strict.stderr.contains("swift: \(swift) → \(MachineInfo.swiftToolchain)"), strict.stderr)
    XCTAssertFalse(strict.stderr.contains("valgrind:"), "the valgrind versions agree: \(strict.stderr)")

    let judged = CommandRunner.run(["gate", "--baseline", path, "--workloads", "scalar", "--format", "json"])
    XCTAssertTrue([0, 1].contains(judged.status), judged.stderr)
    XCTAssertTrue(judged.stderr.contains("gate: warning: the baseline was counted on another machine"), judged.stderr)
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(judged.stdout.utf8)) as? [String: Any])
    XCTAssertEqual((json["machineDifferences"] as? [String])?.count, 2)
    let github = CommandRunner.run(["gate", "--baseline", path, "--workloads", "scalar", "--format", "github"])
    XCTAssertTrue(github.stdout.hasPrefix("::warning title=wave-bench gate::the baseline was counted"), github.stdout)

    let usage = CommandRunner.run(["gate", "--baseline", path, "--update", "--strict-machine"])
    XCTAssertEqual(usage.status, 64, usage.stderr)
    let same = CommandRunner.run(["gate", "--baseline", try baseline([("scalar", 13)]), "--workloads", "scalar"])
    XCTAssertFalse(same.stderr.contains("warning"), same.stderr)
  }

  /// `gate --external mine=PROGRAM`: `--update` records the program's counts and command in the baseline; the same
  /// gate with a program doing twice the work a frame fails, naming `mine` (+98 % instructions per animator-frame,
  /// the loop's body twice over, less the per-frame overhead both share); the counts are per animator, the program
  /// having said `animators: 100`.
  ///
  /// Needs valgrind (CI installs it); about 15 s on a debug build (`scalar` and the program, 1 and 3 frames).
  func testExternalProgram_IsRecorded_AndTwiceTheWorkFailsNamingIt() throws {
    try XCTSkipIf(ValgrindCounter().valgrind == nil, "valgrind is not installed (CI installs it)")
    let folder = try CommandRunner.temporaryFolder(in: self)
    let mine = try ExternalStepProgram.compile(work: 1, in: folder)
    let slower = try ExternalStepProgram.compile(work: 2, in: folder)
    let path = folder + "/baseline.json"
    let update = CommandRunner.run(
      ["gate", "--update", "--baseline", path, "--workloads", "scalar", "--external", "mine=\(mine)"])
    XCTAssertEqual(update.status, 0, update.stderr)
    let object = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    let recorded = try XCTUnwrap((object["workloads"] as? [[String: Any]])?.first { $0["name"] as? String == "mine" })
    XCTAssertEqual(recorded["command"] as? String, mine)
    XCTAssertEqual(recorded["animators"] as? Int, 100)

    let same = CommandRunner.run(["gate", "--baseline", path, "--workloads", "scalar", "--external", "mine=\(mine)"])
    XCTAssertEqual(same.status, 0, same.stdout)
    let failed = CommandRunner.run(
      ["gate", "--baseline", path, "--workloads", "scalar", "--external", "mine=\(slower)", "--format", "json"])
    XCTAssertEqual(failed.status, 1, failed.stderr)
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(failed.stdout.utf8)) as? [String: Any])
    let regressed = (json["rows"] as? [[String: Any]] ?? []).filter { $0["verdict"] as? String == "regression" }
    XCTAssertEqual(regressed.compactMap { $0["workload"] as? String }, ["mine"])
    let change = try XCTUnwrap(regressed.first?["changePercent"] as? Double)
    XCTAssertTrue(change > 50 && change < 110, "about twice the instructions: \(change) %")
  }

  /// A bad `--external` is refused in one `Error:` line, and nothing is written.
  ///
  /// Before any measuring: no `=`, a bad or built-in or repeated name, a missing program, a folder or a file that is
  /// not executable (64). A program that exits non-zero or prints nothing cannot be measured (2).
  func testExternalProgram_BadOnesRefused() throws {
    let folder = try CommandRunner.temporaryFolder(in: self)
    try "not a program".write(toFile: folder + "/text", atomically: true, encoding: .utf8)
    for bad in [
      "mine", "=/bin/true", "my prog=/bin/true", "scalar=/bin/true", "mine=\(folder)/missing", "mine=\(folder)",
      "mine=\(folder)/text", "mine=",
    ] {
      let refused = CommandRunner.run(["gate", "--baseline", folder + "/b.json", "--external", bad])
      XCTAssertEqual(refused.status, 64, "\(bad): \(refused.stderr)")
      XCTAssertEqual(CommandRunner.errorLines(refused.stderr).count, 1, refused.stderr)
    }
    let twice = CommandRunner.run(
      ["gate", "--baseline", folder + "/b.json", "--external", "a=/bin/true", "--external", "a=/bin/true"])
    XCTAssertEqual(twice.status, 64, twice.stderr)
    try XCTSkipIf(ValgrindCounter().valgrind == nil, "valgrind is not installed (CI installs it)")
    for (program, why) in [("/bin/false", "exited with status 1"), ("/bin/true", "printed nothing")] {
      let run = CommandRunner.run(
        ["gate", "--update", "--baseline", folder + "/b.json", "--workloads", "scalar", "--external", "x=\(program)"])
      XCTAssertEqual(run.status, 2, run.stderr)
      XCTAssertEqual(CommandRunner.errorLines(run.stderr).count, 1, run.stderr)
      XCTAssertTrue(run.stderr.contains(why), run.stderr)
      XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/b.json"), "nothing written")
    }
  }
}
