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
  /// The most springs and calls not checked it keeps; those past it are counted, not kept.
  private let budget: Int
  /// The calls found past `budget`.
  private(set) var pastBudget = 0
  /// The first of them.
  private(set) var firstPastBudget: SourcePosition?

  init(reader: SpringCallReader, budget: Int = .max) {
    self.reader = reader
    self.budget = budget
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
    guard let reading else { return }
    guard springs.count + unresolved.count < budget else {
      pastBudget += 1
      if firstPastBudget == nil {
        switch reading {
        case .spring(let spring): firstPastBudget = spring.position
        case .unresolved(let call): firstPastBudget = call.position
        }
      }
      return
    }
    switch reading {
    case .spring(let spring): springs.append(spring)
    case .unresolved(let call): unresolved.append(call)
    }
  }
}
