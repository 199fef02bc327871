import Foundation
import WaveOutput

/// `check --format github`: GitHub Actions workflow commands (`::error file=…,line=…,col=…::…`), which the
/// Actions log turns into annotations on the lines that wrote the springs, then the summary line.
///
/// Property and message text are escaped as the runner reads them (actions/toolkit, `command.ts`: `%`, CR and LF
/// in a message; also `:` and `,` in a property), after `UserText` has written every control character and line
/// break of a path or a call as an escape: no file name can end a command or start one of its own.
enum CheckGitHub {
  static func render(_ result: CheckResult) -> String {
    var out = ""
    for diagnostic in CheckDiagnostic.all(result) {
      let command = diagnostic.severity == .note ? "notice" : diagnostic.severity.rawValue
      var properties: [String] = []
      if let origin = diagnostic.origin {
        properties =
          ["file=" + property(origin.printableFile)]
          + (origin.line == 0 ? [] : ["line=\(origin.line)", "col=\(origin.column)"])
      }
      properties.append("title=" + property("wave-bench check"))
      out += "::\(command) \(properties.joined(separator: ","))::\(data(diagnostic.message))\n"
    }
    return out + CheckWords.summary(result) + "\n"
  }

  /// A message: `%`, CR and LF escaped as the runner decodes them, and any other control character written as
  /// `UserText` writes it (a message's user text already is; this keeps every other string to one command too).
  static func data(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      case "\\": out.unicodeScalars.append(scalar)
      default: out += UserText.escaped(String(scalar))
      }
    }
    return out
  }

  /// A property value: a message's escapes, and `:` and `,`.
  static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
