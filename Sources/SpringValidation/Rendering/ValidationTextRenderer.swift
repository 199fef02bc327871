/// Plain-text rendering of validation reports, for a terminal or a test log.
package enum ValidationTextRenderer {
  /// One report: a verdict line, the components, case counts, notes, unsettled springs and failures.
  package static func render(_ report: ValidationReport) -> String {
    var lines: [String] = []
    let verdict = report.passed ? "PASSED" : "FAILED (\(report.failures.count) failure(s))"
    lines.append("\(report.typeName): \(verdict)")
    lines.append("  components by \(report.componentSource): \(list(report.components))")
    if !report.periodicComponents.isEmpty {
      lines.append("  periodic (angles, along the shortest arc): \(list(report.periodicComponents.map(\.description)))")
    }
    if !report.nonFloatFields.isEmpty {
      lines.append("  non-float fields: \(list(report.nonFloatFields))")
    }
    let counts = ValidationCheck.allCases.map { "\($0.rawValue): \(report.caseCounts[$0] ?? 0)" }
    lines.append("  cases per check: \(counts.joined(separator: ", "))")
    for note in report.notes {
      lines.append("  \(note)")
    }
    if !report.unsettledSprings.isEmpty {
      lines.append("  springs it cannot settle with (named, not failures):")
      for spring in report.unsettledSprings {
        lines.append("    - \(spring)")
      }
    }
    for failure in report.failures {
      lines.append(indent(failure.description, by: "  "))
    }
    return lines.joined(separator: "\n")
  }

  /// Several reports, then a closing line `N passed, M failed`.
  package static func render(_ reports: [ValidationReport]) -> String {
    let passed = reports.filter(\.passed).count
    let body = reports.map { render($0) }.joined(separator: "\n\n")
    return body + "\n\nvalidation: \(passed) passed, \(reports.count - passed) failed"
  }

  static func list(_ names: [String]) -> String {
    names.isEmpty ? "none" : names.joined(separator: ", ")
  }

  static func indent(_ text: String, by prefix: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { prefix + $0 }.joined(separator: "\n")
  }
}
