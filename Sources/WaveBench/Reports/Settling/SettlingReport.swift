import WaveOutput

/// The settling report: the settling-time formula against measured settle times over a (ζ, response) grid
/// (`settling.md`, `.json`, plots).
enum SettlingReport {
  /// The report's files and its findings, from the experiment's result; `schedules` are the schedules it ran
  /// on, named in the report's regenerate line.
  static func render(_ result: SettlingResult, schedules: [ScheduleSpec]) -> ReportBundle {
    let plots = SettlingPlots.render(result)
    let arguments = ReportArguments.of(springs: nil, schedules: schedules)
    return ReportBundle(
      topic: "settling", markdown: SettlingMarkdown.render(result, plots: plots.map(\.name), arguments: arguments),
      json: SettlingJSON.render(result), plots: plots, findings: result.findings.map(\.text))
  }
}
