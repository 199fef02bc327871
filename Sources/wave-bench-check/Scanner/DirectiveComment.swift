import SwiftSyntax

/// A line comment that starts with `// wave-bench:` (WaveBench's `SourceDirective` reads what it says), or a comment
/// that looks like one but is not (``notDirective``).
///
/// Found in the syntax tree's trivia, so a string literal holding the same text is never one. A look-alike is any
/// other comment that holds the marker, in any case: a doc comment (`/// wave-bench:disable snap`), a block comment
/// (`/* wave-bench:travel 120 */`), the marker in another case (`// Wave-Bench:`) or after other words
/// (`// x wave-bench:`). None is applied; each is listed as not read, so that a setting the author meant is never
/// dropped in silence.
struct DirectiveComment: Sendable, Equatable {
  /// The comment's start (`//`, `///`, `/*`).
  let position: SourcePosition
  /// The comment as written, `//` included.
  let text: String
  /// Why the comment is not read as a directive, for a look-alike; nil for a directive.
  let notDirective: String?

  /// Every directive and look-alike in `tree`, in source order; none without reading the tree when the file's
  /// bytes do not hold `wave-bench:` in any case.
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
        defer { position += piece.sourceLength }
        let text: String
        let kind: String?
        switch piece {
        case .lineComment(let comment): (text, kind) = (comment, nil)
        case .docLineComment(let comment): (text, kind) = (comment, "it is a doc comment (`///`)")
        case .blockComment(let comment): (text, kind) = (comment, "it is a block comment (`/* */`)")
        case .docBlockComment(let comment): (text, kind) = (comment, "it is a doc block comment (`/** */`)")
        default: continue
        }
        guard text.lowercased().contains(marker) else { continue }
        let reason: String?
        if let kind {
          reason = kind
        } else {
          let body = text.dropFirst(2).drop(while: { $0 == " " || $0 == "\t" })
          reason =
            body.hasPrefix(marker)
            ? nil
            : body.lowercased().hasPrefix(marker) ? "the marker is not in lower case" : "the marker does not start it"
        }
        let place = converter.location(for: position)
        found.append(
          DirectiveComment(
            position: SourcePosition(file: file, line: place.line, column: place.column), text: text,
            notDirective: reason.map {
              // Cut, not escaped: every output escapes a reason its own way (UnresolvedSpringCall.printableReason).
              "`\(text.count > 80 ? text.prefix(80) + "…" : text)` is not read: it looks like a wave-bench directive, but "
                + "\($0); a directive is a line comment that starts `// wave-bench:`"
            }))
      }
    }
    for token in tree.tokens(viewMode: .sourceAccurate) {
      read(token.leadingTrivia, from: token.position)
      read(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia)
    }
    return found
  }

  /// What a directive starts with, after `//` and blanks.
  static let marker = "wave-bench:"

  /// The look-alike listed with the calls not checked; nil for a directive.
  ///
  /// A warning: it does not fail the scan (a comment may only mention the tool), but a setting its author meant is not
  /// applied in silence.
  var lookAlike: UnresolvedSpring? {
    notDirective.map { UnresolvedSpring(position: position, api: nil, call: "", reason: $0) }
  }

  /// Whether the bytes hold `wave-bench:`, in any case.
  private static func holdsMarker(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    let marker = Array(Self.marker.utf8)
    guard utf8.count >= marker.count else { return false }
    // ASCII letters to lower case; the marker's other bytes (`-`, `:`) have no case.
    func lower(_ byte: UInt8) -> UInt8 { (65...90).contains(byte) ? byte + 32 : byte }
    var index = 0
    while index <= utf8.count - marker.count {
      if (0..<marker.count).allSatisfy({ lower(utf8[index + $0]) == marker[$0] }) { return true }
      index += 1
    }
    return false
  }
}
