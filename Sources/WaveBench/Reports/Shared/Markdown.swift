import Foundation

/// Markdown shared by the reports (numbers are formatted by ``NumberFormat``).
enum Markdown {
  /// A GitHub-flavoured table; `rightAligned` columns get `---:`.
  ///
  /// A `|` in a cell, the header's included (`max |x₆₀ − x₁₂₀|`), is written `\|`, so that every row has as many
  /// cells as the delimiter row.
  static func table(_ header: [String], _ rows: [[String]], rightAligned: Set<Int> = []) -> String {
    func row(_ cells: [String]) -> String {
      "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n"
    }
    var out = row(header) + "|"
    for index in header.indices { out += rightAligned.contains(index) ? "---:|" : "---|" }
    out += "\n"
    for cells in rows { out += row(cells) }
    return out
  }

  /// A report's opening: its title, the paragraph that says how to read it, and the key findings.
  static func document(title: String, intro: String, findings: [String]) -> String {
    "# \(title)\n\n" + (intro.isEmpty ? "" : intro + "\n\n") + keyFindings(findings)
  }

  /// The `## Key findings` section: one bullet per finding.
  static func keyFindings(_ findings: [String]) -> String {
    "## Key findings\n\n" + findings.map { "- " + $0 }.joined(separator: "\n") + "\n\n"
  }

  /// A `##` section: the heading, then `intro` as a paragraph (when not empty), then `body` (a table, a list,
  /// more paragraphs) as it is.
  ///
  /// Sections are joined with a blank line between them (`joined(separator: "\n")`, each body ending in a newline).
  static func section(_ heading: String, intro: String = "", _ body: String) -> String {
    "## \(heading)\n\n" + (intro.isEmpty ? "" : intro + "\n\n") + body
  }

  /// A whole report whose plots come last: the opening (``document(title:intro:findings:)``), `body` as it is
  /// (its sections), the plots (``images(_:)``; nothing when `plots` is empty) and the closing line
  /// (``regenerate(topic:arguments:)``).
  static func report(
    title: String, intro: String, findings: [String], body: String, plots: [String] = [], topic: String,
    arguments: [String] = []
  ) -> String {
    document(title: title, intro: intro, findings: findings) + body + (plots.isEmpty ? "" : images(plots))
      + regenerate(topic: topic, arguments: arguments)
  }

  /// Embedded images, one paragraph each.
  static func images(_ files: [String]) -> String {
    files.map { "![\($0)](\($0))" }.joined(separator: "\n\n") + "\n"
  }

  /// The closing line naming the command that regenerates a topic's report, with the options that gave its
  /// inputs (``ReportArguments``).
  static func regenerate(topic: String, arguments: [String] = []) -> String {
    let options = arguments.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ")
    let command = "swift run -c release wave-bench \(topic)" + (options.isEmpty ? "" : " " + options)
    return "\nRegenerate: `\(command)`" + (options.isEmpty ? " (or `wave-bench` for every report).\n" : ".\n")
  }
}
