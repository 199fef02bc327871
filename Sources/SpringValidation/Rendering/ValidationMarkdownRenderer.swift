/// Markdown rendering of validation reports (for `reports/validation.md`).
public enum ValidationMarkdownRenderer {
  /// A title, a summary table (one row per type), then each type's notes, unsettled springs and failures.
  public static func render(_ reports: [ValidationReport], title: String = "Validation of the built-in conformances")
    -> String
  {
    var out = ["# \(title)", ""]
    out.append("| type | result | components | failures | notes | springs named unsettled |")
    out.append("| --- | --- | --- | --- | --- | --- |")
    for r in reports {
      let components = r.components.map { "`\($0)`" }.joined(separator: ", ")
      out.append(
        "| `\(r.typeName)` | \(r.passed ? "passed" : "**failed**") | \(components) (\(r.componentSource.rawValue)) "
          + "| \(r.failures.count) | \(r.notes.count) | \(r.unsettledSprings.count) |")
    }
    for r in reports {
      out.append("")
      out.append("## `\(r.typeName)`")
      out.append("")
      let counts = ValidationCheck.allCases.map { "\($0): \(r.caseCounts[$0] ?? 0)" }
      out.append("Cases: " + counts.joined(separator: "; ") + ". Display scale: \(r.displayScale).")
      if !r.notes.isEmpty {
        out.append("")
        out += r.notes.map { "- note, \($0.check): \($0.message)" }
      }
      if !r.unsettledSprings.isEmpty {
        out.append("")
        out.append("Springs it cannot settle with (not failures):")
        out.append("")
        out += r.unsettledSprings.map { "- \($0)" }
      }
      if !r.failures.isEmpty {
        out.append("")
        out.append("```")
        out += r.failures.map(\.description)
        out.append("```")
      }
    }
    return out.joined(separator: "\n") + "\n"
  }
}
