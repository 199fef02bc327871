import WaveOutput

/// Rows written as they come, in one pass and constant memory (text handed to `write` in pieces of about 64 KB):
/// CSV (a header line of the columns, one line per row) or one JSON object whose members `head` come first, then
/// `columns` and `rows` (one array per row, in the columns' order; `null` where a number is not finite), then the
/// members ``finish(tail:)`` is given.
struct StreamedRows {
  /// One cell of a row.
  enum Cell {
    case number(Double)
    case integer(Int)
    case text(String)
  }

  private let format: CSVOrJSON
  private let write: (String) throws -> Void
  private var text = ""
  private var rows = 0
  private let progressLabel: String?

  /// Rows between two progress lines: a million (about a second of stepping and writing).
  static let progressInterval = 1_000_000

  /// Starts the output: the CSV header, or the JSON object up to its `rows`.
  ///
  /// With a `progressLabel`, a line `label: N rows` goes to standard error every ``progressInterval`` rows when it
  /// is a terminal (``StandardStreams/progress(_:)``).
  ///
  /// - Throws: what `write` throws.
  init(
    format: CSVOrJSON, head: [(String, JSONValue)], columns: [String], progressLabel: String? = nil,
    write: @escaping (String) throws -> Void
  ) throws {
    self.format = format
    self.write = write
    self.progressLabel = progressLabel
    switch format {
    case .csv: try append(columns.joined(separator: ",") + "\n")
    case .json:
      let object = JSONValue.object(head + [("columns", .array(columns.map(JSONValue.string)))]).serialized()
      // The object without its closing "\n}", then the rows' opening.
      try append(String(object.dropLast(2)) + ",\n  \"rows\": [")
    }
  }

  /// Adds one row.
  ///
  /// - Throws: what `write` throws.
  mutating func add(_ cells: [Cell]) throws {
    switch format {
    case .csv:
      try append(cells.map(Self.csv).joined(separator: ",") + "\n")
    case .json:
      let row = cells.map { Self.json($0).serialized() }.joined(separator: ", ")
      try append((rows == 0 ? "\n    [" : ",\n    [") + row + "]")
    }
    rows += 1
    if let progressLabel, rows % Self.progressInterval == 0 {
      StandardStreams.progress("\(progressLabel): \(rows) rows")
    }
  }

  /// Ends the output (in JSON, with the members `tail` after the rows) and hands out what is left.
  ///
  /// - Throws: what `write` throws.
  mutating func finish(tail: [(String, JSONValue)] = []) throws {
    if format == .json {
      var end = "\n  ]"
      for (key, value) in tail {
        end += ",\n  " + JSONValue.string(key).serialized() + ": " + value.serialized(indent: 0)
      }
      try append(end + "\n}\n")
    }
    guard !text.isEmpty else { return }
    try write(text)
    text = ""
  }

  private mutating func append(_ piece: String) throws {
    text += piece
    if text.utf8.count >= 1 << 16 {
      try write(text)
      text = ""
    }
  }

  private static func csv(_ cell: Cell) -> String {
    switch cell {
    case .number(let x): x.description
    case .integer(let n): String(n)
    case .text(let s): s
    }
  }

  private static func json(_ cell: Cell) -> JSONValue {
    switch cell {
    case .number(let x): .finite(x)
    case .integer(let n): .integer(n)
    case .text(let s): .string(s)
    }
  }
}
