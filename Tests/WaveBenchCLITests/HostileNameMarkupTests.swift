import Foundation
import XCTest

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Spring names that try to leave the text or attribute they land in: every output still parses and runs no script.
///
/// The names come through a springs file's `"name"`: a quote and an event handler, a closing tag and a forged test
/// case, a script element, a bare ampersand and apostrophe, a `javascript:` link in Markdown. Every SVG the suite
/// writes, its page and `check --format junit` still parse as XML (Foundation's parser), hold each name as it was
/// given, and gain no event-handler attribute, script element or `javascript:` link.
final class HostileNameMarkupTests: XCTestCase {
  /// The names, each on a spring that the suite and check run quickly (the last fails at 60 Hz, so that check's
  /// failure messages and recommendation carry it too).
  static let springs: [(name: String, dampingRatio: Double, response: Double)] = [
    (#"x" onmouseover="alert(1)//"#, 0.8, 0.3),
    (#""/><testcase name="forged"#, 0.5, 0.4),
    ("<script>alert(1)</script>", 0.3, 0.2),
    ("a & b 'q' [c](javascript:alert(1))", 0.9, 0.06),
  ]

  /// The springs file of ``springs``.
  func springsFile() throws -> String {
    let entries = Self.springs.map { ["name": $0.name, "dampingRatio": $0.dampingRatio, "response": $0.response] }
    let data = try JSONSerialization.data(withJSONObject: entries)
    return try CommandRunner.temporaryFile(String(decoding: data, as: UTF8.self), in: self)
  }

  /// What Foundation's XML parser reads in a document: every element, every attribute and the text.
  final class Document: NSObject, XMLParserDelegate {
    var elements: [String] = []
    var attributes: [(element: String, name: String, value: String)] = []
    var text = ""

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String]
    ) {
      elements.append(name)
      self.attributes += attributes.map { (name, $0.key, $0.value) }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    /// Every attribute value and the text, where a name must appear whole.
    var values: [String] { attributes.map(\.value) + [text] }
  }

  /// `text` parsed as XML; fails the test (naming `file`) when it is not well formed.
  func parse(_ text: String, _ file: String) throws -> Document {
    let parser = XMLParser(data: Data(text.utf8))
    let document = Document()
    parser.delegate = document
    XCTAssertTrue(parser.parse(), "\(file): \(parser.parserError.map { "\($0)" } ?? "not well formed")")
    return document
  }

  /// No script in `document`: no `script` element, no attribute whose name starts with `on` (an event handler), no
  /// value that is a `javascript:` URL.
  func assertNoScript(_ document: Document, _ file: String) {
    XCTAssertFalse(document.elements.contains { $0.lowercased() == "script" }, "\(file): a script element")
    for attribute in document.attributes {
      XCTAssertFalse(attribute.name.lowercased().hasPrefix("on"), "\(file): <\(attribute.element) \(attribute.name)=…>")
      let value = attribute.value.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
      XCTAssertFalse(value.hasPrefix("javascript:"), "\(file): <\(attribute.element) \(attribute.name)=\"\(value)\">")
    }
  }

  /// The suite over the hostile names: each SVG and `index.html` parse, hold the names whole, and run no script.
  ///
  /// The page is HTML (`<!DOCTYPE html>`, `<meta …>` without its closing slash) written as XML otherwise, so it is
  /// read as XML once those two are made XML's.
  func testSuite_HostileNames_EverySVGAndThePageParseAndRunNoScript() throws {
    let folder = try CommandRunner.temporaryFolder(in: self) + "/reports"
    let result = CommandRunner.run([
      "suite", "--springs-file", try springsFile(), "--schedule", "60hz", "--output", folder,
    ])
    XCTAssertEqual(result.status, 0, result.stderr)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    let svgs = files.filter { $0.hasSuffix(".svg") }
    XCTAssertFalse(svgs.isEmpty, "\(files)")
    var named = Set<String>()
    for file in svgs {
      let document = try parse(try String(contentsOfFile: folder + "/" + file, encoding: .utf8), file)
      assertNoScript(document, file)
      named.formUnion(Self.springs.map(\.name).filter { name in document.values.contains { $0.contains(name) } })
    }
    XCTAssertEqual(named, Set(Self.springs.map(\.name)), "every name is drawn in a plot, whole")

    let html = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
    XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n"), String(html.prefix(40)))
    let xml = html.dropFirst("<!DOCTYPE html>\n".count)
      .replacingOccurrences(of: #"<meta ([^>]*[^/])>"#, with: "<meta $1/>", options: .regularExpression)
    let page = try parse(xml, "index.html")
    assertNoScript(page, "index.html")
    XCTAssertGreaterThan(page.elements.filter { $0 == "svg" }.count, 0, "the plots are inline")
    for name in Self.springs.map(\.name) {
      XCTAssertTrue(page.values.contains { $0.contains(name) }, "the page shows \(name) whole")
    }
  }

  /// `check --format junit` over the hostile names: it parses, runs no script, forges no test case, and names each
  /// spring's test suite with the name given.
  func testCheckJUnit_HostileNames_ParsesWithOneTestCasePerRun() throws {
    let result = CommandRunner.run([
      "check", "--springs-file", try springsFile(), "--schedule", "60hz", "--format", "junit",
    ])
    XCTAssertEqual(result.status, 1, result.stderr)
    let document = try parse(result.stdout, "junit")
    assertNoScript(document, "junit")
    XCTAssertEqual(document.elements.filter { $0 == "testcase" }.count, Self.springs.count, result.stdout)
    let suites = document.attributes.filter { $0.element == "testsuite" && $0.name == "name" }.map(\.value)
    XCTAssertEqual(suites.count, Self.springs.count, "\(suites)")
    for (suite, spring) in zip(suites, Self.springs) {
      XCTAssertTrue(suite.hasPrefix(spring.name + " ("), "\(suite)")
    }
    XCTAssertFalse(document.attributes.contains { $0.name == "name" && $0.value == "forged" })
  }
}
