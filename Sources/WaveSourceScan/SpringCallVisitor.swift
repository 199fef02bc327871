import SwiftSyntax

/// Walks one file's syntax tree and hands every call and member reference to a `SpringCallReader`.
///
/// Comments are trivia and string literals' text is segments, so neither is ever read as a call. A call inside a
/// string interpolation (`"\(Spring(dampingRatio: 0.5, response: 0.3))"`) is code the compiler runs, and is read
/// like any other.
final class SpringCallVisitor: SyntaxVisitor {
  private let reader: SpringCallReader
  private(set) var springs: [SourceSpring] = []
  private(set) var unresolved: [UnresolvedSpring] = []

  init(reader: SpringCallReader) {
    self.reader = reader
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    record(reader.read(call: node))
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    // A called member is read with its call.
    if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
      return .visitChildren
    }
    record(reader.read(reference: node))
    return .visitChildren
  }

  private func record(_ reading: SpringCallReader.Reading?) {
    switch reading {
    case .spring(let spring): springs.append(spring)
    case .unresolved(let call): unresolved.append(call)
    case nil: break
    }
  }
}
