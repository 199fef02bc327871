import Foundation
import XCTest

@testable import WaveBench

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The JUnit XML of `check`, read back with Foundation's XML parser: well formed, with one test case per
/// spring and schedule and one failure per failing run, whatever characters a spring's name holds.
final class CheckRenderingTests: XCTestCase {
  final class Counter: NSObject, XMLParserDelegate {
    var elements: [String: Int] = [:]
    var attributes: [String: [String: String]] = [:]
    var suiteNames: [String] = []
    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String]
    ) {
      elements[name, default: 0] += 1
      if name == "testsuites" { self.attributes[name] = attributes }
      if name == "testsuite", let suite = attributes["name"] { suiteNames.append(suite) }
    }
  }

  func testJUnit_IsWellFormed_AndCountsRunsAndFailures() throws {
    let name = #"a <tricky> & "quoted" 'name'"#
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("junit-\(UUID().uuidString).json")
    try
      #"[{"name": "\#(name.replacingOccurrences(of: "\"", with: "\\\""))", "dampingRatio": 0.8, "response": 0.2}, {"name": "calm", "dampingRatio": 0.8, "response": 0.5}]"#
      .write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let input = try CheckCommand.parse([
      "--springs-file", file.path, "--schedule", "120hz,60hz,30hz", "--travel", "1000", "--fail-on", "unstable",
    ]).make()
    let outcome = try CheckOutcome.run(input, format: .junit, progress: { _ in })
    let parser = XMLParser(data: Data(outcome.rendered.utf8))
    let counter = Counter()
    parser.delegate = counter
    XCTAssertTrue(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    // 2 springs × 3 schedules; 0.8/0.2 is unstable at 30 Hz only (stable from 32.68 Hz > 30), 0.8/0.5 nowhere.
    XCTAssertEqual(counter.elements["testsuite"], 2)
    XCTAssertEqual(counter.elements["testcase"], 6)
    XCTAssertEqual(counter.elements["failure"], 1)
    XCTAssertEqual(counter.attributes["testsuites"]?["tests"], "6")
    XCTAssertEqual(counter.attributes["testsuites"]?["failures"], "1")
    XCTAssertEqual(counter.suiteNames.first, "\(name) (0.8/0.2)")
    XCTAssertEqual(outcome.exitStatus, 1)
  }

  /// `check --format json` keeps the recommendation's spring fields and adds the new ones.
  ///
  /// Kept: dampingRatio, response, stiffness, mass. Added: the look change, what forced it, where it was checked and the line to paste; an instant spring passes with no
  /// runs. The look change in points is the fraction times the travel (a 100 pt toast here).
  func testJSON_RecommendationCarriesTheSpringAndItsLookChange() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("json-\(UUID().uuidString).json")
    try
      #"[{"name": "toast", "dampingRatio": 1, "response": 0.25, "travel": 100}, {"name": "none", "dampingRatio": 1, "response": 0}]"#
      .write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let input = try CheckCommand.parse([
      "--springs-file", file.path, "--schedule", "120hz,60hz,30hz", "--travel", "1000", "--fail-on",
      CheckRule.defaultText,
    ]).make()
    let outcome = try CheckOutcome.run(input, format: .json, progress: { _ in })
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.rendered.utf8)) as? [String: Any])
    let springs = try XCTUnwrap(json["springs"] as? [[String: Any]])
    XCTAssertEqual(springs.map { $0["name"] as? String }, ["toast", "none"])
    XCTAssertEqual(springs[0]["travel"] as? Double, 100)
    XCTAssertEqual(springs[1]["instant"] as? Bool, true)
    XCTAssertEqual(springs[1]["passed"] as? Bool, true)
    XCTAssertEqual((springs[1]["runs"] as? [Any])?.count, 0)
    let r = try XCTUnwrap(springs[0]["recommendation"] as? [String: Any])
    for key in ["dampingRatio", "response", "mass"] { XCTAssertNotNil(r[key] as? Double, key) }
    XCTAssertTrue(r["stiffness"] is NSNull)
    let z = try XCTUnwrap(r["dampingRatio"] as? Double)
    let response = try XCTUnwrap(r["response"] as? Double)
    XCTAssertEqual(r["swift"] as? String, "Spring(dampingRatio: \(z.formatted()), response: \(response.formatted()))")
    let look = try XCTUnwrap(r["lookChange"] as? [String: Any])
    let fraction = try XCTUnwrap(look["largestDistanceFraction"] as? Double)
    // The percentage is the fraction × 100, one rounded product of a value ≤ 100 (≤ 7e-15); 1e-12 is far looser.
    XCTAssertEqual(try XCTUnwrap(look["largestDistance"] as? Double), fraction * 100, accuracy: 1e-12)
    let forced = try XCTUnwrap(r["forcedBy"] as? [[String: String]])
    XCTAssertTrue(forced.contains { $0["schedule"] == "30hz" && $0["rule"] == "unstable" }, "\(forced)")
    let checked = try XCTUnwrap(r["checkedOn"] as? [String: [String]])
    XCTAssertEqual(checked["schedules"], ["120hz", "60hz", "30hz"])
    XCTAssertEqual(checked["rules"], ["unstable", "snap>0.5pt", "judder>0.5pt", "glitch>5%", "plausible"])
  }

  /// The text table of every run fits an 80-to-100-column terminal: every line that starts a table row or its header
  /// (two spaces, then a schedule name or the rule under the header) is at most 100 columns, for failing, passing,
  /// overdamped and diverging springs on the default schedules; the columns it leaves out are in Markdown.
  func testTextTable_FitsAHundredColumns_AndMarkdownKeepsTheRest() throws {
    let input = try CheckCommand.parse([
      "--spring", "0.8:0.05", "--spring", "0.5:0.3", "--spring", "1.5:2", "--spring", "0.05:0.1", "--schedule",
      "120hz,60hz,30hz,vrr,hitch", "--travel", "1000", "--fail-on", "unstable,snap>0.5pt,judder>0.5pt",
    ]).make()
    let text = try CheckOutcome.run(input, format: .text, progress: { _ in }).rendered
    let tableLines = text.split(separator: "\n").filter { line in
      line.hasPrefix("  ") && !line.hasPrefix("  ✗") && !line.hasPrefix("  →") && !line.hasPrefix("    ")
    }
    XCTAssertGreaterThanOrEqual(tableLines.count, 4 * 7)
    for line in tableLines { XCTAssertLessThanOrEqual(line.count, 100, String(line)) }
    XCTAssertFalse(text.contains("measured/formula  "), "the text table has no measured/formula column")
    let markdown = try CheckOutcome.run(input, format: .markdown, progress: { _ in }).rendered
    for column in ["measured/formula", "step's ζ", "step's response s"] { XCTAssertTrue(markdown.contains(column)) }
  }
}
