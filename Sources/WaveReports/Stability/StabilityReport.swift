import WaveInputs
import WaveVerification

/// The stability report: spectral radius per spring and rate, maps, presets (`stability.md`, `.json`, plots).
package enum StabilityReport {
  /// Runs ``StabilityExperiment`` on `springs` (the presets are always added) and renders it.
  package static func make(springs: [SpringSpec], progress: (String) -> Void = { _ in }) throws -> ReportBundle {
    progress("stability")
    let result = try StabilityExperiment.run(springs: springs)
    let plots = StabilityPlots.render(result)
    let arguments = ReportArguments.of(springs: springs, schedules: nil)
    return ReportBundle(
      topic: "stability", markdown: StabilityMarkdown.render(result, plots: plots.map(\.name), arguments: arguments),
      json: StabilityJSON.render(result), plots: plots, findings: result.findings.map(\.text))
  }
}
