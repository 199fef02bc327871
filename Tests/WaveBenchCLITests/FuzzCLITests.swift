import Foundation
import WaveTestSupport
import XCTest

/// The fuzz test's sample through the real executable: 160 seeded cases (the in-process part,
/// `WaveBenchFuzzTests`, runs 2,400 more through the same library calls, cheaper than a process each).
///
/// Every command (`check` included) with generated numbers, files and option combinations, with stdout and stderr
/// sometimes full or unwritable. Each case must exit with a code in {0, 1, 2, 64, 74, 130, 143}, never by a signal (a
/// trap), and leave its output folder unchanged (on failure) or complete (on success). A trap (exit 132) on an input
/// such as a response of 1e-155, a 1e16 s frame or stderr to /dev/full shows within the first cases.
final class FuzzCLITests: XCTestCase {
  static let seed: UInt64 = 0x5EED_C11
  static let caseCount = 160
  static let allowedStatuses: Set<Int32> = [0, 1, 2, 64, 74, 130, 143]

  func testFuzz_ExecutableExitsCleanlyAndLeavesFoldersWhole() throws {
    var g = FuzzGenerator(seed: Self.seed)
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("wave-cli-fuzz-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: root) }
    var statuses: [Int32: Int] = [:]
    for index in 0..<Self.caseCount {
      let output = root.appendingPathComponent("out-\(index)")
      let arguments = makeCase(&g, index: index, root: root, output: output)
      let before = snapshot(output)
      let sinks: [StreamRunner.Sink] = [.pipe, .pipe, .pipe, .full, .unwritable]
      let result = try StreamRunner.run(arguments, stdout: g.pick(sinks), stderr: g.pick(sinks))
      statuses[result.status, default: 0] += 1
      XCTAssertFalse(result.signalled, "case \(index) \(arguments): signal \(result.status)")
      XCTAssertTrue(Self.allowedStatuses.contains(result.status), "case \(index) \(arguments): \(result.status)")
      if arguments.contains("--output") {
        // Unchanged, or complete: a run that wrote its reports and then failed to print its summary (stdout
        // full, exit 74) leaves a complete folder.
        let after = snapshot(output)
        let complete = ["README.md", "formulas.md", "formulas.json"].allSatisfy {
          after[$0] != nil && after[$0] != before[$0]
        }
        XCTAssertTrue(
          complete || (result.status != 0 && after == before),
          "case \(index) \(arguments) exit \(result.status): \(before.keys.sorted()) → \(after.keys.sorted())")
      }
    }
    print("cli fuzz statuses: \(statuses.sorted { $0.key < $1.key })")
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
    switch index % 7 {
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
      return arguments + ["--format", g.pick(["text", "json", "markdown", "junit", "xml"])]
    default:
      return g.pick([["integrators"], ["spring", "--damping-ratio", "0.5", "--response", "0.3"], ["--version"]])
    }
  }
}
