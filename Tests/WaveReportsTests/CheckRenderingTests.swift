import Foundation
import WaveCommands
import WaveInputs
import WaveReports
import XCTest

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
    let input = try CheckInput(
      springs: [], springsFile: file.path, schedules: ["120hz,60hz,30hz"], travel: 1000, failOn: "unstable")
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
}
