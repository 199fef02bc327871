/// Markdown rendering of validation reports (for `reports/validation.md`).
package enum ValidationMarkdownRenderer {
  /// A title, a one-line verdict, a summary table (one row per type), the springs no type can settle with
  /// (listed once: they are limits of the engine's step, the same for every type), then each type's cases,
  /// notes, own unsettled springs and failures.
  package static func render(_ reports: [ValidationResult], title: String = "Validation of the built-in conformances")
    -> String
  {
    let shared = sharedUnsettled(reports)
    var out = ["# \(title)", "", verdict(reports, shared: shared.count), ""]
    out.append("| type | result | components | failures | notes | springs named unsettled |")
    out.append("| --- | --- | --- | --- | --- | --- |")
    for r in reports {
      let components = r.components.map { "`\($0)`" }.joined(separator: ", ")
      out.append(
        "| `\(r.typeName)` | \(r.passed ? "passed" : "**failed**") | \(components) (\(r.componentSource.rawValue)) "
          + "| \(r.failures.count) | \(r.notes.count) | \(r.unsettledSprings.count) |")
    }
    if !shared.isEmpty {
      out += ["", "## Springs no type can settle with", ""]
      out.append("Limits of the engine's own step at these frame durations, the same for every type; not failures.")
      out.append("")
      out += shared.map { "- \($0)" }
    }
    for r in reports { out += section(r, shared: shared) }
    return out.joined(separator: "\n") + "\n"
  }

  /// The spring × schedule pairs every report names unsettled, in the first report's order, each with the
  /// worst figure over the reports (the figures differ only in the last digits, with the samples' magnitudes).
  static func sharedUnsettled(_ reports: [ValidationResult]) -> [UnsettledSpring] {
    guard let first = reports.first else { return [] }
    return first.unsettledSprings.compactMap { spring in
      let all = reports.compactMap { $0.unsettledSprings.first { $0.samePair(as: spring) } }
      guard all.count == reports.count else { return nil }
      return all.max { $0.figure < $1.figure }
    }
  }

  /// `N of M types pass every check …`: what the page says before any table.
  static func verdict(_ reports: [ValidationResult], shared: Int) -> String {
    let passed = reports.filter(\.passed).count
    let failures = reports.reduce(0) { $0 + $1.failures.count }
    var line = "\(passed) of \(reports.count) types pass every check"
    line += failures == 0 ? "." : "; \(failures) failure(s) below."
    if shared > 0 { line += " \(shared) spring × schedule pairs are beyond the engine's own step (listed once)." }
    return line
  }

  /// One type's section: cases, notes, the unsettled springs not in `shared`, failures.
  static func section(_ r: ValidationResult, shared: [UnsettledSpring]) -> [String] {
    var out = ["", "## `\(r.typeName)`", ""]
    let counts = ValidationCheck.allCases.map { "\($0): \(r.caseCounts[$0] ?? 0)" }
    out.append("Cases: " + counts.joined(separator: "; ") + ". Display scale: \(r.displayScale).")
    if !r.periodicComponents.isEmpty {
      let periodic = r.periodicComponents.map { "`\($0.path)` (period \(PeriodicComponent.periodText($0.period)))" }
      out += ["", "Periodic components (angles, along the shortest arc): " + periodic.joined(separator: ", ") + "."]
    }
    if !r.notes.isEmpty {
      out.append("")
      out += r.notes.map { "- note, \($0.check): \($0.message)" }
    }
    let own = r.unsettledSprings.filter { spring in !shared.contains { $0.samePair(as: spring) } }
    if !own.isEmpty {
      out += ["", "Springs it cannot settle with (not failures):", ""]
      out += own.map { "- \($0)" }
    }
    if !r.failures.isEmpty {
      out += ["", "```"] + r.failures.map(\.description) + ["```"]
    }
    return out
  }
}
