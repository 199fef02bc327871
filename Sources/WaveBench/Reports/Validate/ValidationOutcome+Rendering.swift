import SpringValidation
import WaveOutput

extension ValidationOutcome: TextOrJSONRendering {
  /// The report for a terminal.
  func text() -> String { ValidationTextRenderer.render(reports) }

  /// The JSON summary (``ValidationSummary``) after the reports' header (``ReportHeader``), and a newline.
  func json() -> String {
    JSONValue.object(ReportHeader.members(report: "validation") + ValidationSummary(reports: reports).jsonMembers)
      .serialized() + "\n"
  }

  /// The Markdown report (`validation.md`).
  func markdown() -> String { ValidationMarkdownRenderer.render(reports) }
}
