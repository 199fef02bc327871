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
  /// one of other settings, a gate baseline of this build and the committed one.
  static func makeFixtures() throws {
    let f = fixtures
    try "import SwiftUI\nlet sheet = Animation.spring(response: 0.15, dampingFraction: 0.86)\n".write(
      toFile: f + "/View.swift", atomically: true, encoding: .utf8)
    try #"{"travel": 250}"#.write(toFile: f + "/wave-bench.json", atomically: true, encoding: .utf8)
    guard !FileManager.default.fileExists(atPath: f + "/springs.json") else { return }
    try #"[{"name": "soft", "dampingRatio": 0.6, "response": 0.7}]"#.write(
      toFile: f + "/springs.json", atomically: true, encoding: .utf8)
    // 125 s of 80 Hz frames: longer than any report's run (the settling report steps up to 120 s).
    try Array(repeating: "0.0125", count: 10_000).joined(separator: "\n").write(
      toFile: f + "/dt-long.txt", atomically: true, encoding: .utf8)
    try "0.016\n0.017\n0.016\n0.02\n".write(toFile: f + "/dt-short.txt", atomically: true, encoding: .utf8)
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
    let gate = CommandRunner.run(["gate", "--update", "--workloads", "scalar", "--baseline", f + "/gate.json"])
    XCTAssertEqual(gate.status, 0, gate.stderr)
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
