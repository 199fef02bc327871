import XCTest

@testable import WaveOutput

/// ``UserText``: every control character written as an escape, nothing else changed, and the cut marked.
final class UserTextTests: XCTestCase {
  func testControlCharacters_AreEscaped() {
    XCTAssertEqual(UserText.escaped("a\nb\rc\td"), #"a\nb\rc\td"#)
    XCTAssertEqual(UserText.escaped("\u{1B}[31m"), #"\u{1B}[31m"#)
    XCTAssertEqual(UserText.escaped("x\u{7F}\u{85}\u{2028}\u{2029}"), #"x\u{7F}\u{85}\u{2028}\u{2029}"#)
    XCTAssertEqual(UserText.escaped(#"back\slash"#), #"back\\slash"#)
    XCTAssertEqual(UserText.escaped("ζ sheet ✓"), "ζ sheet ✓")
    XCTAssertFalse(UserText.escaped("a\nb\u{2028}c").contains { $0.isNewline })
  }

  func testLongText_IsCutAndMarked() {
    XCTAssertEqual(UserText.escaped(String(repeating: "x", count: 10), limit: 4), "xxxx…")
    XCTAssertEqual(UserText.escaped("xxxx", limit: 4), "xxxx")
  }

  func testControlCharacterTest_IgnoresBackslashes() {
    XCTAssertTrue(UserText.hasControlCharacters("a\nb"))
    XCTAssertTrue(UserText.hasControlCharacters("\u{2028}"))
    XCTAssertFalse(UserText.hasControlCharacters(#"a\b ζ"#))
  }

  /// A file name's bytes that are not UTF-8 are kept and shown as `\xNN`; valid UTF-8 around them is decoded.
  func testFileNameNotUTF8_IsDecodedWithItsBadBytesEscaped() {
    let name = UserText.decoding(fileName: Array("a".utf8) + [0xFF, 0xC3] + Array("ζ.swift".utf8) + [0xE2, 0x82])
    XCTAssertEqual(UserText.escaped(name, limit: .max), #"a\xFF\xC3ζ.swift\xE2\x82"#)
    XCTAssertEqual(UserText.decoding(fileName: Array("ζ.swift".utf8)), "ζ.swift")
    XCTAssertEqual(UserText.rawBytesEscaped(name), #"a\xFF\xC3ζ.swift\xE2\x82"#)
    XCTAssertEqual(UserText.rawBytesEscaped("a\nb"), "a\nb", "JSON escapes the rest its own way")
    XCTAssertNotEqual(
      UserText.decoding(fileName: [0xFF]), UserText.decoding(fileName: [0xFE]), "two names stay two")
  }

  /// An input error is one line whatever its text holds.
  func testInputError_IsOneLine() {
    XCTAssertEqual(InputError("--spring '0.8:0.3\nFAKE: all passed'").message, #"--spring '0.8:0.3\nFAKE: all passed'"#)
    XCTAssertEqual(InputError("plain").message, "plain")
  }
}
