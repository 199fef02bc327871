import XCTest

@testable import WaveOutput

/// `TextTable` against whole rendered tables written out by hand: each column as wide as its widest cell, two
/// spaces between columns, a rule of `-` under the header as wide as each column, right-aligned columns padded
/// on the left, trailing spaces trimmed, a final newline.
///
/// Widths are terminal columns: the East Asian Width of each character (Unicode's EastAsianWidth.txt, checked with
/// Python's `unicodedata.east_asian_width`) is W or F for two columns, anything else one; a character with its
/// combining marks is one character.
final class TextTableTests: XCTestCase {
  func testRendered_NumbersRightAlignedTextLeftAligned() {
    var table = TextTable(header: ["name", "value"], rightAligned: [1])
    table.add(["a", "1"])
    table.add(["long name", "12.5"])
    XCTAssertEqual(
      table.rendered(),
      """
      name       value
      ---------  -----
      a              1
      long name   12.5

      """)
  }

  /// With a width, the last column wraps at spaces under itself; the other columns keep their widths; a word longer
  /// than the room stays whole.
  func testRendered_WithAWidth_WrapsTheLastColumnUnderItself() {
    var table = TextTable(header: ["k", "description"], rightAligned: [])
    table.width = 16
    table.add(["alpha", "one two three four"])
    table.add(["b", "unbreakable-word x"])
    XCTAssertEqual(
      table.rendered(),
      """
      k      description
      -----  ---------
      alpha  one two
             three
             four
      b      unbreakable-word
             x

      """)
  }

  func testRendered_LeftAlignedLastColumn_HasNoTrailingSpaces() {
    var table = TextTable(header: ["k", "description"])
    table.add(["alpha", "x"])
    let rendered = table.rendered()
    XCTAssertEqual(rendered, "k      description\n-----  -----------\nalpha  x\n")
    XCTAssertFalse(rendered.split(separator: "\n").contains { $0.hasSuffix(" ") }, rendered)
  }

  func testRendered_NoRows_IsHeaderAndRule() {
    XCTAssertEqual(TextTable(header: ["a", "bb"]).rendered(), "a  bb\n-  --\n")
  }

  func testRendered_EmptyHeaderCell_IsPaddedToTheColumn() {
    var table = TextTable(header: ["", "x"])
    table.add(["ab", "c"])
    XCTAssertEqual(table.rendered(), "    x\n--  -\nab  c\n")
  }

  func testRendered_ShortRow_EndsAfterItsLastCell() {
    var table = TextTable(header: ["name", "n"], rightAligned: [1])
    table.add(["alpha"])
    XCTAssertEqual(table.rendered(), "name   n\n-----  -\nalpha\n")
  }

  func testRendered_RowLongerThanHeader_ShowsEveryCellInItsOwnColumn() {
    var table = TextTable(header: ["a"])
    table.add(["x", "extra"])
    table.add(["yy"])
    XCTAssertEqual(table.rendered(), "a\n--  -----\nx   extra\nyy\n")
  }

  func testRendered_RowsAddedDirectly_AreRenderedAsAdded() {
    var table = TextTable(header: ["a"], rightAligned: [0])
    table.rows = [["1"], ["22"]]
    XCTAssertEqual(table.rendered(), " a\n--\n 1\n22\n")
  }

  func testRendered_CombiningMarks_TakeNoColumn() {
    var table = TextTable(header: ["word", "n"], rightAligned: [1])
    table.add(["cafe\u{301}", "1"])  // "café" with U+0301 COMBINING ACUTE ACCENT: four columns
    table.add(["x", "22"])
    XCTAssertEqual(table.rendered(), "word   n\n----  --\ncafe\u{301}   1\nx     22\n")
  }

  func testRendered_AmbiguousWidthSymbols_TakeOneColumn() {
    // The symbols of NumberFormat's output: U+2014 EM DASH and U+221E INFINITY are A, U+2212 MINUS SIGN is N.
    var table = TextTable(header: ["value"], rightAligned: [0])
    table.add(["—"])
    table.add(["−∞"])
    XCTAssertEqual(table.rendered(), "value\n-----\n    —\n   −∞\n")
  }

  func testRendered_WideCJKAndEmoji_TakeTwoColumnsEach() {
    var table = TextTable(header: ["k", "n"], rightAligned: [1])
    table.add(["漢字", "1"])  // U+6F22 U+5B57: W, W → 4 columns
    table.add(["👍", "2"])  // U+1F44D: W → 2
    table.add(["abc", "3"])
    XCTAssertEqual(
      table.rendered(),
      """
      k     n
      ----  -
      漢字  1
      👍    2
      abc   3

      """)
  }

  func testRendered_HangulFullwidthAndZWJEmoji_TakeTwoColumnsEach() {
    var table = TextTable(header: ["k", "n"])
    table.add(["한", "1"])  // U+D55C HANGUL SYLLABLE: W → 2
    table.add(["Ａ", "2"])  // U+FF21 FULLWIDTH LATIN CAPITAL A: F → 2
    table.add(["👩\u{200D}💻", "3"])  // woman technologist: one character, drawn as one wide emoji → 2
    table.add(["x", "4"])
    XCTAssertEqual(table.rendered(), "k   n\n--  -\n한  1\nＡ  2\n👩\u{200D}💻  3\nx   4\n")
  }

  func testRendered_WideCellRightAligned_IsPaddedByColumnsNotCharacters() {
    var table = TextTable(header: ["name", "x"], rightAligned: [0])
    table.add(["漢", "1"])
    XCTAssertEqual(table.rendered(), "name  x\n----  -\n  漢  1\n")
  }
}
