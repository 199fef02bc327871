/// Where a call starts in a Swift file: the compiler's `path:line:column`.
struct SourcePosition: Sendable, Equatable, Hashable, Comparable {
  /// The path as the scan was given it (relative paths stay relative).
  let file: String
  /// 1-based; 0 for a whole file a scan did not read.
  let line: Int
  /// 1-based, in UTF-8 bytes as the compiler counts it.
  let column: Int

  package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
