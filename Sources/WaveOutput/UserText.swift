/// The one way a message shows text the user gave (a value, a file name, a spring's name, a key, a call's text read
/// from source): on one line, with every control character written as an escape, so that no value can start a line of
/// its own in a log, in a terminal, or in a CI runner's workflow commands.
///
/// Every output of `check --scan` (text, Markdown, GitHub workflow commands, JUnit, stderr) shows a path, a call's
/// text and a reason through ``escaped(_:limit:)``; JSON's writer escapes the same characters its own way.
package enum UserText {
  /// A file name's bytes that are not UTF-8 are carried in a `String` as these scalars, U+10FF00 plus the byte
  /// (plane 16's last private-use code points), and ``escaped(_:limit:)`` writes each as `\xFF`.
  static let rawByteBase: UInt32 = 0x10_FF00

  /// A file name read from the file system as text: its UTF-8 decoded, each byte that is not part of valid UTF-8
  /// kept as a scalar that ``escaped(_:limit:)`` shows as `\xNN`, so that no name is lost or stops a walk.
  package static func decoding(fileName bytes: [UInt8]) -> String {
    if let valid = String(validating: bytes, as: UTF8.self) { return valid }
    var out = ""
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      let width = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
      if width > 0, index + width <= bytes.count,
        let scalar = String(validating: bytes[index..<(index + width)], as: UTF8.self)
      {
        out += scalar
        index += width
      } else {
        out.unicodeScalars.append(Unicode.Scalar(rawByteBase + UInt32(lead))!)
        index += 1
      }
    }
    return out
  }

  /// `text` as it is but for a file name's bytes that are not UTF-8 (``decoding(fileName:)``), written `\xFF`: for
  /// outputs that escape control characters their own way (JSON) but cannot hold such a byte.
  package static func rawBytesEscaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0.value >= rawByteBase }) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar.value >= rawByteBase {
        out += "\\x" + String(scalar.value - rawByteBase, radix: 16, uppercase: true)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// `text` with each control character (C0, DEL, C1) and each line or paragraph separator (U+2028, U+2029) written
  /// as a Swift escape (`\n`, `\r`, `\t`, `\u{1B}`), a file name's byte that is not UTF-8 as `\xFF`
  /// (``decoding(fileName:)``), a backslash doubled, and cut to `limit` characters (`…` after).
  package static func escaped(_ text: some StringProtocol, limit: Int = 80) -> String {
    var out = ""
    for (index, scalar) in text.unicodeScalars.enumerated() {
      guard index < limit else {
        out += "…"
        break
      }
      switch scalar {
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\\": out += "\\\\"
      case _ where scalar.value >= rawByteBase:
        out += "\\x" + String(scalar.value - rawByteBase, radix: 16, uppercase: true)
      case _
      where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
        || scalar.value == 0x2029:
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A path as a message names it: ``escaped(_:limit:)`` whole, never cut (its end names the file), so that a path
  /// holding a line break or an escape sequence never starts a line of its own.
  package static func path(_ path: some StringProtocol) -> String { escaped(path, limit: .max) }

  /// Whether `text` holds a character ``escaped(_:limit:)`` would escape (a backslash aside).
  package static func hasControlCharacters(_ text: some StringProtocol) -> Bool {
    text.unicodeScalars.contains { $0 != "\\" && escaped(String($0)) != String($0) }
  }
}
