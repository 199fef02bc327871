import Foundation

/// The output formats of `wave-bench check`.
enum CheckFormat: String, CaseIterable, Sendable {
  /// Aligned tables and sentences (``CheckText``).
  case text
  /// One JSON object (``CheckJSON``).
  case json
  /// A Markdown page (``CheckMarkdown``).
  case markdown
  /// JUnit XML, what CI systems show as test results (``CheckJUnit``).
  case junit
  /// GitHub Actions workflow commands: an annotation on each source line whose spring fails (``CheckGitHub``).
  case github

  /// The result in this format.
  func render(_ result: CheckResult) -> String {
    switch self {
    case .text: CheckText.render(result)
    case .json: CheckJSON.render(result)
    case .markdown: CheckMarkdown.render(result)
    case .junit: CheckJUnit.render(result)
    case .github: CheckGitHub.render(result)
    }
  }
}
