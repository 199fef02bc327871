/// A check's findings as diagnostics on the source lines that wrote the springs (`check --scan`): what the text
/// format prints as the compiler does (`path:line:column: error: …`, which Xcode and editors show inline) and
/// what the GitHub format turns into workflow commands (``CheckGitHub``).
struct CheckDiagnostic: Sendable, Equatable {
  /// `error` for a failing spring and for source a scan did not read, `note` for a fix, `warning` for a spring call
  /// that was not checked.
  enum Severity: String, Sendable {
    case error, warning, note
  }

  let severity: Severity
  /// Where the call starts; nil for a spring that was not read from source (`--spring`, a springs file).
  let origin: SpringOrigin?
  /// One line, its user text escaped (`UserText`).
  let message: String

  /// Every diagnostic of `result`, in the springs' order, then the calls not checked: per failing spring an error
  /// (its failures in one line) and a note with its fix or why there is none; a warning per hint (``SpringHint``);
  /// per spring whose failures of a rule
  /// silenced for it (``SpringCheck/isSilenced(_:)``) a note listing them.
  static func all(_ result: CheckResult) -> [CheckDiagnostic] {
    var out: [CheckDiagnostic] = []
    for spring in result.springs {
      let engine = CheckWords.judged(spring, options: result.options).map { " (\($0))" } ?? ""
      // A spring written in source is named by its place; one from a springs file or the command line by its name.
      let who = spring.spec.origin == nil ? spring.spec.title : spring.spec.label
      let whose = spring.spec.origin == nil && spring.spec.name != nil ? " for \(who)" : ""
      // A hint the `plausible` rule fails on is in the error (or the silenced note) below.
      for hint in spring.failsPlausibility ? [] : spring.hints {
        out.append(
          CheckDiagnostic(
            severity: .warning, origin: spring.spec.origin, message: "\(spring.spec.title): hint: \(hint.message)"))
      }
      if !spring.passed {
        out.append(
          CheckDiagnostic(
            severity: .error, origin: spring.spec.origin,
            message: "\(who)\(engine) fails: " + CheckWords.failures(spring)))
        let fix =
          spring.recommendation.map { "fix\(whose): " + CheckWords.recommendation($0)[0] }
          ?? CheckWords.noRecommendation(spring) + whose
        out.append(CheckDiagnostic(severity: .note, origin: spring.spec.origin, message: fix))
      }
      if spring.hasSilencedFailures {
        out.append(
          CheckDiagnostic(
            severity: .note, origin: spring.spec.origin,
            message: "\(who)\(engine) silenced: "
              + CheckWords.failures(spring, silenced: true)))
      }
    }
    for call in result.options.unresolved {
      out.append(
        CheckDiagnostic(
          severity: call.sourceNotRead ? .error : .warning, origin: call.origin, message: call.message))
    }
    return out
  }

  /// `path:line:column: severity: message`, or `severity: message` without an origin.
  var compilerLine: String {
    (origin.map { $0.position + ": " } ?? "") + "\(severity.rawValue): \(message)"
  }
}
