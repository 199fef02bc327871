import WaveInputs
import WaveVerification

/// The formulas report: round trips, damping, initializer agreement, cross-references (`formulas.md`, `.json`).
package enum FormulasReport {
  /// Runs ``FormulasExperiment`` on `springs` and renders it.
  package static func make(springs: [SpringSpec], progress: (String) -> Void = { _ in }) throws -> ReportBundle {
    progress("formulas")
    let result = try FormulasExperiment.run(springs: springs)
    // The headline: equal springs that do not animate alike (the one that diverges, else the largest gap).
    let headline = result.findings.first {
      if case .equalSpringsOneDiverges = $0 { true } else { false }
    } ?? result.findings.first {
      if case .equalSpringsAnimateDifferently = $0 { true } else { false }
    }
    return ReportBundle(
      topic: "formulas", markdown: FormulasMarkdown.render(result), json: FormulasJSON.render(result),
      summary: result.findings.map(\.text), headline: headline.map { [$0.text] } ?? [])
  }
}
