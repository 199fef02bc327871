import Foundation
import WaveCore
import XCTest

/// What the reports and the other commands say, read back and checked against independent numbers: the
/// stability bound, the formulas' stiffness, validate's JSON, perf's JSON, integrator-cost's refusal and the
/// gate's exit 2.
final class ReportContentTests: XCTestCase {
  func temporaryDirectory() -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("wave-bench-content-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url.path
  }

  func json(_ path: String) throws -> [String: Any] {
    try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
  }

  /// defaultInteractive (0.8/0.2; 4π·0.8/0.2 = 50 < 60, no rubberband) is stable above
  /// f = ω0 / (2(√(ζ² + 1) − ζ)) with ω0 = 2π/0.2: 32.68 Hz, the number the stability report headlines.
  func testStability_DefaultInteractiveBoundIsTheAnalyticOne() throws {
    let output = temporaryDirectory()
    let result = CommandRunner.run(["stability", "--spring", "0.8:0.2", "--output", output])
    XCTAssertEqual(result.status, 0, result.stderr)
    let rows = try XCTUnwrap(try json(output + "/stability.json")["rows"] as? [[String: Any]])
    let row = try XCTUnwrap(rows.first { $0["spring"] as? String == "0.8/0.2" })
    let zeta = 0.8
    let omega = 2 * Double.pi / 0.2
    let expected = omega / (2 * ((zeta * zeta + 1).squareRoot() - zeta))
    let got = try XCTUnwrap(row["criticalFps"] as? Double)
    XCTAssertEqual(got, expected, accuracy: Tolerance.verificationRelative * expected)
    XCTAssertTrue(result.stdout.contains("stable above 32.68 Hz"), result.stdout)
  }

  /// Wave's documented Spring(dampingRatio: 0.6, response: 0.8): stiffness (2π/0.8)² = 61.685 1/s².
  func testFormulas_PublishedStiffness() throws {
    let output = temporaryDirectory()
    XCTAssertEqual(CommandRunner.run(["formulas", "--output", output]).status, 0)
    let refs = try XCTUnwrap(try json(output + "/formulas.json")["crossReferences"] as? [[String: Any]])
    let stiffness = try XCTUnwrap(refs.first { $0["quantity"] as? String == "stiffness" })
    let expected = (2 * Double.pi / 0.8) * (2 * Double.pi / 0.8)
    // A short formula ((2π/0.8)²) against the same formula written out here: Tolerance.roundingRelative.
    XCTAssertEqual(
      try XCTUnwrap(stiffness["engine"] as? Double), expected, accuracy: Tolerance.roundingRelative * expected)
  }

  /// validate passes the six built-in conformances and says so in JSON with the reports' header.
  func testValidate_PassesTheBuiltInsInJSON() throws {
    let result = CommandRunner.run(["validate", "--format", "json"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    XCTAssertEqual(object["passed"] as? Bool, true)
    XCTAssertEqual((object["types"] as? [Any])?.count, 6)
    XCTAssertEqual(object["report"] as? String, "validation")
  }

  /// perf measures what it is asked and says so in JSON; a bad size is a usage error.
  func testPerf_JSONAndBadSizes() throws {
    let result = CommandRunner.run(
      ["perf", "--animators", "10", "--frames", "10", "--paths", "batch,c-reference", "--format", "json"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let results = try XCTUnwrap(object["results"] as? [[String: Any]])
    XCTAssertEqual(Set(results.compactMap { $0["path"] as? String }), ["batch", "c-reference"])
    XCTAssertEqual(CommandRunner.run(["perf", "--animators", "0"]).status, 64)
  }

  /// integrator-cost refuses an output that is not a folder before timing anything (a full run times every
  /// integrator, ~90 s in a debug build: too long for the tests; CI's committed integrator-cost.json is read
  /// by the accuracy report test instead).
  func testIntegratorCost_RefusesAFileAsItsFolder() throws {
    let output = temporaryDirectory()
    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    let file = output + "/afile"
    try "x".write(toFile: file, atomically: true, encoding: .utf8)
    XCTAssertEqual(CommandRunner.run(["integrator-cost", "--output", file]).status, 64)
  }

  /// The gate cannot measure against an unreadable baseline: exit 2, one line naming it.
  func testGate_UnreadableBaselineExits2() throws {
    assertRefusal(
      ["gate", "--baseline", "/nonexistent/baseline.json", "--workloads", "scalar"], status: 2,
      "baseline: no baseline at /nonexistent/baseline.json; create one with `wave-bench gate --update`")
  }
}
