/// Every spring a scan found in Swift source, and how much source it read.
struct ScanResult: Sendable, Equatable {
  /// Sorted by position (file, line, column).
  let springs: [SourceSpring]
  /// Sorted by position (file, line, column): the calls not checked, and the source not read
  /// (``UnresolvedSpring/sourceNotRead``).
  let unresolved: [UnresolvedSpring]
  /// The `// wave-bench:` comments, by position.
  let comments: [DirectiveComment]
  /// The `.swift` files read (parsed), not those listed as not read.
  let files: Int
  /// Their lines, a last line without a newline counted.
  let lines: Int

  init(
    springs: [SourceSpring], unresolved: [UnresolvedSpring], comments: [DirectiveComment] = [], files: Int, lines: Int
  ) {
    self.springs = springs.sorted { $0.position < $1.position }
    self.unresolved = unresolved.sorted { $0.position < $1.position }
    self.comments = comments.sorted { $0.position < $1.position }
    self.files = files
    self.lines = lines
  }
}
