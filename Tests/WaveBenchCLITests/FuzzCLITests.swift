import Foundation
import WaveTestSupport
import XCTest

@testable import WaveOutput

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The fuzz test's sample through the command line: 264 seeded cases, each parsed and run as the executable does,
/// in this process (the in-process part, `WaveBenchFuzzTests`, runs 2,400 more through the library calls under the
/// commands).
///
/// Every command (`check` included) with generated numbers, files and option combinations, with stdout and stderr
/// sometimes full or unwritable; lightly damped springs near the settling limit; `animate` at extreme frame rates;
/// control characters in every text input; output targets that cannot be written. Each case must exit with a code in
/// {0, 1, 2, 64, 74, 130, 143}, leave its output folder unchanged (on failure) or complete (on success), and print no
/// line that user text forged. A trap on an input such as a response of 1e-155, a 1e16 s frame or stderr to
/// /dev/full ends the test process within the first cases.
///
/// Each run's peak memory is the kernel's count, as the growth of this process's resident memory over the run
/// (``ResidentMemory``): `animate` stays under 150 MB whatever its rate, and every command under 1 GB. Time is not
/// asserted (a shared machine's clock); the work each accepted run may do is bounded by counts (`InputLimits`), which
/// the in-process part checks. The largest CPU time and memory per command are printed.
final class FuzzCLITests: XCTestCase {
  /// The seed and the number of cases: 0x5EED_C11 and 264, or `WAVEBENCH_FUZZ_SEED` and `WAVEBENCH_FUZZ_CASES` for a
  /// longer run by hand.
  static let seed: UInt64 =
    ProcessInfo.processInfo.environment["WAVEBENCH_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x5EED_C11
  static let caseCount = ProcessInfo.processInfo.environment["WAVEBENCH_FUZZ_CASES"].flatMap { Int($0) } ?? 264
  static let allowedStatuses: Set<Int32> = [0, 1, 2, 64, 74, 130, 143]
  /// `animate` streams its rows: its peak memory does not grow with the ticks it runs.
  static let animateMemoryCap = 150 << 20
  static let memoryCap = 1 << 30

  func testFuzz_ExecutableExitsCleanlyAndLeavesFoldersWhole() throws {
    var g = FuzzGenerator(seed: Self.seed)
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("wave-cli-fuzz-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: root) }
    var statuses: [Int32: Int] = [:]
    var largest: [String: (cpu: Double, memory: Int)] = [:]
    for index in 0..<Self.caseCount {
      let output = root.appendingPathComponent("out-\(index)")
      let arguments = makeCase(&g, index: index, root: root, output: output)
      let before = snapshot(output)
      let sinks: [StandardStreams.Sink] = [.captured, .captured, .captured, .full, .unwritable]
      let (result, usage) = CommandRunner.run(arguments, stdout: g.pick(sinks), stderr: g.pick(sinks))
      statuses[result.status, default: 0] += 1
      let command = arguments.first ?? ""
      XCTAssertTrue(Self.allowedStatuses.contains(result.status), "case \(index) \(arguments): \(result.status)")
      if let memory = usage.peakGrowthBytes {
        let seen = largest[command] ?? (0, 0)
        largest[command] = (max(seen.cpu, usage.cpuSeconds), max(seen.memory, memory))
        XCTAssertLessThan(
          memory, command == "animate" ? Self.animateMemoryCap : Self.memoryCap, "case \(index) \(arguments)")
      }
      for line in (result.stdout + "\n" + result.stderr).split(whereSeparator: \.isNewline) {
        XCTAssertFalse(line.hasPrefix(FuzzGenerator.forgedLine), "case \(index) \(arguments): a forged line")
      }
      if let option = arguments.firstIndex(of: "--output"), arguments[option + 1] == output.path, command != "check" {
        // Unchanged, or complete: a run that wrote its reports and then failed to print its summary (stdout
        // full, exit 74) leaves a complete folder.
        let after = snapshot(output)
        let complete = ["README.md", "\(command).md", "\(command).json"].allSatisfy {
          after[$0] != nil && after[$0] != before[$0]
        }
        XCTAssertTrue(
          complete || (result.status != 0 && after == before),
          "case \(index) \(arguments) exit \(result.status): \(before.keys.sorted()) → \(after.keys.sorted())")
      }
    }
    print("cli fuzz statuses: \(statuses.sorted { $0.key < $1.key })")
    if largest.isEmpty { print("cli fuzz: /proc/self/clear_refs cannot be written: memory not measured") }
    print("cli fuzz: the largest CPU time and peak memory per command:")
    for (command, seen) in largest.sorted(by: { $0.key < $1.key }) {
      print("  \(command): \(String(format: "%.2f", seen.cpu)) s, \(seen.memory >> 20) MB")
    }
  }

  /// The hostile inputs of the third fuzz round exit as documented, in one line.
  ///
  /// Each is its own seeded family: a retarget after the run diverged or ended, schedules slower than a frame a minute, hostile spring names in every report that takes names, an empty
  /// gate workload list, and release velocity counts around their limit. Each case exits with its documented code
  /// (guarantees.md: 1 a failing spring, 64 a usage error) in one line, within the memory cap, and no report holds an
  /// event-handler attribute or a script.
  func testFuzz_ThirdRoundInputsExitAsDocumented() throws {
    var g = FuzzGenerator(seed: Self.seed &+ 3)
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("wave-cli-fuzz3-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: root) }
    var cases: [(arguments: [String], statuses: Set<Int32>)] = [
      (["check", "--spring", "0.8:0.06", "--retarget", "0.05s:500"], [1]),
      (["check", "--spring", "0.8:0.3", "--retarget", "1:1e308"], [64]),
      (["check", "--spring", "swiftui:duration=0.5,bounce=0.3", "--schedule", "1e-5hz"], [64]),
      (["check", "--spring", "0.8:0.3", "--schedule", "0.0001hz"], [64]),
      (["gate", "--workloads", ""], [64]),
      (["gate", "--workloads", ","], [64]),
    ]
    for _ in 0..<12 {
      // A retarget at a random time (0 to 20 s) to a random value on a spring that may diverge at 60 Hz.
      let spring = g.pick(["0.8:0.06", "0.8:0.3", "0.05:0.02", "1:0.25"])
      let time = g.pick(["0", "0.05s", "1s", "20s", "1e9s", "-1s", "nan"])
      let value = g.pick(["500", "-1e9", "1e9", "1.1e9", "1e308", "inf", "0"])
      cases.append((["check", "--spring", spring, "--retarget", "\(time):\(value)"], [0, 1, 64]))
    }
    for _ in 0..<6 {
      // A rate around the one-frame-a-minute limit (1/60 Hz): slower is refused.
      let rate = g.pick(["1e-5", "0.01", "0.0166", "0.017", "0.1", "1"])
      cases.append(
        (
          ["check", "--spring", "0.8:0.3", "--schedule", "\(rate)hz"],
          (Double(rate)! < 1 / 60) ? [64] : [0, 1]
        ))
    }
    for _ in 0..<6 {
      // Release velocity ranges: at most InputLimits.maximumReleaseVelocities (50).
      let count = g.pick([1, 2, 50, 51, 500])
      let ranges = (0..<count).flatMap { i in ["--velocity=-\(1000 + i)...\(1000 + i)"] }
      cases.append((["check", "--spring", "0.8:0.2"] + ranges, count > 50 ? [64] : [0, 1]))
    }
    let names = ["x\" onmouseover=\"alert(1)//", "\"/><testcase name=\"x", "<script>alert(1)</script>", "a & b <c>"]
    for command in ["stability", "formulas"] {
      let name = g.pick(names)
      let escapedName = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      let file = root.appendingPathComponent("springs-\(command).json").path
      _ = FileManager.default.createFile(
        atPath: file, contents: Data("[{\"name\": \"\(escapedName)\", \"dampingRatio\": 0.7, \"response\": 0.4}]".utf8))
      cases.append(([command, "--springs-file", file, "--output", root.appendingPathComponent(command).path], [0]))
    }
    for (index, testCase) in cases.enumerated() {
      let (result, usage) = CommandRunner.run(testCase.arguments, stdout: .captured, stderr: .captured)
      let shown = testCase.arguments.map { $0.count > 60 ? String($0.prefix(60)) + "…" : $0 }.prefix(8)
      XCTAssertTrue(
        testCase.statuses.contains(result.status),
        "case \(index) \(shown): exit \(result.status), expected \(testCase.statuses.sorted()): \(result.stderr)")
      if result.status == 64 || result.status == 2 {
        XCTAssertEqual(
          CommandRunner.errorLines(result.stderr).count, 1, "case \(index) \(shown): \(result.stderr)")
      }
      if let memory = usage.peakGrowthBytes { XCTAssertLessThan(memory, Self.memoryCap, "case \(index) \(shown)") }
      if let option = testCase.arguments.firstIndex(of: "--output") {
        let folder = URL(fileURLWithPath: testCase.arguments[option + 1])
        for (file, data) in snapshot(folder) where file.hasSuffix(".svg") {
          let text = String(decoding: data, as: UTF8.self)
          XCTAssertNil(text.range(of: #"\son[a-z]+\s*="#, options: .regularExpression), "\(file) has an event handler")
          XCTAssertFalse(text.contains("<script>alert"), "\(file) has the name's script")
          XCTAssertNoThrow(try XMLDocument(data: data), "\(file) is not well-formed XML")
        }
      }
    }
  }

  /// The files of `folder` and their contents.
  func snapshot(_ folder: URL) -> [String: Data] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var files: [String: Data] = [:]
    for name in names { files[name] = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) }
    return files
  }

  func makeCase(_ g: inout FuzzGenerator, index: Int, root: URL, output: URL) -> [String] {
    func file(_ bytes: [UInt8]) -> String {
      let path = root.appendingPathComponent("in-\(g.next())").path
      _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
      return path
    }
    let spring =
      ["--damping-ratio", g.plausibleText()]
      + (g.chance(0.3) ? ["--stiffness", g.plausibleText()] : ["--response", g.plausibleText()])
      + (g.chance(0.2) ? ["--mass", g.numberText()] : [])
    let ends = ["--from", g.plausibleText(), "--to", g.plausibleText()]
    let integrator = [
      "--integrator", g.pick(["euler", "exact", "batch", "react-spring", "rebound", "gsl-rk4"]),
    ]
    switch index % 11 {
    case 0:
      return ["spring"] + spring + (g.chance(0.5) ? ["--fps", g.numberText()] : [])
        + ["--format", g.pick(["text", "json"])]
    case 1:
      return ["trajectory"] + spring + ends + [
        "--fps", g.plausibleText(), "--frames", g.pick(["1", "30", "0", "-1", "abc"]),
      ]
        + integrator + ["--format", g.pick(["csv", "json"])]
    case 2:
      return ["trajectory"] + spring + ends + ["--dt-file", file(g.dtFileContents())] + integrator
    case 3:
      if g.chance(0.5) {  // an earlier run's folder, which a failed run must leave as it was
        try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(
          atPath: output.appendingPathComponent("README.md").path, contents: Data("old".utf8))
      }
      var arguments = ["formulas", "--output", output.path]
      if g.chance(0.6) { arguments += ["--spring", "\(g.plausibleText()):\(g.plausibleText())"] }
      if g.chance(0.3) { arguments += ["--springs-file", file(g.springsFileContents())] }
      if g.chance(0.3) { arguments += ["--schedule", g.pick(["60hz", "vrr,vrr", "30hz,60hz", "0hz", "jitter"])] }
      if g.chance(0.2) { arguments += ["--dt-file", file(g.dtFileContents())] }
      return arguments
    case 4:
      let report = { (g: inout FuzzGenerator) -> [UInt8] in
        Array(
          "{\"schemaVersion\": 1, \"report\": \"accuracy\", \"rows\": [\(g.chance(0.3) ? "" : "{\"spring\": \"s\", \"schedule\": \"60hz\", \"integrator\": \"euler\", \"status\": \"ok\", \"maxError\": \(g.pick(["0.1", "null", "\"x\""])), \"rmsError\": 0.1, \"snapPer1000\": 0}")]}"
            .utf8)
      }
      return ["compare", file(report(&g)), file(g.chance(0.8) ? report(&g) : g.dtFileContents())]
    case 5:
      var arguments = ["check", "--spring", "\(g.plausibleText()):\(g.plausibleText())"]
      if g.chance(0.3) { arguments += ["--springs-file", file(g.springsFileContents())] }
      if g.chance(0.3) { arguments += ["--travel", g.numberText()] }
      arguments += ["--schedule", g.pick(["60hz", "30hz,120hz", "0hz", "vrr,vrr"])]
      arguments += ["--fail-on", g.pick(["none", "unstable", "unstable,snap>1pt", "bogus", "error>nan%", "snap>1"])]
      // The configuration and the extra outputs draw from a stream of their own, so that every other case is the
      // one the main stream made before they were added.
      var h = FuzzGenerator(seed: Self.seed &+ UInt64(index))
      if h.chance(0.3) {  // a project configuration, well-formed or not
        let travel = h.pick(["120", "1e308", "-5", "\"x\"", "null", "1e-300", "0"])
        let config = h.pick([
          "{\"travel\": \(travel)}", "{\"schedules\": \(h.pick(["\"60hz,bogus\"", "[1]", "[]", "\"vrr\""]))}",
          "{\"failOn\": \(h.pick(["\"none\"", "\"snap>nan%\"", "5"]))}",
          "{\"paths\": {\"\(h.pick(["**", "*/*/**/**/**", "", "a\\u0007b"]))\": {\"travel\": \(travel)}}}",
          "{\"exclude\": \(h.pick(["[\"**\"]", "[]", "\"\"", "[1]"]))}", "{\"trvel\": 1}", "[1", "",
          "{\"engine\": \"\(h.pick(["wave", "framer", "x\\u001b[31m"]))\"}",
        ])
        let path = root.appendingPathComponent("config-\(index).json").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(config.utf8))
        arguments += ["--config", path]
      }
      if h.chance(0.2) {
        arguments += [h.pick(["--junit", "--json"]), output.path + h.pick([".xml", "/sub.xml", ""])]
      }
      return arguments + ["--format", g.pick(["text", "json", "markdown", "junit", "xml"])]
    case 6:
      return g.pick([["integrators"], ["spring", "--damping-ratio", "0.5", "--response", "0.3"], ["--version"]])
    case 7:  // lightly damped springs near the settling limit
      let light = g.lightSpringText()
      let parts = light.split(separator: ":").map(String.init)
      switch g.int(0..<4) {
      case 0:
        return ["check", "--spring", light, "--schedule", g.pick(["60hz", "120hz,60hz,30hz", "vrr,hitch"])]
      case 1: return ["stability", "--spring", light, "--output", output.path]
      case 2: return ["formulas", "--spring", light, "--output", output.path]
      default:
        return ["spring", "--damping-ratio", parts[0], "--response", parts[1], "--fps", g.pick(["30", "120", "1000"])]
      }
    case 8:  // animate at extreme frame rates
      let fps = g.extremeRateText()
      let damping = g.pick(["1e-5", "0.001", "0.5", "1", "3"])
      var arguments = [
        "animate", "--damping-ratio", damping, "--response", g.pick(["0.3", "1"]),
        "--from", "0", "--to", g.pick(["1", "1000"]), "--fps", fps,
      ]
      // Without --frames a fast rate, or ζ 1e-5 (settling in about 44,000 s), runs millions of ticks or is refused;
      // the cases stay cheap with --frames there (TrajectoryStreamingTests streams a long run).
      if g.chance(0.4) || (Double(fps) ?? 0) >= 1e5 || damping == "1e-5" {
        arguments += ["--frames", g.pick(["1", "1000", "100000"])]
      }
      return arguments + ["--format", g.pick(["csv", "json"])]
    case 9:  // control characters in every text input
      let forged = { (g: inout FuzzGenerator, text: String) in g.withControlCharacters(text) }
      switch g.int(0..<8) {
      case 0: return ["check", "--spring", forged(&g, "0.8:0.3")]
      case 1:
        let name = forged(&g, "sheet").unicodeScalars.map {
          $0.value < 0x20 ? String(format: "\\u%04x", $0.value) : String($0)
        }
        .joined()
        return [
          "check", "--springs-file",
          file(Array("[{\"name\": \"\(name)\", \"dampingRatio\": 0.8, \"response\": 0.3}]".utf8)),
        ]
      case 2: return ["check", "--spring", "0.8:0.3", "--schedule", forged(&g, "60hz")]
      case 3: return ["check", "--spring", "0.8:0.3", "--fail-on", forged(&g, "unstable")]
      case 4: return ["check", "--spring", "0.8:0.3", "--format", forged(&g, "json")]
      case 5: return ["formulas", "--output", output.path + "/" + forged(&g, "reports")]
      case 6: return ["trajectory", "--dt-file", forged(&g, root.path + "/missing")] + spring + ends
      default: return ["compare", forged(&g, root.path + "/old.json"), root.path + "/new.json"]
      }
    default:  // outputs that cannot be written
      let fifo = root.appendingPathComponent("fifo-\(index)").path
      _ = mkfifo(fifo, 0o600)
      let plain = root.appendingPathComponent("plain-\(index)").path
      _ = FileManager.default.createFile(atPath: plain, contents: Data("x".utf8))
      let target = g.pick(["/proc/wave-bench-fuzz", "/sys/wave-bench-fuzz", "/dev/null/x", fifo, plain + "/sub", ""])
      return g.chance(0.5)
        ? [g.pick(["formulas", "stability", "settling"]), "--output", target]
        : ["check", "--spring", "0.8:0.3", "--output", g.pick([target, "/dev/full"])]
    }
  }
}
