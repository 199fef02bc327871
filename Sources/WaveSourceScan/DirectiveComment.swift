import SwiftSyntax

/// A line comment that starts with `// wave-bench:` (WaveInputs' `SourceDirective` reads what it says).
///
/// Found in the syntax tree's trivia, so a string literal holding the same text is never one.
package struct DirectiveComment: Sendable, Equatable {
  /// The comment's `//`.
  package let position: SourcePosition
  /// The comment as written, `//` included.
  package let text: String

  /// Every such comment in `tree`, in source order; none without reading the tree when the file's bytes do not
  /// hold `wave-bench:`.
  static func all(
    in tree: SourceFileSyntax, file: String, utf8: UnsafeBufferPointer<UInt8>, converter: SourceLocationConverter
  )
    -> [DirectiveComment]
  {
    guard holdsMarker(utf8) else { return [] }
    var found: [DirectiveComment] = []
    func read(_ trivia: Trivia, from start: AbsolutePosition) {
      var position = start
      for piece in trivia {
        if case .lineComment(let text) = piece,
          text.dropFirst(2).drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("wave-bench:")
        {
          let place = converter.location(for: position)
          found.append(
            DirectiveComment(
              position: SourcePosition(file: file, line: place.line, column: place.column), text: text))
        }
        position += piece.sourceLength
      }
    }
    for token in tree.tokens(viewMode: .sourceAccurate) {
      read(token.leadingTrivia, from: token.position)
      read(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia)
    }
    return found
  }

  /// Whether the bytes hold `wave-bench:`.
  private static func holdsMarker(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    let marker = Array("wave-bench:".utf8)
    guard utf8.count >= marker.count else { return false }
    var index = 0
    while index <= utf8.count - marker.count {
      if utf8[index] == marker[0] && (1..<marker.count).allSatisfy({ utf8[index + $0] == marker[$0] }) { return true }
      index += 1
    }
    return false
  }
}
