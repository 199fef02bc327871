import Foundation
import XCTest

/// Every option of every command changes what the command outputs, or is refused with exit 64 (an option
/// silently ignored would promise what the command does not do).
///
/// The cases cover exactly the options that `wave-bench --experimental-dump-help` lists for every command, hidden ones
/// included: an option added without a case here fails ``testEveryOptionHasACase``.
///
/// A case runs a small base command and the same command with one option added or changed, and compares what
/// a user sees (``OptionObservation``: exit status, stdout, files written). Commands that time the machine are
/// compared without what the wall clock decides.
final class OptionCoverageTests: XCTestCase {
  enum Expect { case changes, refused }

  struct Case: Sendable {
    var command: String
    /// The long name, or the value name of a positional argument.
    var option: String
    var base: [String]
    var variant: [String]
    var expect: Expect = .changes
    var untimed = false
  }

  static let fixtures: String = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wave-bench-options-\(UUID())").path
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }()

  override class func tearDown() {
    try? FileManager.default.removeItem(atPath: fixtures)
    super.tearDown()
  }

  /// Fixture files: a Swift file, a project configuration, a springs file, a dt file long enough for any report run, a 4-line one, a folder, two accuracy
  /// reports of the same settings (the second with a perturbed step, so that `compare` finds a regression) and
  /// one of other settings, a gate baseline of this build and the committed one, the committed integrator costs.
  static func makeFixtures() throws {
    let f = fixtures
    try "import SwiftUI\nlet sheet = Animation.spring(response: 0.15, dampingFraction: 0.86)\n".write(
      toFile: f + "/View.swift", atomically: true, encoding: .utf8)
    try #"{"travel": 250}"#.write(toFile: f + "/wave-bench.json", atomically: true, encoding: .utf8)
    guard !FileManager.default.fileExists(atPath: f + "/springs.json") else { return }
    // Another engine's program: a million steps a frame, so that a few frames take milliseconds.
    _ = try ExternalStepProgram.compile(work: 10_000, in: f)
    try #"[{"name": "soft", "dampingRatio": 0.6, "response": 0.7}]"#.write(
      toFile: f + "/springs.json", atomically: true, encoding: .utf8)
    // 125 s of 80 Hz frames: longer than any report's run (the settling report steps up to 120 s).
    try Array(repeating: "0.0125", count: 10_000).joined(separator: "\n").write(
      toFile: f + "/dt-long.txt", atomically: true, encoding: .utf8)
    try "0.016\n0.017\n0.016\n0.02\n".write(toFile: f + "/dt-short.txt", atomically: true, encoding: .utf8)
    // An outside engine's frames of 0.8/0.3 from 100 to 1100: 2 s of explicit Euler at 60 Hz.
    try AccuracyTrajectoryTests.explicitEuler(frames: 120, from: 100, to: 1100).write(
      toFile: f + "/frames.csv", atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(atPath: f + "/folder", withIntermediateDirectories: true)
    for (name, extra) in [
      ("a", ["--schedule", "60hz"]), ("b", ["--schedule", "60hz", "--step-perturbation", "0.05"]),
      ("c", ["--schedule", "60hz,120hz"]),
    ] {
      let run = CommandRunner.run(["accuracy", "--spring", "0.8:0.3", "--output", "\(f)/\(name)"] + extra)
      XCTAssertEqual(run.status, 0, run.stderr)
    }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    try FileManager.default.copyItem(
      atPath: root.appendingPathComponent("reports/perf-baseline.json").path, toPath: f + "/committed-baseline.json")
    try FileManager.default.copyItem(
      atPath: root.appendingPathComponent("reports/integrator-cost.json").path, toPath: f + "/integrator-cost.json")
    let gate = CommandRunner.run(["gate", "--update", "--workloads", "scalar", "--baseline", f + "/gate.json"])
    XCTAssertEqual(gate.status, 0, gate.stderr)
    let recorded = try String(contentsOfFile: f + "/gate.json", encoding: .utf8)
    try recorded.replacingOccurrences(of: #""cpu": ""#, with: #""cpu": "Apple M2, not "#).write(
      toFile: f + "/other-cpu.json", atomically: true, encoding: .utf8)
  }

  func testEveryOptionHasACase() throws {
    let dump = CommandRunner.run(["--experimental-dump-help"])
    XCTAssertEqual(dump.status, 0, dump.stderr)
    let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
    let tool = try XCTUnwrap(root["command"] as? [String: Any])
    var offered = Set<String>()
    for command in tool["subcommands"] as? [[String: Any]] ?? [] {
      let name = command["commandName"] as? String ?? "?"
      for argument in command["arguments"] as? [[String: Any]] ?? [] {
        let long = (argument["names"] as? [[String: Any]] ?? []).first { $0["kind"] as? String == "long" }
        let option = long?["name"] as? String ?? argument["valueName"] as? String ?? "?"
        if ["help", "version"].contains(option) { continue }  // argument-parser's own
        offered.insert("\(name) \(option)")
      }
    }
    XCTAssertTrue(
      (tool["arguments"] as? [[String: Any]] ?? []).allSatisfy {
        ["help", "version"].contains($0["valueName"] as? String ?? "")
      }, "the root command takes options of its own")
    let covered = Set(Self.cases.map { "\($0.command) \($0.option)" }).union(Self.exempt.keys)
    XCTAssertEqual(offered.subtracting(covered).sorted(), [], "options without a case")
    XCTAssertEqual(covered.subtracting(offered).sorted(), [], "cases of options no command offers")
  }

  func testEveryOption_ChangesTheOutputOrIsRefused() throws {
    try Self.makeFixtures()
    let cases = Self.cases
    let shared = Shared()
    for c in cases {
      do {
        if let problem = try Self.problem(of: c, shared: shared) { shared.fail("\(c.command) \(c.option): \(problem)") }
      } catch {
        shared.fail("\(c.command) \(c.option): \(error)")
      }
    }
    XCTAssertEqual(shared.failures.sorted(), [])
  }

  /// An option that would change nothing beside the others given is refused, not ignored.
  func testOptionsThatWouldChangeNothing_AreRefused() throws {
    for arguments in [
      ["accuracy", "--spring", "0.8:0.3", "--repeat-dt-file"],
      ["perf", "--animators", "1", "--paths", "scalar", "--basename", "small"],
      ["perf", "--animators", "1", "--paths", "scalar", "--animator-limit", "5"],
    ] {
      let result = CommandRunner.run(arguments)
      XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
      XCTAssertTrue(result.stderr.contains("Usage:"), result.stderr)
      XCTAssertEqual(result.stdout, "", "\(arguments)")
    }
  }

  /// What is wrong with case `c`, or nil.
  static func problem(of c: Case, shared: Shared) throws -> String? {
    let (variant, stderr) = try OptionObservation.observe(
      [c.command] + c.variant, fixtures: fixtures, untimed: c.untimed)
    if c.expect == .refused {
      return variant.status == 64 && stderr.contains("Usage:") ? nil : "not refused with a usage line: \(variant)"
    }
    let key = [c.command] + c.base
    let base: OptionObservation
    if let cached = shared.base(key) {
      base = cached
    } else {
      base = try OptionObservation.observe([c.command] + c.base, fixtures: fixtures, untimed: c.untimed).0
      shared.keep(base, for: key)
    }
    if variant.status == 64 { return "refused: \(stderr.prefix(300))" }
    return variant == base ? "changes nothing: \(variant)" : nil
  }

  /// What the cases share: the base runs already observed, failures.
  final class Shared {
    private var bases: [[String]: OptionObservation] = [:]
    private var problems: [String] = []

    func base(_ key: [String]) -> OptionObservation? { bases[key] }
    func keep(_ base: OptionObservation, for key: [String]) { bases[key] = base }
    func fail(_ problem: String) { problems.append(problem) }
    var failures: [String] { problems }
  }
}

/// The cases: per command, a small base run, then one case per option. `{S}` is the run's scratch folder,
/// `{F}` the fixtures (``OptionCoverageTests/makeFixtures()``).
extension OptionCoverageTests {
  static func adding(_ command: String, _ option: String, to base: [String], _ extra: [String], untimed: Bool = false)
    -> Case
  {
    Case(command: command, option: option, base: base, variant: base + extra, untimed: untimed)
  }

  /// A case whose variant gives `option`, which `base` gives already, another value: an option that takes one value
  /// is given once (a repeat is refused, ``RepeatedOptionTests``).
  static func changing(_ command: String, _ option: String, in base: [String], to value: String, untimed: Bool = false)
    -> Case
  {
    var variant = base
    let index = base.firstIndex(of: "--" + option)!
    variant[index + 1] = value
    return Case(command: command, option: option, base: base, variant: variant, untimed: untimed)
  }

  static func refusing(_ command: String, _ option: String, _ arguments: [String]) -> Case {
    Case(command: command, option: option, base: [], variant: arguments, expect: .refused)
  }

  static var cases: [Case] { reportCases + smallCommandCases + timedCases }

  /// Options offered but not run here, each with the reason and where else it is checked.
  static let exempt: [String: String] = [
    "integrator-cost output":
      "a run takes about 90 s in a debug build (gsl-rk1imp needs about 0.1 s a frame at its tolerance); "
      + "SingleFileOutputTests checks that a file is refused before any timing, IntegratorCostFolderTests that a "
      + "missing folder is accepted and created; no test "
      + "runs a whole timing"
  ]

  /// The suite and its topics.
  static var reportCases: [Case] {
    var cases: [Case] = []
    let shortDt = ["--dt-file", "{F}/dt-short.txt"]
    for topic in ["suite", "accuracy"] {
      let base = ["--spring", "0.8:0.3", "--schedule", "60hz", "--output", "{S}/r"]
      cases += [
        adding(topic, "spring", to: base, ["--spring", "0.5:0.5"]),
        adding(topic, "springs-file", to: base, ["--springs-file", "{F}/springs.json"]),
        adding(topic, "schedule", to: base, ["--schedule", "120hz"]),
        adding(topic, "dt-file", to: base, ["--dt-file", "{F}/dt-long.txt"]),
        adding(topic, "repeat-dt-file", to: base + shortDt, ["--repeat-dt-file"]),
        Case(command: topic, option: "output", base: base, variant: base.dropLast() + ["{S}/other"]),
        adding(topic, "step-perturbation", to: base, ["--step-perturbation", "0.05"]),
        // The accuracy-vs-cost table, and the file beside it.
        adding(topic, "integrator-costs", to: base, ["--integrator-costs", "{F}/integrator-cost.json"]),
      ]
    }
    // An outside engine's frames: the file, its target (another scale), its start (the file starts at 100: without
    // --from 100 it is refused).
    let recorded = ["--spring", "0.8:0.3", "--trajectory", "{F}/frames.csv", "--output", "{S}/r", "--to", "1100"]
    cases += [
      adding(
        "accuracy", "trajectory", to: ["--spring", "0.8:0.3", "--output", "{S}/r"],
        ["--trajectory", "{F}/frames.csv", "--from", "100", "--to", "1100"]),
      changing("accuracy", "to", in: recorded + ["--from", "100"], to: "2100"),
      adding("accuracy", "from", to: recorded, ["--from", "100"]),
    ]
    for topic in ["formulas", "stability"] {
      let base = ["--spring", "0.8:0.3", "--output", "{S}/r"]
      cases += [
        adding(topic, "spring", to: base, ["--spring", "0.5:0.5"]),
        adding(topic, "springs-file", to: base, ["--springs-file", "{F}/springs.json"]),
        // The schedules a finding's fix is checked on (the fix sentence lists them).
        adding(topic, "schedule", to: base, ["--schedule", "120hz"]),
        adding(topic, "dt-file", to: base, ["--dt-file", "{F}/dt-long.txt"]),
        adding(topic, "repeat-dt-file", to: base + shortDt, ["--repeat-dt-file"]),
        Case(command: topic, option: "output", base: base, variant: base.dropLast() + ["{S}/other"]),
      ]
    }
    let settling = ["--schedule", "60hz", "--output", "{S}/r"]
    cases += [
      adding("settling", "schedule", to: settling, ["--schedule", "120hz"]),
      adding("settling", "dt-file", to: settling, ["--dt-file", "{F}/dt-long.txt"]),
      adding("settling", "repeat-dt-file", to: settling + shortDt, ["--repeat-dt-file"]),
      Case(command: "settling", option: "output", base: settling, variant: settling.dropLast() + ["{S}/other"]),
      // One spring, printed instead of the grid report.
      Case(
        command: "settling", option: "spring", base: settling, variant: ["--spring", "0.5:0.4", "--schedule", "60hz"]),
      adding("settling", "band", to: ["--spring", "0.5:0.4", "--schedule", "60hz"], ["--band", "2%"]),
      adding("settling", "travel", to: ["--spring", "0.5:0.4", "--schedule", "60hz"], ["--travel", "300"]),
    ]
    let check = ["--spring", "0.8:0.3", "--schedule", "60hz"]
    cases += [
      adding("check", "spring", to: check, ["--spring", "0.5:0.5"]),
      adding("check", "springs-file", to: check, ["--springs-file", "{F}/springs.json"]),
      adding("check", "schedule", to: check, ["--schedule", "30hz"]),
      adding("check", "travel", to: check, ["--travel", "250"]),
      adding("check", "fail-on", to: check, ["--fail-on", "error>0.01%"]),
      adding("check", "format", to: check, ["--format", "json"]),
      adding("check", "output", to: check, ["--output", "{S}/check.txt"]),
      adding("check", "scan", to: check, ["--scan", "{F}/View.swift"]),
      adding("check", "config", to: check, ["--config", "{F}/wave-bench.json"]),
      adding("check", "junit", to: check, ["--junit", "{S}/check.xml"]),
      adding("check", "json", to: check, ["--json", "{S}/check.json"]),
      adding("check", "velocity", to: check, ["--velocity=-3000"]),
      adding("check", "retarget", to: check, ["--retarget", "0.1s:500"]),
      adding(
        "check", "engine", to: ["--spring", "swiftui:response=0.15,dampingRatio=0.86", "--schedule", "30hz"],
        ["--engine", "wave"]),
    ]
    let compare = ["{F}/a/accuracy.json", "{F}/b/accuracy.json"]
    let partial = ["{F}/a/accuracy.json", "{F}/c/accuracy.json"]
    cases += [
      Case(command: "compare", option: "old", base: compare, variant: ["{F}/b/accuracy.json", "{F}/b/accuracy.json"]),
      Case(command: "compare", option: "new", base: compare, variant: ["{F}/a/accuracy.json", "{F}/a/accuracy.json"]),
      adding("compare", "tolerance", to: compare, ["--tolerance", "1e9"]),
      adding("compare", "allow-partial", to: partial, ["--allow-partial"]),
      adding("compare", "verbose", to: partial + ["--allow-partial"], ["--verbose"]),
      adding("compare", "format", to: compare, ["--format", "json"]),
    ]
    return cases
  }

  /// spring, trajectory, animate, validate, help: quick commands.
  static var smallCommandCases: [Case] {
    var cases: [Case] = []
    let spring = ["--damping-ratio", "0.8", "--response", "0.3"]
    cases += [
      Case(
        command: "spring", option: "damping-ratio", base: spring,
        variant: ["--damping-ratio", "0.5", "--response", "0.3"]),
      Case(
        command: "spring", option: "response", base: spring, variant: ["--damping-ratio", "0.8", "--response", "0.4"]),
      Case(
        command: "spring", option: "stiffness", base: spring, variant: ["--damping-ratio", "0.8", "--stiffness", "300"]),
      adding("spring", "mass", to: spring, ["--mass", "2"]),
      adding("spring", "format", to: spring, ["--format", "json"]),
      adding("spring", "fps", to: spring, ["--fps", "30"]),
    ]
    let convert = ["swiftui:duration=0.5,bounce=0.3"]
    cases += [
      Case(command: "convert", option: "spring", base: convert, variant: ["react-spring:tension=40,friction=7"]),
      adding("convert", "format", to: convert, ["--format", "json"]),
      adding("convert", "travel", to: convert, ["--travel", "10"]),
    ]
    cases += [adding("integrators", "format", to: [], ["--format", "json"])]
    let motion = ["--from", "0", "--to", "100", "--fps", "60", "--frames", "20"]
    for command in ["trajectory", "animate"] {
      let base = spring + motion
      cases += [
        Case(
          command: command, option: "damping-ratio", base: base,
          variant: ["--damping-ratio", "0.5", "--response", "0.3"] + motion),
        Case(
          command: command, option: "response", base: base,
          variant: ["--damping-ratio", "0.8", "--response", "0.4"] + motion),
        Case(
          command: command, option: "stiffness", base: base,
          variant: ["--damping-ratio", "0.8", "--stiffness", "300"] + motion),
        adding(command, "mass", to: base, ["--mass", "2"]),
        Case(command: command, option: "from", base: base, variant: spring + ["--from", "10"] + motion.dropFirst(2)),
        Case(
          command: command, option: "to", base: base,
          variant: spring + ["--from", "0", "--to", "50"] + motion.dropFirst(4)),
        adding(command, "velocity", to: base, ["--velocity", "300"]),
        Case(
          command: command, option: "fps", base: base,
          variant: spring + ["--from", "0", "--to", "100", "--fps", "30", "--frames", "20"]),
        Case(
          command: command, option: "frames", base: base,
          variant: spring + ["--from", "0", "--to", "100", "--fps", "60", "--frames", "21"]),
        adding(command, "format", to: base, ["--format", "json"]),
      ]
    }
    let trajectory = spring + motion
    let gsl = trajectory + ["--integrator", "gsl-rkf45"]
    cases += [
      Case(
        command: "trajectory", option: "dt-file", base: trajectory,
        variant: spring + ["--from", "0", "--to", "100", "--dt-file", "{F}/dt-short.txt"]),
      adding("trajectory", "integrator", to: trajectory, ["--integrator", "exact"]),
      adding("trajectory", "abs-tol", to: gsl, ["--abs-tol", "1e-2"]),
      adding("trajectory", "rel-tol", to: gsl, ["--rel-tol", "1e-2"]),
      adding("trajectory", "substeps", to: trajectory + ["--integrator", "gsl-rk4"], ["--substeps", "3"]),
      adding("animate", "retarget", to: spring + motion, ["--retarget", "5:50"]),
      Case(
        command: "animate", option: "schedule", base: spring + motion,
        variant: spring + ["--from", "0", "--to", "100", "--schedule", "hitch", "--frames", "20"]),
      Case(
        command: "animate", option: "dt-file", base: spring + motion,
        variant: spring + ["--from", "0", "--to", "100", "--dt-file", "{F}/dt-short.txt"]),
      adding("animate", "summary", to: spring + motion, ["--summary"]),
      Case(
        command: "animate", option: "spring", base: spring + motion,
        variant: ["--spring", "swiftui:duration=0.3,bounce=0.2"] + motion),
      adding(
        "animate", "engine", to: ["--spring", "framer:stiffness=600,damping=15"] + motion, ["--engine", "swiftui"]),
      adding("validate", "format", to: [], ["--format", "json"]),
      adding("validate", "markdown", to: [], ["--markdown", "{S}/validation.md"]),
      Case(command: "help", option: "subcommands", base: [], variant: ["spring"]),
    ]
    return cases
  }

  /// perf and the gate: their timings are left out of the comparison.
  static var timedCases: [Case] {
    let perf = ["--animators", "1", "--paths", "scalar", "--frames", "2", "--format", "json"]
    let animator = ["--animators", "2", "--paths", "animator", "--frames", "2", "--format", "json"]
    let written = perf + ["--output", "{S}/p"]
    let batch = ["--animators", "1", "--paths", "batch", "--frames", "2", "--format", "json"]
    let gate = ["--workloads", "scalar", "--baseline", "{F}/gate.json", "--format", "json"]
    let fresh = ["--workloads", "scalar", "--baseline", "{S}/new.json", "--format", "json"]
    return [
      changing("perf", "animators", in: perf, to: "2", untimed: true),
      changing("perf", "frames", in: perf, to: "3", untimed: true),
      adding("perf", "components", to: perf, ["--components", "2"], untimed: true),
      adding("perf", "animator-limit", to: animator, ["--animator-limit", "1"], untimed: true),
      changing("perf", "paths", in: perf, to: "batch", untimed: true),
      adding("perf", "parallel-threshold", to: perf, ["--parallel-threshold", "5"], untimed: true),
      adding("perf", "springs", to: batch, ["--springs", "per-lane"], untimed: true),
      adding("perf", "schedule", to: batch, ["--schedule", "vrr"], untimed: true),
      changing("perf", "format", in: perf, to: "text", untimed: true),
      adding("perf", "output", to: perf, ["--output", "{S}/p"], untimed: true),
      adding("perf", "basename", to: written, ["--basename", "small"], untimed: true),
      adding("perf", "external", to: perf, ["--external", "mine={F}/step10000"], untimed: true),
      Case(
        command: "gate-workload", option: "name", base: ["scalar", "--frames", "3"],
        variant: ["batch-1", "--frames", "3"]),
      Case(
        command: "gate-workload", option: "frames", base: ["scalar", "--frames", "3"],
        variant: ["scalar", "--frames", "4"]),
      changing("gate", "baseline", in: gate, to: "{F}/committed-baseline.json", untimed: true),
      adding("gate", "update", to: fresh, ["--update"], untimed: true),
      adding("gate", "tolerance", to: gate, ["--tolerance", "50"], untimed: true),
      changing("gate", "format", in: gate, to: "text", untimed: true),
      changing("gate", "workloads", in: gate, to: "batch-1", untimed: true),
      // A baseline of another CPU: a warning, and with --strict-machine a refusal.
      adding(
        "gate", "strict-machine", to: ["--workloads", "scalar", "--baseline", "{F}/other-cpu.json"],
        ["--strict-machine"],
        untimed: true),
      // echo prints its arguments: a program that keeps the protocol.
      adding("gate", "external", to: gate, ["--external", "mine=/bin/echo"], untimed: true),
    ]
  }
}
