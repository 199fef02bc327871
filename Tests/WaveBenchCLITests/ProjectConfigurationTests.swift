import Foundation
import XCTest

/// A project's `.wave-bench.json` and its `// wave-bench:` comments, as `check --scan` reads them in a folder laid
/// out as an app's repository (a `.git` folder at its root, where the search for a configuration stops).
///
/// What is asserted is where each value comes from and what it does, not the springs' numbers: the check's runs are
/// linear in the travel (the engine's step is linear in the state, and every length it reports is a fraction of the
/// travel times the travel), so a spring's snap at 2000 pt is twice its snap at 1000 pt, to rounding (1e-9 relative).
final class ProjectConfigurationTests: XCTestCase {
  private var root: URL!
  /// The first line of each Swift file written (interpolated, so that no line of this file reads as an import).
  private static let waveImport = "import Wave"

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("wave-bench-config-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: root)
  }

  private func write(_ text: String, to path: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// `check --scan <root>/Sources --format json` and its springs by line.
  private func check(_ extra: [String] = []) throws -> (
    status: Int32, springs: [Int: [String: Any]], report: [String: Any]
  ) {
    let result = CommandRunner.run(
      ["check", "--scan", root.appendingPathComponent("Sources").path, "--format", "json"] + extra)
    let report = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stderr)
    var springs: [Int: [String: Any]] = [:]
    for spring in report["springs"] as? [[String: Any]] ?? [] {
      let source = try XCTUnwrap(spring["source"] as? [String: Any])
      springs[try XCTUnwrap(source["line"] as? Int)] = spring
    }
    return (result.status, springs, report)
  }

  private func hitchSnap(_ spring: [String: Any]?) throws -> Double {
    let runs = try XCTUnwrap(spring?["runs"] as? [[String: Any]])
    return try XCTUnwrap(runs.first { $0["schedule"] as? String == "hitch" }?["snap"] as? Double)
  }

  /// The travel from the configuration, the comment and the command line.
  ///
  /// 0.86/0.35 snaps 0.45 pt at `hitch` over 1000 pt, under the 0.5 pt limit: twice that over 2000 pt fails. The
  /// configuration's travel fails it, the comment above the second copy brings it back to 300 pt, the command line's
  /// `--travel` beats the configuration and the comment beats the command line.
  func testTravel_FromTheConfiguration_TheCommentAndTheCommandLine() throws {
    try write(
      """
      \(Self.waveImport)

      let card = Spring(dampingRatio: 0.86, response: 0.35)
      // wave-bench:travel 300
      let toast = Spring(dampingRatio: 0.86, response: 0.35)

      """, to: "Sources/Card.swift")
    let plain = try check()
    XCTAssertEqual(plain.status, 0)
    XCTAssertEqual(plain.springs[3]?["travel"] as? Double, 1000)
    XCTAssertEqual((plain.report["options"] as? [String: Any])?["configurations"] as? [String], [])

    try write(#"{"travel": 2000}"#, to: ".wave-bench.json")
    let configured = try check()
    XCTAssertEqual(configured.status, 1)
    XCTAssertEqual(configured.springs[3]?["travel"] as? Double, 2000)
    XCTAssertEqual(configured.springs[3]?["passed"] as? Bool, false)
    // Doubling the travel is exact in binary, so a run from rest scales by 2 bit for bit; 1e-9 pt is far looser than
    // any rounding and far below the point-sized snap, so anything but the configured travel fails.
    XCTAssertEqual(try hitchSnap(configured.springs[3]), 2 * (try hitchSnap(plain.springs[3])), accuracy: 1e-9)
    XCTAssertEqual(configured.springs[5]?["travel"] as? Double, 300)
    XCTAssertEqual(configured.springs[5]?["passed"] as? Bool, true)
    let notes = (configured.springs[5]?["settings"] as? [String: Any])?["notes"] as? [String]
    XCTAssertEqual(notes?.count, 1)
    XCTAssertTrue(notes?.first?.hasPrefix("travel 300 pt (") == true, "\(notes ?? [])")
    let used = try XCTUnwrap((configured.report["options"] as? [String: Any])?["configurations"] as? [String])
    XCTAssertEqual(used.count, 1)
    XCTAssertTrue(used[0].hasSuffix("/.wave-bench.json"), used[0])

    let overridden = try check(["--travel", "1000"])
    XCTAssertEqual(overridden.status, 0)
    XCTAssertEqual(overridden.springs[3]?["travel"] as? Double, 1000)
    XCTAssertEqual(overridden.springs[5]?["travel"] as? Double, 300)
  }

  /// On 120hz and hitch, two copies of 0.8/0.06, which breaks unstable (and snap at 120hz), and one of 1/0.5, which
  /// breaks snap alone: `disable:next snap` above the first silences snap on it only (it still fails on the rest);
  /// the second copy is untouched; the third passes, its snap failures listed as silenced and skipped in JUnit.
  func testDisableNext_SilencesOneRuleOnOneSpring() throws {
    try write(
      """
      \(Self.waveImport)

      // wave-bench:disable:next snap
      let flick = Spring(dampingRatio: 0.8, response: 0.06)
      let flickAgain = Spring(dampingRatio: 0.8, response: 0.06)
      // wave-bench:disable:next snap
      let slow = Spring(dampingRatio: 1, response: 0.5)

      """, to: "Sources/Card.swift")
    let schedules = ["--schedule", "120hz,hitch"]
    let result = try check(schedules)
    XCTAssertEqual(result.status, 1)
    func failures(_ line: Int) throws -> [(rule: String, silenced: Bool)] {
      let runs = try XCTUnwrap(result.springs[line]?["runs"] as? [[String: Any]])
      return runs.flatMap { ($0["failures"] as? [[String: Any]]) ?? [] }.map {
        (String(($0["rule"] as? String ?? "").prefix { $0 != ">" }), $0["silenced"] as? Bool ?? false)
      }
    }
    let first = try failures(4)
    // The unstable run at hitch fails every rule it cannot measure too; snap is also broken at 120hz.
    XCTAssertTrue(Set(first.map(\.rule)).isSuperset(of: ["unstable", "snap"]), "\(first)")
    XCTAssertTrue(first.allSatisfy { $0.silenced == ($0.rule == "snap") })
    XCTAssertEqual(result.springs[4]?["passed"] as? Bool, false)
    let second = try failures(5)
    XCTAssertEqual(Set(second.map(\.rule)), Set(first.map(\.rule)))
    XCTAssertTrue(second.allSatisfy { !$0.silenced })
    let third = try failures(7)
    XCTAssertEqual(Set(third.map(\.rule)), ["snap"])
    XCTAssertTrue(third.allSatisfy(\.silenced))
    XCTAssertEqual(result.springs[7]?["passed"] as? Bool, true)
    XCTAssertNil(result.springs[7]?["recommendation"] as? [String: Any])

    let junit = CommandRunner.run(
      ["check", "--scan", root.appendingPathComponent("Sources").path, "--format", "junit"] + schedules)
    let slowSuite = try XCTUnwrap(
      junit.stdout.split(separator: "\n").first { $0.contains("<testsuite name=") && $0.contains("Card.swift:7 ") })
    XCTAssertTrue(slowSuite.contains("failures=\"0\""), String(slowSuite))
    XCTAssertTrue(slowSuite.contains("skipped=\"\(third.count)\""), String(slowSuite))
    let github = CommandRunner.run(
      ["check", "--scan", root.appendingPathComponent("Sources").path, "--format", "github"] + schedules)
    XCTAssertTrue(
      github.stdout.split(separator: "\n").contains {
        $0.hasPrefix("::notice ") && $0.contains("line=7,") && $0.contains("silenced: snap>0.5pt")
      },
      github.stdout)
  }

  /// Each checked spring's `key` in the JSON `report`, by its file's path under `Sources/`.
  private func byFile<T>(_ report: [String: Any], _ key: String, as type: T.Type) throws -> [String: T?] {
    let springs = try XCTUnwrap(report["springs"] as? [[String: Any]])
    return Dictionary(
      uniqueKeysWithValues: springs.map {
        let file = (($0["source"] as? [String: Any])?["file"] as? String) ?? ""
        return (file.components(separatedBy: "/Sources/").last ?? "", $0[key] as? T)
      })
  }

  /// `paths` gives a folder its travel, `exclude` leaves a file out (and says so), and an unknown key is refused
  /// in one line naming the file and the key.
  func testPathsExcludeAndUnknownKeys() throws {
    let spring = "import Wave\nlet s = Spring(dampingRatio: 0.86, response: 0.35)\n"
    try write(spring, to: "Sources/Card.swift")
    try write(spring, to: "Sources/Toasts/Toast.swift")
    try write(spring, to: "Sources/Generated/Old.swift")
    try write(
      #"{"travel": 2000, "exclude": ["Sources/Generated/"], "paths": {"Sources/Toasts/": {"travel": 120}}}"#,
      to: ".wave-bench.json")
    let result = try check()
    XCTAssertEqual(
      try byFile(result.report, "travel", as: Double.self), ["Card.swift": 2000, "Toasts/Toast.swift": 120])
    XCTAssertEqual((result.report["options"] as? [String: Any])?["excludedSprings"] as? Int, 1)

    try write(#"{"travel": 2000, "pahts": {}}"#, to: ".wave-bench.json")
    let refused = CommandRunner.run(["check", "--scan", root.appendingPathComponent("Sources").path])
    XCTAssertEqual(refused.status, 2)
    XCTAssertEqual(refused.stdout, "")
    let lines = refused.stderr.split(separator: "\n")
    XCTAssertEqual(lines.count, 1, refused.stderr)
    XCTAssertTrue(
      lines.first?.contains(".wave-bench.json: unknown key 'pahts'; did you mean 'paths'?") == true, refused.stderr)
  }

  /// A configuration's travel may be the range a gesture moves a view, at its top level and for a path.
  ///
  /// A reversed range is refused in one line naming the file. Wave's `defaultInteractive` numbers, judged over flings, are then
  /// judged at each range's ends (and where the step judders most between).
  func testTravelRanges_FromTheConfiguration() throws {
    let spring = "import Wave\nlet s = Spring(dampingRatio: 0.8, response: 0.2)\n"
    try write(spring, to: "Sources/Card.swift")
    try write(spring, to: "Sources/Toasts/Toast.swift")
    try write(#"{"travel": "50...300", "paths": {"Sources/Toasts/": {"travel": "20...100"}}}"#, to: ".wave-bench.json")
    let result = try check()
    let travels = try byFile(result.report, "travels", as: [Double].self)
    XCTAssertEqual(travels["Card.swift"]??.first, 50)
    XCTAssertEqual(travels["Card.swift"]??.last, 300)
    XCTAssertEqual(travels["Toasts/Toast.swift"]??.first, 20)
    XCTAssertEqual(travels["Toasts/Toast.swift"]??.last, 100)

    for (bad, why) in [
      ("300...50", ": a range's lower end must be below its upper end"),
      ("0...50", ": a travel must be a finite number of points > 0"),
      ("50...", " must be a travel in points (120) or a range MIN...MAX (50...300)"),
    ] {
      try write(#"{"travel": "\#(bad)"}"#, to: ".wave-bench.json")
      assertRefusal(
        ["check", "--scan", root.appendingPathComponent("Sources").path], status: 2,
        root.appendingPathComponent(".wave-bench.json").path + ": \"travel\" '\(bad)'" + why)
    }
  }

  /// A path's `engine` is where its springs run (a springs-file entry's `runsOn`, for every spring of those files):
  /// Wave's numbers in `Sources/Sheets/` are judged as SwiftUI's spring (its fluid spring), elsewhere as Wave's step.
  func testPathEngine_JudgesThatFoldersSpringsAsThatEngine() throws {
    let spring = "import Wave\nlet s = Spring(dampingRatio: 0.86, response: 0.35)\n"
    try write(spring, to: "Sources/Card.swift")
    try write(spring, to: "Sources/Sheets/Sheet.swift")
    try write(#"{"paths": {"Sources/Sheets/": {"engine": "swiftui"}}}"#, to: ".wave-bench.json")
    let result = try check()
    XCTAssertEqual(
      try byFile(result.report, "judgedAs", as: String.self), ["Card.swift": "wave", "Sheets/Sheet.swift": "fluid"])
  }

  /// Comments that look like a directive but are not one are not applied and are listed with the calls not checked,
  /// each with why, as warnings that leave the verdict alone (the springs' own: 0.9/0.3 fails a rule, exit 1, not the
  /// 2 of an incomplete scan); the directive beside them is applied.
  ///
  /// The travels tell which applied: each spring given one by a look-alike keeps the default 1000 pt, the one under
  /// `// wave-bench:travel 200` gets 200.
  func testDirectiveLookAlikes_AreListedAsNotRead() throws {
    try write(
      """
      \(Self.waveImport)

      /// wave-bench:travel 120
      let a = Spring(dampingRatio: 0.9, response: 0.3)
      /* wave-bench:travel 130 */
      let b = Spring(dampingRatio: 0.9, response: 0.3)
      // Wave-Bench:travel 140
      let c = Spring(dampingRatio: 0.9, response: 0.3)
      // x wave-bench:travel 150
      let d = Spring(dampingRatio: 0.9, response: 0.3)
      // wave-bench:travel 200
      let e = Spring(dampingRatio: 0.9, response: 0.3)

      """, to: "Sources/Card.swift")
    let result = try check()
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual([4, 6, 8, 10, 12].map { result.springs[$0]?["travel"] as? Double }, [1000, 1000, 1000, 1000, 200])
    let listed = try XCTUnwrap(result.report["unresolved"] as? [[String: Any]])
    XCTAssertEqual(listed.map { $0["line"] as? Int }, [3, 5, 7, 9])
    XCTAssertTrue(listed.allSatisfy { $0["sourceNotRead"] as? Bool != true })
    let reasons = listed.map { $0["reason"] as? String ?? "" }
    for (reason, why) in zip(
      reasons,
      [
        "it is a doc comment (`///`)", "it is a block comment (`/* */`)", "the marker is not in lower case",
        "the marker does not start it",
      ])
    {
      XCTAssertTrue(reason.hasSuffix("but \(why); a directive is a line comment that starts `// wave-bench:`"), reason)
    }
    XCTAssertTrue(reasons[0].hasPrefix("`/// wave-bench:travel 120` is not read: "), reasons[0])
  }
}
