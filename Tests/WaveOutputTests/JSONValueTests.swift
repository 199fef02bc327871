import Foundation
import XCTest

@testable import WaveOutput

/// `JSONValue` against literal documents.
///
/// The escapes are RFC 8259 §7's: a string must escape `"`, `\` and U+0000–U+001F, and may hold every other character
/// as it is (U+2028 and U+2029 included: JSON allows them, only JavaScript before ES2019 did not). Numbers are shortest
/// round-trip decimals (Python's `repr` gives the same digits), without a trailing `.0`. Where a document is also read
/// back, Foundation's `JSONSerialization` is the independent reader.
final class JSONValueTests: XCTestCase {
  func testSerialization_ShortestDecimalsNullForNonFiniteAndEscapes() {
    let value = JSONValue.object([
      ("a", .number(0.1)), ("b", .number(.infinity)), ("c", .string("q\"\\\n")), ("d", .array([.number(2), .null])),
    ])
    XCTAssertEqual(value.serialized(indent: 0), #"{"a":0.1,"b":null,"c":"q\"\\\n","d":[2,null]}"#)
  }

  // MARK: Scalars

  func testScalars_IntegersBoolsAndNull() {
    XCTAssertEqual(JSONValue.integer(-42).serialized(), "-42")
    XCTAssertEqual(JSONValue.integer(Int.min).serialized(), "-9223372036854775808")
    XCTAssertEqual(JSONValue.integer(Int.max).serialized(), "9223372036854775807")
    XCTAssertEqual(JSONValue.bool(true).serialized(), "true")
    XCTAssertEqual(JSONValue.bool(false).serialized(), "false")
    XCTAssertEqual(JSONValue.null.serialized(), "null")
  }

  func testNumber_ShortestRoundTripWithoutTrailingPointZero() {
    XCTAssertEqual(JSONValue.number(2).serialized(), "2")
    XCTAssertEqual(JSONValue.number(0.1).serialized(), "0.1")
    XCTAssertEqual(JSONValue.number(0.1 + 0.2).serialized(), "0.30000000000000004")
    XCTAssertEqual(JSONValue.number(-1.5).serialized(), "-1.5")
    XCTAssertEqual(JSONValue.number(0.00001).serialized(), "1e-05")  // JSON allows a leading zero in an exponent
  }

  func testNumber_NegativeZero_KeepsItsSign() {
    XCTAssertEqual(JSONValue.number(-0.0).serialized(), "-0")  // "-0" is a JSON number (RFC 8259 §6)
  }

  func testNumber_ExtremeMagnitudes_SubnormalAndLargestFinite() {
    XCTAssertEqual(JSONValue.number(.leastNonzeroMagnitude).serialized(), "5e-324")
    XCTAssertEqual(JSONValue.number(-.leastNonzeroMagnitude).serialized(), "-5e-324")
    XCTAssertEqual(JSONValue.number(.greatestFiniteMagnitude).serialized(), "1.7976931348623157e+308")
  }

  func testNumber_NonFinite_IsNull() {
    XCTAssertEqual(JSONValue.number(.nan).serialized(), "null")
    XCTAssertEqual(JSONValue.number(.infinity).serialized(), "null")
    XCTAssertEqual(JSONValue.number(-.infinity).serialized(), "null")
  }

  func testFinite_NilAndNonFinite_AreNullFiniteIsNumber() {
    XCTAssertEqual(JSONValue.finite(nil).serialized(), "null")
    XCTAssertEqual(JSONValue.finite(.nan).serialized(), "null")
    XCTAssertEqual(JSONValue.finite(-.infinity).serialized(), "null")
    XCTAssertEqual(JSONValue.finite(1.5).serialized(), "1.5")
    XCTAssertEqual(JSONValue.finite(-0.0).serialized(), "-0")
  }

  // MARK: Strings

  func testString_QuoteAndBackslash_AreEscaped() {
    XCTAssertEqual(JSONValue.string(#"a"b\c"#).serialized(), #""a\"b\\c""#)
    XCTAssertEqual(JSONValue.string("").serialized(), #""""#)
  }

  func testString_EveryControlCharacter_IsEscaped() {
    let controls = String((0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) })
    XCTAssertEqual(
      JSONValue.string(controls).serialized(),
      #""\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\u0008\t\n\u000b\u000c\r\u000e\u000f"#
        + #"\u0010\u0011\u0012\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001a\u001b\u001c\u001d\u001e\u001f""#)
  }

  func testString_SolidusDeleteAndLineSeparators_AreKeptAsTheyAre() {
    // None of these must be escaped (RFC 8259 §7): "/" may be, DEL and U+2028/U+2029 are ordinary characters.
    let text = "a/b\u{7F}c\u{2028}d\u{2029}e"
    XCTAssertEqual(Array(JSONValue.string(text).serialized().unicodeScalars), Array("\"\(text)\"".unicodeScalars))
  }

  func testString_NonASCII_IsKeptScalarForScalar() {
    let text = "café cafe\u{301} 漢字 👩\u{200D}💻 🇫🇷"
    XCTAssertEqual(Array(JSONValue.string(text).serialized().unicodeScalars), Array("\"\(text)\"".unicodeScalars))
  }

  func testString_EscapedText_ParsesBackToTheOriginal() throws {
    let text = "\u{0}\u{1F} \"q\" \\ / \n\r\t \u{2028} é 漢 😀"
    let document = JSONValue.array([.string(text)]).serialized(indent: 0)
    let parsed = try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String]
    XCTAssertEqual(parsed, [text])
  }

  // MARK: Containers

  func testEmptyContainers_AreBracketsInBothForms() {
    for indent in [0, 2] {
      XCTAssertEqual(JSONValue.array([]).serialized(indent: indent), "[]")
      XCTAssertEqual(JSONValue.object([]).serialized(indent: indent), "{}")
    }
  }

  func testObject_KeysInTheOrderGiven_DuplicatesKept() {
    let value = JSONValue.object([("z", .integer(1)), ("a", .integer(2)), ("m", .integer(3)), ("a", .integer(4))])
    XCTAssertEqual(value.serialized(indent: 0), #"{"z":1,"a":2,"m":3,"a":4}"#)
  }

  func testObject_Keys_AreEscapedLikeStrings() {
    XCTAssertEqual(JSONValue.object([("a\"b\n", .null)]).serialized(indent: 0), #"{"a\"b\n":null}"#)
  }

  func testCompact_NestedDocument_HasNoWhitespace() {
    XCTAssertEqual(
      nested.serialized(indent: 0),
      #"{"a":1,"b":[1,2.5],"c":{"d":null,"e":[{"f":true},[]]},"g":[],"h":{}}"#)
  }

  func testPretty_NestedDocument_IndentsObjectsAndArraysOfContainers() {
    XCTAssertEqual(
      nested.serialized(),
      """
      {
        "a": 1,
        "b": [1,2.5],
        "c": {
          "d": null,
          "e": [
            {
              "f": true
            },
            []
          ]
        },
        "g": [],
        "h": {}
      }
      """)
  }

  func testPretty_IndentOfFour_IndentsByFourPerLevel() {
    let value = JSONValue.object([("a", .object([("b", .integer(1))]))])
    XCTAssertEqual(value.serialized(indent: 4), "{\n    \"a\": {\n        \"b\": 1\n    }\n}")
  }

  func testPretty_ArrayMixingScalarsAndContainers_PutsEveryItemOnItsOwnLine() {
    let value = JSONValue.array([.integer(1), .object([]), .string("x")])
    XCTAssertEqual(value.serialized(), "[\n  1,\n  {},\n  \"x\"\n]")
  }

  func testPrettyAndCompact_ReadBackAsTheSameDocument() throws {
    let pretty = try JSONSerialization.jsonObject(with: Data(nested.serialized().utf8)) as? NSDictionary
    let compact = try JSONSerialization.jsonObject(with: Data(nested.serialized(indent: 0).utf8)) as? NSDictionary
    XCTAssertNotNil(pretty)
    XCTAssertEqual(pretty, compact)
  }

  // MARK: Equality

  func testEquality_KeyOrderMatters() {
    XCTAssertNotEqual(
      JSONValue.object([("a", .integer(1)), ("b", .integer(2))]),
      JSONValue.object([("b", .integer(2)), ("a", .integer(1))]))
    XCTAssertEqual(JSONValue.object([("a", .integer(1))]), JSONValue.object([("a", .integer(1))]))
  }

  func testEquality_ComparesTheWrittenDocument() {
    // Equal when written alike: a whole number and an integer, a non-finite number and null.
    XCTAssertEqual(JSONValue.number(2), JSONValue.integer(2))
    XCTAssertEqual(JSONValue.number(.nan), JSONValue.null)
    XCTAssertNotEqual(JSONValue.number(0), JSONValue.number(-0.0))
    XCTAssertNotEqual(JSONValue.string("1"), JSONValue.integer(1))
  }

  private var nested: JSONValue {
    .object([
      ("a", .integer(1)), ("b", .array([.integer(1), .number(2.5)])),
      ("c", .object([("d", .null), ("e", .array([.object([("f", .bool(true))]), .array([])]))])),
      ("g", .array([])), ("h", .object([])),
    ])
  }
}
