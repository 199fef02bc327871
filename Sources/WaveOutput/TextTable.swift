/// A plain-text table with aligned columns, for terminal output.
public struct TextTable {
  public var header: [String]
  public var rows: [[String]] = []
  /// Columns aligned right (numbers); the others are aligned left.
  public var rightAligned: Set<Int>

  public init(header: [String], rightAligned: Set<Int> = []) {
    self.header = header
    self.rightAligned = rightAligned
  }

  /// Adds a row; a row may have fewer cells than the header (it ends early) or more (extra columns).
  public mutating func add(_ row: [String]) { rows.append(row) }

  public func rendered() -> String {
    let all = [header] + rows
    let widths = (0..<(all.map(\.count).max() ?? 0)).map { column in
      all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { column, cell in
        let pad = String(repeating: " ", count: max(0, widths[column] - cell.count))
        return rightAligned.contains(column) ? pad + cell : cell + pad
      }.joined(separator: "  ").trimmingTrailingSpaces()
    }
    let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
    return ([line(header), rule] + rows.map(line)).joined(separator: "\n") + "\n"
  }
}

extension String {
  func trimmingTrailingSpaces() -> String {
    var s = self
    while s.last == " " { s.removeLast() }
    return s
  }
}
