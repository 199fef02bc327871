import Foundation
import XCTest

@testable import WaveOutput

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `XMLText` against literal escapes.
///
/// What XML 1.0 can hold is its `Char` production (XML 1.0, 5th edition, §2.2): #x9 | #xA | #xD | [#x20-#xD7FF] |
/// [#xE000-#xFFFD] | [#x10000-#x10FFFF]; the doc comment's rule replaces the rest, and DEL (U+007F, a control), with
/// `?`.
final class XMLTextTests: XCTestCase {
  func testEscape_MarkupCharacters_BecomeEntities() {
    XCTAssertEqual(XMLText.escape("a & b < c > d"), "a &amp; b &lt; c &gt; d")
    XCTAssertEqual(XMLText.escape("<svg>&amp;</svg>"), "&lt;svg&gt;&amp;amp;&lt;/svg&gt;")  // escaped again, not kept
  }

  func testEscape_QuotesAndMarkup_BecomeEntities() {
    // One routine for text and attributes: a quote cannot close the attribute it lands in.
    XCTAssertEqual(XMLText.escape(#""it's" & <x>"#), "&quot;it&apos;s&quot; &amp; &lt;x&gt;")
    XCTAssertEqual(XMLText.escape(#"x" onmouseover="alert(1)//"#), "x&quot; onmouseover=&quot;alert(1)//")
  }

  func testEscape_EmptyAndPlainText_AreUnchanged() {
    XCTAssertEqual(XMLText.escape(""), "")
    XCTAssertEqual(XMLText.escape("ζ 0.5, response 0.3 s"), "ζ 0.5, response 0.3 s")
  }

  func testEscape_TabNewlineCarriageReturn_AreKept() {
    XCTAssertEqual(XMLText.escape("a\tb\nc\rd"), "a\tb\nc\rd")
  }

  func testEscape_OtherC0ControlsAndDelete_BecomeQuestionMarks() {
    XCTAssertEqual(XMLText.escape("\u{0}\u{1}\u{8}\u{B}\u{C}\u{E}\u{1B}\u{1F}\u{7F}"), "?????????")
    XCTAssertEqual(XMLText.escape("a\u{0}b"), "a?b")
  }

  func testEscape_EveryC0Control_IsReplacedUnlessTabNewlineOrReturn() {
    for value in UInt32(0)..<0x20 {
      let scalar = Unicode.Scalar(value)!
      let expected = [0x9, 0xA, 0xD].contains(value) ? String(Character(scalar)) : "?"
      XCTAssertEqual(XMLText.escape(String(Character(scalar))), expected, "U+\(String(value, radix: 16))")
    }
  }

  func testEscape_NonCharactersFFFEAndFFFF_BecomeQuestionMarks() {
    // Outside the Char production: a document holding them is not well-formed.
    XCTAssertEqual(XMLText.escape("a\u{FFFE}b\u{FFFF}c"), "a?b?c")
    XCTAssertEqual(XMLText.escape("\u{FFFF}"), "?")
  }

  func testEscape_CharactersXMLHolds_AreKept() {
    // U+FFFD, the last of the BMP's Chars, the private use area, and a supplementary character.
    XCTAssertEqual(XMLText.escape("\u{FFFD}\u{E000}\u{10FFFD}😀"), "\u{FFFD}\u{E000}\u{10FFFD}😀")
  }

  func testEscape_NonASCII_IsKeptScalarForScalar() {
    let text = "café cafe\u{301} 漢字 👩\u{200D}💻 🇫🇷"
    XCTAssertEqual(XMLText.escape(text), text)
    XCTAssertEqual(Array(XMLText.escape(text).unicodeScalars), Array(text.unicodeScalars))
  }

  func testEscape_CombiningMarkOnAMarkupCharacter_StillEscapesIt() {
    // "&" + U+0301 is one Character but two scalars: the ampersand is escaped, the mark follows the entity.
    XCTAssertEqual(Array(XMLText.escape("&\u{301}<").unicodeScalars), Array("&amp;\u{301}&lt;".unicodeScalars))
  }

  func testEscape_InAttributesAndText_ParsesBackToTheOriginal() throws {
    let value = #"a "b" & 'c' <d> é 漢"#
    let document = "<r a=\"\(XMLText.escape(value))\" b='\(XMLText.escape(value))'>\(XMLText.escape(value))</r>"
    let parsed = try XMLDocument(xmlString: document)
    let root = try XCTUnwrap(parsed.rootElement())
    XCTAssertEqual(root.attribute(forName: "a")?.stringValue, value)
    XCTAssertEqual(root.attribute(forName: "b")?.stringValue, value)
    XCTAssertEqual(root.stringValue, value)
  }
}
