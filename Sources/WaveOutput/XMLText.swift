/// The one XML escaper of WaveBench's outputs (SVG plots, JUnit XML, the HTML page).
package enum XMLText {
  /// Text content: `&`, `<`, `>` escaped; characters XML 1.0 cannot hold (controls other than tab, newline
  /// and carriage return, and the non-characters U+FFFE and U+FFFF) become `?`.
  package static func escape(_ text: String) -> String { escaped(text, quotes: false) }

  /// An attribute value in double or single quotes: ``escape(_:)`` and the quotes (`&quot;`, `&apos;`).
  package static func attribute(_ text: String) -> String { escaped(text, quotes: true) }

  private static func escaped(_ text: String, quotes: Bool) -> String {
    var out = ""
    out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"" where quotes: out += "&quot;"
      case "'" where quotes: out += "&apos;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      default:
        let representable =
          scalar.value >= 0x20 && scalar.value != 0x7F && scalar.value != 0xFFFE && scalar.value != 0xFFFF
        out.unicodeScalars.append(representable ? scalar : "?")
      }
    }
    return out
  }
}
