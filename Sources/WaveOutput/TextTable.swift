/// A plain-text table with aligned columns, for terminal output.
///
/// Widths are terminal columns: a character drawn wide (East Asian Wide or Fullwidth, an emoji) takes two, any other
/// character with its combining marks one.
package struct TextTable {
  package var header: [String]
  package var rows: [[String]] = []
  /// Columns aligned right (numbers); the others are aligned left.
  package var rightAligned: Set<Int>
  /// The terminal columns a line may take, ≥ 1; nil: no limit.
  ///
  /// With a limit, the last column's cells wrap at spaces onto lines of their own under that column (a word longer
  /// than the room left stays whole).
  package var width: Int?

  package init(header: [String], rightAligned: Set<Int> = []) {
    self.header = header
    self.rightAligned = rightAligned
  }

  /// Adds a row; a row may have fewer cells than the header (it ends early) or more (extra columns).
  package mutating func add(_ row: [String]) { rows.append(row) }

  package func rendered() -> String {
    let all = [header] + rows
    let count = all.map(\.count).max() ?? 0
    var widths = (0..<count).map { column in
      all.map { $0.indices.contains(column) ? Self.columns($0[column]) : 0 }.max() ?? 0
    }
    if let width, count > 0 {
      let room = width - widths.dropLast().reduce(0, +) - 2 * (count - 1)
      widths[count - 1] = min(widths[count - 1], max(1, room))
    }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { column, cell in
        let pad = String(repeating: " ", count: max(0, widths[column] - Self.columns(cell)))
        return rightAligned.contains(column) ? pad + cell : cell + pad
      }.joined(separator: "  ").trimmingTrailingSpaces()
    }
    func lines(_ cells: [String]) -> [String] {
      guard width != nil, cells.count == count, let last = cells.last else { return [line(cells)] }
      let parts = Self.wrapped(last, columns: widths[count - 1])
      let blank = Array(repeating: "", count: count - 1)
      return [line(cells.dropLast() + [parts[0]])] + parts.dropFirst().map { line(blank + [$0]) }
    }
    let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
    return ([line(header), rule] + rows.flatMap(lines)).joined(separator: "\n") + "\n"
  }

  /// `text` broken at spaces into lines of at most `columns` terminal columns (a longer word on a line of its own).
  package static func wrapped(_ text: String, columns: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
      if current.isEmpty {
        current = word
      } else if Self.columns(current) + 1 + Self.columns(word) <= columns {
        current += " " + word
      } else {
        lines.append(current)
        current = word
      }
    }
    return lines + [current]
  }

  /// The terminal columns `text` takes.
  static func columns(_ text: String) -> Int {
    text.reduce(0) { $0 + (isWide($1) ? 2 : 1) }
  }

  /// Whether a terminal draws `character` two columns wide: an emoji shown as one (Emoji_Presentation, or
  /// with the emoji variation selector U+FE0F), or an East Asian Wide or Fullwidth character (the ranges of
  /// Markus Kuhn's `wcwidth`, which cover Hangul, CJK, Yi, and the fullwidth forms).
  private static func isWide(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return false }
    if first.properties.isEmojiPresentation || scalars.contains("\u{FE0F}") { return true }
    switch first.value {
    case 0x1100...0x115F, 0x2329, 0x232A, 0x2E80...0x303E, 0x3040...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
      0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}

extension String {
  func trimmingTrailingSpaces() -> String {
    var s = self
    while s.last == " " { s.removeLast() }
    return s
  }
}
