import WaveOutput

/// `--format text|json`: a terminal table or JSON (`spring`, `compare`, `gate`, `perf`, `validate`).
enum TextOrJSON: String, CaseIterable, Sendable {
  case text, json

  /// `result` in this format.
  func render(_ result: some TextOrJSONRendering) -> String {
    switch self {
    case .text: result.text()
    case .json: result.json()
    }
  }
}

/// A command's result, rendered for a terminal or as JSON (each ending with a newline).
protocol TextOrJSONRendering {
  /// The result for a terminal.
  func text() -> String
  /// The result as one JSON document.
  func json() -> String
}

/// `--format csv|json`: one row per frame or callback, or one JSON object (`trajectory`, `animate`).
enum CSVOrJSON: String, CaseIterable, Sendable {
  case csv, json
}

extension PerfReport: TextOrJSONRendering {}
