/// A plain-text table with aligned columns, for terminal output.
///
/// Widths are terminal columns: a character drawn wide (East Asian Wide or Fullwidth, an emoji) takes two, any other
/// character with its combining marks one.
package struct TextTable {
  package var header: [String]
  package var rows: [[String]] = []
  /// Columns aligned right (numbers); the others are aligned left.
  package var rightAligned: Set<Int>

  package init(header: [String], rightAligned: Set<Int> = []) {
    self.header = header
    self.rightAligned = rightAligned
  }

  /// Adds a row; a row may have fewer cells than the header (it ends early) or more (extra columns).
  package mutating func add(_ row: [String]) { rows.append(row) }

  package func rendered() -> String {
    let all = [header] + rows
    let widths = (0..<(all.map(\.count).max() ?? 0)).map { column in
      all.map { $0.indices.contains(column) ? Self.columns($0[column]) : 0 }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { column, cell in
        let pad = String(repeating: " ", count: max(0, widths[column] - Self.columns(cell)))
        return rightAligned.contains(column) ? pad + cell : cell + pad
      }.joined(separator: "  ").trimmingTrailingSpaces()
    }
    let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
    return ([line(header), rule] + rows.map(line)).joined(separator: "\n") + "\n"
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
