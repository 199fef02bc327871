import SpringValidation

/// The suite's validation part: the validation kit over the built-in conformances, as `validation.md` and
/// `validation.json` (``ValidationSummary``).
enum ValidationPart {
  static func make() throws -> ReportBundle {
    let reports = BuiltInValidation.run()
    let passed = reports.filter(\.passed).count
    var summary = ["\(passed) of \(reports.count) built-in conformances pass every check"]
    for report in reports where !report.passed {
      summary.append("\(report.typeName): \(report.failures.count) failure(s), first: \(report.failures[0])")
    }
    return ReportBundle(
      topic: "validation",
      files: [
        ReportFile("validation.md", ValidationMarkdownRenderer.render(reports)),
        ReportFile("validation.json", ValidationSummary(reports: reports).jsonString() + "\n"),
      ],
      summary: summary)
  }
}
