import WaveNumerics

/// The accuracy report: every integrator against the closed form (`accuracy.md`, `accuracy.json`, plots).
///
/// The experiment computes every number and verdict (``AccuracyResult``); the renderers only render it
/// (``AccuracyMarkdown``, ``AccuracyJSON``, ``AccuracyPlots``, ``AccuracyFindingsText``).
enum AccuracyReport {
  /// The report's files (`accuracy.md`, `accuracy.json`, then the plots) and its summary (the findings).
  static func render(_ result: AccuracyResult) -> ReportBundle {
    let plots = AccuracyPlots.files(result)
    let findings = AccuracyFindingsText.lines(result)
    let markdown = AccuracyMarkdown.text(result, findings: findings, plots: plots.map(\.name))
    // The headline: the first spring at the focus schedule (the user's, or Wave's default) and the largest snap.
    let pairs = Array(zip(result.findings, findings))
    let focus = pairs.first { if case .springAtFocusSchedule = $0.0 { true } else { false } }
    let snap = pairs.first { if case .largestSnap = $0.0 { true } else { false } }
    let headline = [focus, snap].compactMap { $0.map { Headline($0.1, priority: $0.0.priority) } }
    return ReportBundle(
      topic: "accuracy", markdown: markdown, json: AccuracyJSON.text(result, findings: findings), plots: plots,
      summary: findings,
      headline: headline)
  }

  /// A file-name-safe form of a label: `0.8/0.2` → `0.8-0.2`.
  static func slug(_ label: String) -> String {
    String(label.map { $0.isLetter || $0.isNumber || $0 == "." ? $0 : "-" })
  }
}
