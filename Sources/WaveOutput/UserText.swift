/// The one way a message shows text the user gave (a value, a file name, a spring's name, a key): on one line, with
/// every control character written as an escape, so that no value can start a line of its own in a log.
package enum UserText {
  /// `text` with each control character (C0, DEL, C1) and each line or paragraph separator (U+2028, U+2029) written
  /// as a Swift escape (`\n`, `\r`, `\t`, `\u{1B}`), a backslash doubled, and cut to `limit` characters (`…` after).
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
      case _
      where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
        || scalar.value == 0x2029:
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Whether `text` holds a character ``escaped(_:limit:)`` would escape (a backslash aside).
  package static func hasControlCharacters(_ text: some StringProtocol) -> Bool {
    text.unicodeScalars.contains { $0 != "\\" && escaped(String($0)) != String($0) }
  }
}
