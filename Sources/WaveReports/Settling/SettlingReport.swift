import WaveInputs
import WaveVerification

/// The settling report: the settling-time formula against measured settle times over a (ζ, response) grid
/// (`settling.md`, `.json`, plots).
package enum SettlingReport {
  /// Runs ``SettlingExperiment`` on `schedules` and renders it; `marked` springs (the presets are always
  /// added) are placed on the ratio maps.
  package static func make(
    schedules: [ScheduleSpec], marked: [SpringSpec] = [], progress: (String) -> Void = { _ in }
  ) throws -> ReportBundle {
    let result = try SettlingExperiment.run(schedules: schedules, marked: marked, progress: progress)
    let plots = SettlingPlots.render(result)
    let arguments = ReportArguments.of(springs: nil, schedules: schedules)
    return ReportBundle(
      topic: "settling", markdown: SettlingMarkdown.render(result, plots: plots.map(\.name), arguments: arguments),
      json: SettlingJSON.render(result), plots: plots, findings: result.findings.map(\.text))
  }
}
