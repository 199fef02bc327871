/// Plain-text rendering of validation reports, for a terminal or a test log.
package enum ValidationTextRenderer {
  /// One report: a verdict line, the components, case counts, notes, unsettled springs and failures.
  package static func render(_ result: ValidationResult) -> String {
    var lines: [String] = []
    let verdict = result.passed ? "PASSED" : "FAILED (\(result.failures.count) failure(s))"
    lines.append("\(result.typeName): \(verdict)")
    lines.append("  components by \(result.componentSource): \(list(result.components))")
    if !result.periodicComponents.isEmpty {
      lines.append("  periodic (angles, along the shortest arc): \(list(result.periodicComponents.map(\.description)))")
    }
    if !result.nonFloatFields.isEmpty {
      lines.append("  non-float fields: \(list(result.nonFloatFields))")
    }
    let counts = ValidationCheck.allCases.map { "\($0.rawValue): \(result.caseCounts[$0] ?? 0)" }
    lines.append("  cases per check: \(counts.joined(separator: ", "))")
    for note in result.notes {
      lines.append("  \(note)")
    }
    if !result.unsettledSprings.isEmpty {
      lines.append("  springs it cannot settle with (named, not failures):")
      for spring in result.unsettledSprings {
        lines.append("    - \(spring)")
      }
    }
    for failure in result.failures {
      lines.append(indent(failure.description, by: "  "))
    }
    return lines.joined(separator: "\n")
  }

  /// Several reports, then a closing line `N passed, M failed`.
  package static func render(_ reports: [ValidationResult]) -> String {
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
