import Foundation
import XCTest

/// `compare` judges only rows it matched: reports of different springs or schedules are refused (exit 2) naming
/// what differs, a partial overlap needs `--allow-partial` and says how many rows it compared, and a report with
/// nothing to compare is refused.
final class CompareRowMatchingTests: XCTestCase {
  static let reports: Result<(both: String, sixty: String, other: String), any Error> = Result {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("wave-bench-cmp-\(UUID().uuidString)").path
    func accuracy(_ name: String, _ arguments: [String]) throws -> String {
      let result = CommandRunner.run(["accuracy", "--output", "\(base)/\(name)"] + arguments)
      guard result.status == 0 else { throw CocoaError(.fileWriteUnknown) }
      return "\(base)/\(name)/accuracy.json"
    }
    return (
      try accuracy("both", ["--spring", "0.5:0.3", "--schedule", "60hz,vrr"]),
      try accuracy("sixty", ["--spring", "0.5:0.3", "--schedule", "60hz"]),
      try accuracy("other", ["--spring", "0.9:0.6", "--schedule", "60hz"])
    )
  }

  func testDifferentSettings_Exit2NamingWhatDiffers() throws {
    let r = try Self.reports.get()
    // The rows only OLD has: its vrr rows, one per integrator.
    let both = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: r.both))) as? [String: Any])
    let vrrRows = try XCTUnwrap(both["rows"] as? [[String: Any]]).filter { $0["schedule"] as? String == "vrr" }.count
    assertRefusal(
      ["compare", r.both, r.sixty], status: 2,
      "compare: the reports did not run the same settings (schedules: OLD 60hz, vrr; NEW 60hz): \(vrrRows) rows only "
        + "in OLD, 0 only in NEW; pass --allow-partial to compare the rows both have")
  }

  func testAllowPartial_ComparesTheCommonRowsAndSaysHowMany() throws {
    let r = try Self.reports.get()
    let result = CommandRunner.run(["compare", r.both, r.sixty, "--allow-partial", "--format", "json"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let onlyInOld = try XCTUnwrap(json["onlyInOld"] as? [String])
    XCTAssertFalse(onlyInOld.isEmpty)
    XCTAssertTrue(onlyInOld.allSatisfy { $0.hasSuffix("@ vrr") }, "\(onlyInOld)")
    XCTAssertEqual(json["matched"] as? Int, (json["unchanged"] as? Int))
    XCTAssertGreaterThan(json["matched"] as? Int ?? 0, 0)
  }

  /// The text counts the rows only one report has per kind (here the schedule only OLD ran); `--verbose` lists them,
  /// and without `--allow-partial` it is refused.
  func testAllowPartial_CountsPerKind_VerboseLists() throws {
    let r = try Self.reports.get()
    let counted = CommandRunner.run(["compare", r.both, r.sixty, "--allow-partial"])
    XCTAssertEqual(counted.status, 0, counted.stderr)
    let summary = counted.stdout.split(separator: "\n").filter { $0.hasPrefix("only in OLD") }
    XCTAssertEqual(summary.count, 1, counted.stdout)
    XCTAssertTrue(summary[0].contains(" @ vrr (--verbose lists them)"), counted.stdout)
    let listed = CommandRunner.run(["compare", r.both, r.sixty, "--allow-partial", "--verbose"])
    let rows = listed.stdout.split(separator: "\n").filter { $0.hasPrefix("only in OLD") }
    XCTAssertGreaterThan(rows.count, 1)
    XCTAssertTrue(
      summary[0].hasPrefix("only in OLD (not compared): \(rows.count) rows, \(rows.count) @ vrr"), counted.stdout)
    XCTAssertEqual(CommandRunner.run(["compare", r.both, r.sixty, "--verbose"]).status, 64)
  }

  func testAllowPartial_NoCommonRow_Exit2() throws {
    let r = try Self.reports.get()
    assertRefusal(
      ["compare", r.sixty, r.other, "--allow-partial"], status: 2,
      "compare: the reports have no row in common: nothing to compare")
  }

  /// A report with no rows, or with a null, string or boolean metric, cannot be compared: exit 2, on either side.
  func testEmptyOrNonNumericReport_Exit2() throws {
    let header = "{\"schemaVersion\": 1, \"report\": \"accuracy\", \"rows\": "
    let row = { (metric: String) in
      "[{\"spring\": \"s\", \"schedule\": \"60hz\", \"integrator\": \"euler\", \"status\": \"ok\", \"maxError\": \(metric), \"rmsError\": 0.1, \"snapPer1000\": 0.1}]}"
    }
    let good = try CommandRunner.temporaryFile(header + row("0.1"), in: self)
    for bad in ["[]}", row("null"), row("\"0.1\""), row("true")] {
      let path = try CommandRunner.temporaryFile(header + bad, in: self)
      for (old, new) in [(good, path), (path, good)] {
        let result = CommandRunner.run(["compare", old, new])
        XCTAssertEqual(result.status, 2, "\(bad): \(result.stdout) \(result.stderr)")
      }
    }
    XCTAssertEqual(CommandRunner.run(["compare", good, good]).status, 0)
  }
}
