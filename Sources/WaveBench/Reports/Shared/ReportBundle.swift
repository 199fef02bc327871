import WaveOutput

/// What one topic of the suite produces: its files and a few summary lines for the terminal.
struct ReportBundle: Sendable {
  /// `accuracy`, `formulas`, `settling`, `stability`.
  let topic: String
  let files: [ReportFile]
  /// Short lines for the summary the command prints.
  let summary: [String]
  /// The findings of `summary` a Wave user must know first, for the top of ``IndexPage``, each with whom it concerns.
  let headline: [Headline]

  init(topic: String, files: [ReportFile], summary: [String], headline: [Headline] = []) {
    self.topic = topic
    self.files = files
    self.summary = summary
    self.headline = headline
  }

  /// A topic's usual bundle: `<topic>.md`, `<topic>.json`, then its plots.
  init(
    topic: String, markdown: String, json: String, plots: [ReportFile] = [], summary: [String],
    headline: [Headline] = []
  ) {
    self.init(
      topic: topic,
      files: [ReportFile("\(topic).md", markdown), ReportFile("\(topic).json", json)] + plots,
      summary: summary, headline: headline)
  }

  /// A topic's usual bundle whose findings are its summary, the first of them its headline (what
  /// ``IndexPage`` puts on top, concerning no spring in particular: ``FindingPriority/other``; none without findings).
  init(topic: String, markdown: String, json: String, plots: [ReportFile] = [], findings: [String]) {
    self.init(
      topic: topic, markdown: markdown, json: json, plots: plots, summary: findings,
      headline: findings.prefix(1).map { Headline($0) })
  }
}
