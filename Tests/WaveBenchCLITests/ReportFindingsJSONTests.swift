import Foundation
import XCTest

/// Every report's JSON carries the key findings its Markdown states, each with the fix it names: the same sentences,
/// in the same order, and for a fix the schedules it was checked on (which `--schedule` changes).
final class ReportFindingsJSONTests: XCTestCase {
  /// The bullets of `markdown`'s `## Key findings`, without their `- `.
  private func bullets(_ markdown: String) throws -> [String] {
    let start = try XCTUnwrap(markdown.range(of: "## Key findings\n"))
    let rest = markdown[start.upperBound...]
    let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
    return rest[..<end].split(separator: "\n").filter { $0.hasPrefix("- ") }.map { String($0.dropFirst(2)) }
  }

  func testEachTopicsJSON_HoldsItsMarkdownsFindingsAndFixes() throws {
    let folder = try CommandRunner.temporaryFolder(in: self)
    // 0.8/0.2 diverges at 30 Hz (stable above 32.7 Hz): stability names a fix checked on 45hz and 30hz.
    for (topic, options) in [
      ("stability", ["--spring", "0.8:0.2", "--schedule", "45hz"]),
      ("accuracy", ["--spring", "0.8:0.3", "--schedule", "60hz"]),
      ("settling", ["--schedule", "60hz"]), ("formulas", ["--schedule", "60hz"]),
    ] {
      let output = folder + "/" + topic
      let run = CommandRunner.run([topic] + options + ["--output", output])
      XCTAssertEqual(run.status, 0, run.stderr)
      let markdown = try String(contentsOfFile: output + "/\(topic).md", encoding: .utf8)
      let json = try XCTUnwrap(
        JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output + "/\(topic).json")))
          as? [String: Any])
      let findings = try XCTUnwrap(json["findings"] as? [[String: Any]], topic)
      let expected = try bullets(markdown)
      XCTAssertFalse(expected.isEmpty, topic)
      XCTAssertEqual(findings.compactMap { $0["text"] as? String }, expected, topic)
      for finding in findings {
        guard let fix = finding["fix"] as? [String: Any] else { continue }
        let text = try XCTUnwrap(finding["text"] as? String)
        XCTAssertTrue(text.contains(try XCTUnwrap(fix["sentence"] as? String)), "\(topic): \(text)")
        XCTAssertTrue(text.contains("`--spring \(try XCTUnwrap(fix["recommended"] as? String))`"), text)
      }
      if topic == "stability" {
        let fix = try XCTUnwrap(findings.lazy.compactMap { $0["fix"] as? [String: Any] }.first)
        XCTAssertEqual(fix["schedules"] as? [String], ["45hz", "30hz"])
        XCTAssertEqual(fix["problemSchedule"] as? String, "30hz")
      }
    }
  }
}
