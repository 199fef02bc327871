import WaveOutput

/// The formulas report: round trips, damping, initializer agreement, cross-references (`formulas.md`, `.json`).
enum FormulasReport {
  /// The report's files and its summary (the findings), from the experiment's result.
  static func render(_ result: FormulasResult) -> ReportBundle {
    // The headline: equal springs that do not animate alike (the one that diverges, else the largest gap).
    let headline =
      result.findings.first {
        if case .equalSpringsOneDiverges = $0 { true } else { false }
      }
      ?? result.findings.first {
        if case .equalSpringsAnimateDifferently = $0 { true } else { false }
      }
    return ReportBundle(
      topic: "formulas", markdown: FormulasMarkdown.render(result), json: FormulasJSON.render(result),
      summary: result.findings.map(\.text), headline: headline.map { [Headline($0.text)] } ?? [])
  }
}
