import SpringValidation
import WaveOutput

/// The validation kit over the built-in SpringInterpolatable conformances (`wave-bench validate`, and the
/// suite's validation part); its renderings are in Reports/Validate.
struct ValidationOutcome {
  let reports: [ValidationResult]

  /// Runs every check over every built-in conformance.
  static func run() -> ValidationOutcome { ValidationOutcome(reports: BuiltInValidation.run()) }

  /// True when every conformance passed every check.
  var passed: Bool { reports.allSatisfy(\.passed) }

  /// `validate`'s exit status: 0 when every check passed, else 1.
  var exitStatus: Int32 { passed ? 0 : 1 }
}

/// The suite's validation part: `validation.md` and `validation.json`.
enum ValidationPart {
  static func make() throws -> ReportBundle {
    let outcome = ValidationOutcome.run()
    let reports = outcome.reports
    let passed = reports.filter(\.passed).count
    var summary = ["\(passed) of \(reports.count) built-in conformances pass every check"]
    for result in reports where !result.passed {
      summary.append("\(result.typeName): \(result.failures.count) failure(s), first: \(result.failures[0])")
    }
    return ReportBundle(
      topic: "validation",
      files: [ReportFile("validation.md", outcome.markdown()), ReportFile("validation.json", outcome.json())],
      summary: summary)
  }
}
