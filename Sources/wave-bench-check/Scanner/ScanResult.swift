/// Every spring a scan found in Swift source, and how much source it read.
package struct ScanResult: Sendable, Equatable {
  /// Sorted by position (file, line, column).
  package let springs: [SourceSpring]
  /// Sorted by position (file, line, column): the calls not checked, and the source not read
  /// (``UnresolvedSpring/sourceNotRead``).
  package let unresolved: [UnresolvedSpring]
  /// The `// wave-bench:` comments, by position.
  package let comments: [DirectiveComment]
  /// The `.swift` files read (parsed), not those listed as not read.
  package let files: Int
  /// Their lines, a last line without a newline counted.
  package let lines: Int

  package init(
    springs: [SourceSpring], unresolved: [UnresolvedSpring], comments: [DirectiveComment] = [], files: Int, lines: Int
  ) {
    self.springs = springs.sorted { $0.position < $1.position }
    self.unresolved = unresolved.sorted { $0.position < $1.position }
    self.comments = comments.sorted { $0.position < $1.position }
    self.files = files
    self.lines = lines
  }
}
