/// Where a call starts in a Swift file: the compiler's `path:line:column`.
package struct SourcePosition: Sendable, Equatable, Hashable, Comparable {
  /// The path as the scan was given it (relative paths stay relative).
  package let file: String
  /// 1-based; 0 for a whole file a scan did not read.
  package let line: Int
  /// 1-based, in UTF-8 bytes as the compiler counts it.
  package let column: Int

  package init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
