import WaveInputs
import WaveOutput
import WaveVerification

/// The stability report: spectral radius per spring and rate, maps, presets (`stability.md`, `.json`, plots).
package enum StabilityReport {
  /// The report's files and its findings, from the experiment's result; `springs` are the springs it ran on,
  /// named in the report's regenerate line.
  package static func render(_ result: StabilityResult, springs: [SpringSpec]) -> ReportBundle {
    let plots = StabilityPlots.render(result)
    let arguments = ReportArguments.of(springs: springs, schedules: nil)
    return ReportBundle(
      topic: "stability", markdown: StabilityMarkdown.render(result, plots: plots.map(\.name), arguments: arguments),
      json: StabilityJSON.render(result), plots: plots, findings: result.findings.map(\.text))
  }
}
