import Foundation
import WaveVerification

/// `check --format github`: GitHub Actions workflow commands (`::error file=…,line=…,col=…::…`), which the
/// Actions log turns into annotations on the lines that wrote the springs, then the summary line.
///
/// Property and message text are escaped as the runner reads them (actions/toolkit, `command.ts`: `%`, CR and LF
/// in a message; also `:` and `,` in a property).
package enum CheckGitHub {
  package static func render(_ result: CheckResult) -> String {
    var out = ""
    for diagnostic in CheckDiagnostic.all(result) {
      let command = diagnostic.severity == .note ? "notice" : diagnostic.severity.rawValue
      var properties: [String] = []
      if let origin = diagnostic.origin {
        properties = [
          "file=" + property(origin.file), "line=\(origin.line)", "col=\(origin.column)",
        ]
      }
      properties.append("title=" + property("wave-bench check"))
      out += "::\(command) \(properties.joined(separator: ","))::\(data(diagnostic.message))\n"
    }
    return out + CheckWords.summary(result) + "\n"
  }

  /// A message: `%`, CR and LF escaped.
  static func data(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A property value: a message's escapes, and `:` and `,`.
  static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
