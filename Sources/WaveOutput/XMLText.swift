/// The one XML escaper of WaveBench's outputs (SVG plots, JUnit XML, the HTML page).
package enum XMLText {
  /// Text for XML or HTML, safe both as element content and as an attribute value in double or single quotes:
  /// `&`, `<`, `>`, `"` and `'` become `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&apos;`; characters XML 1.0 cannot
  /// hold (controls other than tab, newline and carriage return, and the non-characters U+FFFE and U+FFFF) become
  /// `?`.
  ///
  /// One routine for both places, so that a writer cannot pick the one that leaves a quote open: a spring name
  /// `x" onmouseover="…` put in an attribute stays its value.
  package static func escape(_ text: String) -> String {
    var out = ""
    out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
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
