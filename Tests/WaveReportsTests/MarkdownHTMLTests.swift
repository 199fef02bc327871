import XCTest

@testable import WaveBench

/// The reports' Markdown as HTML, for index.html: each construct the reports use, text escaped, plots inlined
/// with ids that cannot collide.
final class MarkdownHTMLTests: XCTestCase {
  func html(_ markdown: String, svgs: [String: String] = [:]) -> String {
    MarkdownHTML(headingOffset: 1) { svgs[$0] }.render(markdown)
  }

  func testHeadingsListsAndParagraphs() {
    let out = html(
      "# Title\n\nSome *words* and **strong** ones,\njoined.\n\n## Key findings\n\n- one `a<b`\n- two [link](x.md)\n")
    XCTAssertEqual(
      out,
      "<h2>Title</h2>\n<p>Some <em>words</em> and <strong>strong</strong> ones, joined.</p>\n<h3>Key findings</h3>\n"
        + "<ul>\n<li>one <code>a&lt;b</code></li>\n<li>two <a href=\"x.md\">link</a></li>\n</ul>\n")
  }

  func testTables_KeepTheirAlignment() {
    let out = html("| spring | ρ |\n|---|--:|\n| 0.8/0.2 | **1.29 diverges** |\n")
    XCTAssertEqual(
      out,
      "<div class=\"table\"><table>\n<thead><tr><th>spring</th><th class=\"num\">ρ</th></tr></thead>\n<tbody>\n"
        + "<tr><td>0.8/0.2</td><td class=\"num\"><strong>1.29 diverges</strong></td></tr>\n</tbody></table></div>\n")
  }

  /// A `|` escaped in a cell (`\|`, as ``Markdown/table(_:_:rightAligned:)`` writes it) is the cell's text, not a
  /// column: the accuracy report's `max |x₆₀ − x₁₂₀|` heads one column of three.
  func testTables_AnEscapedBarStaysInItsCell() {
    let table = Markdown.table(
      ["spring", "max |x₆₀ − x₁₂₀|", "at t (s)"], [["a|b", "1 %", "0.1"]], rightAligned: [1, 2])
    XCTAssertEqual(
      table, "| spring | max \\|x₆₀ − x₁₂₀\\| | at t (s) |\n|---|---:|---:|\n| a\\|b | 1 % | 0.1 |\n")
    XCTAssertEqual(
      html(table),
      "<div class=\"table\"><table>\n<thead><tr><th>spring</th><th class=\"num\">max |x₆₀ − x₁₂₀|</th>"
        + "<th class=\"num\">at t (s)</th></tr></thead>\n<tbody>\n"
        + "<tr><td>a|b</td><td class=\"num\">1 %</td><td class=\"num\">0.1</td></tr>\n</tbody></table></div>\n")
  }

  func testMarkup_InTextIsEscaped() {
    XCTAssertEqual(html("<script>alert(1)</script> & co"), "<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; co</p>\n")
  }

  /// A link or image to a page or file is a link; one with another scheme (`javascript:`, which a spring's name can
  /// carry into a report's Markdown) stays text, so that the page runs no script.
  func testLinks_OnlyToPagesAndFiles() {
    XCTAssertEqual(
      html("[a](x.md) [b](#top) [c](https://example.com/a?b#c) [d](javascript:alert(1)) [e](JavaScript:x)"),
      "<p><a href=\"x.md\">a</a> <a href=\"#top\">b</a> <a href=\"https://example.com/a?b#c\">c</a>"
        + " [d](javascript:alert(1)) [e](JavaScript:x)</p>\n")
    XCTAssertEqual(html(#"[q](a"b)"#), "<p><a href=\"a&quot;b\">q</a></p>\n")
    XCTAssertEqual(html("[m](java*script*:x)"), "<p>[m](java<em>script</em>:x)</p>\n")
    XCTAssertEqual(html("![x](javascript:alert(1))\n"), "<p>![x](javascript:alert(1))</p>\n")
  }

  func testImages_AreInlinedWithPrefixedIds_OrLinkedWhenAbsent() {
    let svg =
      "<?xml version=\"1.0\"?>\n<svg width=\"10\"><clipPath id=\"panel0\"/><g clip-path=\"url(#panel0)\"/></svg>\n"
    let out = html("![a.svg](a.svg)\n\n![b.svg](b.svg)\n", svgs: ["a.svg": svg])
    XCTAssertTrue(
      out.contains(
        "<figure><svg role=\"img\" width=\"10\"><clipPath id=\"a-svg-panel0\"/><g clip-path=\"url(#a-svg-panel0)\"/></svg>"
      ), out)
    XCTAssertFalse(out.contains("<?xml"))
    XCTAssertTrue(out.contains("<p><a href=\"b.svg\">b.svg</a></p>"), out)
  }

  /// A figure of panels becomes one SVG per panel, each as large as its panel and holding its own heading, under the
  /// figure's title, so that the page can stack them at their own size on a phone instead of shrinking the whole.
  func testFigureOfPanels_IsOneSVGPerPanelAtItsOwnSize() throws {
    var a = SVGPlot(title: "t", xLabel: "x", yLabel: "y")
    a.series = [.init(name: "a", x: [0, 1], y: [0, 1], style: .line)]
    var b = a
    b.width = 500
    b.height = 300
    let figure = SVGFigure(title: "two panels", panels: [("left one", a), ("right one", b)], columns: 2).rendered()
    let out = html("![plot](f.svg)", svgs: ["f.svg": figure])
    XCTAssertTrue(out.contains("<p class=\"stack-title\">two panels</p>"), out)
    let svgs = out.components(separatedBy: "<svg ").dropFirst()
    XCTAssertEqual(svgs.count, 2)
    XCTAssertTrue(
      svgs[svgs.startIndex].hasPrefix(
        "xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" width=\"720.00\" height=\"420.00\""))
    XCTAssertTrue(svgs[svgs.startIndex].contains("left one"))
    XCTAssertTrue(svgs[svgs.startIndex + 1].contains("width=\"500.00\" height=\"300.00\""))
    XCTAssertTrue(svgs[svgs.startIndex + 1].contains("right one"))
    // A single plot stays one SVG.
    XCTAssertFalse(html("![plot](p.svg)", svgs: ["p.svg": a.rendered()]).contains("stack"))
  }
}
