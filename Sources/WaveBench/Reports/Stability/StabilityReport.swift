import WaveOutput

/// The stability report: spectral radius per spring and rate, maps, presets (`stability.md`, `.json`, plots).
enum StabilityReport {
  /// The report's files and its findings, from the experiment's result; `springs` are the springs it ran on,
  /// named in the report's regenerate line.
  static func render(_ result: StabilityResult, springs: [SpringSpec]) -> ReportBundle {
    let plots = StabilityPlots.render(result)
    let arguments = ReportArguments.of(springs: springs, schedules: nil)
    let findings = result.findings.map(\.text)
    return ReportBundle(
      topic: "stability", markdown: StabilityMarkdown.render(result, plots: plots.map(\.name), arguments: arguments),
      json: StabilityJSON.render(result), plots: plots, summary: findings,
      headline: headline(result.findings).map { Headline($0.text, priority: $0.priority) })
  }

  /// The findings the page puts on top: the user's first spring that diverges somewhere (else the user's first
  /// spring), and the first preset that diverges somewhere (else, without springs of the user's, the first preset).
  static func headline(_ findings: [StabilityFinding]) -> [StabilityFinding] {
    func isUser(_ finding: StabilityFinding) -> Bool { if case .userSpring = finding { true } else { false } }
    func isPreset(_ finding: StabilityFinding) -> Bool { if case .preset = finding { true } else { false } }
    let users = findings.filter(isUser)
    let presets = findings.filter(isPreset)
    let user = users.first { $0.priority == .userSpringFails } ?? users.first
    let preset = presets.first { $0.priority == .presetFails } ?? (user == nil ? presets.first : nil)
    return [user, preset].compactMap { $0 }
  }
}
