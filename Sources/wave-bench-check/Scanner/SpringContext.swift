import SwiftSyntax

/// Whether an implicit member (`.smooth`, `.spring`) is a value handed to an animation or a spring, where it can
/// only be SwiftUI's `Animation`/`Spring` or Wave's `Spring`: `.font(.smooth)` or `case .smooth:` is not.
///
/// Handed over means, once the expression is followed out through the members and calls chained on it
/// (`.smooth.speed(2)`, `.spring().delay(1)`) and the branches of `?:`: an argument labeled `animation:`,
/// `withSpring:` or `spring:`; the first, unlabeled argument of `withAnimation`, `animation` (`.animation(.bouncy,
/// value: x)`, `Binding.animation`, `AnyTransition.animation`), `spring` or `interpolatingSpring` (which take a
/// `Spring`); the right side of an assignment to `….animation` or `….spring` (`$0.animation = .smooth` in
/// `.transaction`, also through `?:`); the initial value of a variable declared `Animation` or `Spring`; or what a
/// function or computed variable declared to return one returns (`var sheet: Spring { .defaultAnimated }`,
/// `return .smooth`), outside closures.
enum SpringContext {
  private static let labels: Set<String> = ["animation", "withSpring", "spring"]
  private static let unlabeledCallees: Set<String> = ["withAnimation", "animation", "spring", "interpolatingSpring"]
  private static let assignedNames: Set<String> = ["animation", "spring"]
  private static let declaredTypes: Set<String> = [
    "Animation", "Spring", "SwiftUI.Animation", "SwiftUI.Spring", "Wave.Spring",
  ]

  static func isHandedOver(_ expression: some SyntaxProtocol) -> Bool {
    var node = Syntax(expression)
    while let parent = node.parent {
      if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
        node = parent
      } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
        node = parent
      } else if parent.is(UnresolvedTernaryExprSyntax.self), let list = parent.parent?.as(ExprListSyntax.self),
        let sequence = list.parent
      {
        // The `then` branch: `x.animation = c ? .smooth : …`, or the whole `c ? a : b` handed over.
        let elements = Array(list)
        guard let ternary = elements.firstIndex(where: { $0.id == parent.id }) else { return false }
        if let assigned = assignment(in: elements, condition: ternary - 1) { return assigned }
        node = sequence
      } else if let list = parent.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) {
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == node.id }), index >= 2 else { return false }
        if let assigned = assignment(in: elements, condition: index) { return assigned }
        // The `else` branch.
        guard elements[index - 1].is(UnresolvedTernaryExprSyntax.self) else { return false }
        if let assigned = assignment(in: elements, condition: index - 2) { return assigned }
        node = Syntax(sequence)
      } else {
        break
      }
    }
    return isHandedOverAsWhole(node)
  }

  /// Whether the value that starts at `elements[start]` (of a `SequenceExpr`, unfolded) is assigned to
  /// `….animation` or `….spring`; nil when it is not the right side of an assignment.
  private static func assignment(in elements: [ExprSyntax], condition start: Int) -> Bool? {
    guard start >= 2, elements[start - 1].is(AssignmentExprSyntax.self) else { return nil }
    return SpringCallee.lastName(of: elements[start - 2]).map(assignedNames.contains) ?? false
  }

  private static func isHandedOverAsWhole(_ node: Syntax) -> Bool {
    guard let parent = node.parent else { return false }
    if let argument = parent.as(LabeledExprSyntax.self) {
      guard let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
      if let label = argument.label?.text { return labels.contains(label) }
      guard call.arguments.first?.id == argument.id else { return false }
      return SpringCallee.lastName(of: call.calledExpression).map(unlabeledCallees.contains) ?? false
    }
    if parent.is(InitializerClauseSyntax.self), let binding = parent.parent?.as(PatternBindingSyntax.self) {
      return isDeclared(binding.typeAnnotation?.type)
    }
    if parent.is(ReturnStmtSyntax.self) || parent.parent.map(isOnlyStatement) == true {
      return isDeclared(resultType(around: parent))
    }
    return false
  }

  /// Whether `list` (the parent of a `CodeBlockItem`) holds that one statement only: a body that is one expression.
  private static func isOnlyStatement(_ list: Syntax) -> Bool {
    list.as(CodeBlockItemListSyntax.self)?.count == 1
  }

  /// The declared result of the function, or the type of the computed variable, a `return` or a one-expression
  /// body belongs to; nil inside a closure, whose type is not written.
  private static func resultType(around node: Syntax) -> TypeSyntax? {
    var current = node.parent
    while let ancestor = current {
      if ancestor.is(ClosureExprSyntax.self) { return nil }
      if let function = ancestor.as(FunctionDeclSyntax.self) { return function.signature.returnClause?.type }
      if let binding = ancestor.as(PatternBindingSyntax.self) { return binding.typeAnnotation?.type }
      current = ancestor.parent
    }
    return nil
  }

  private static func isDeclared(_ type: TypeSyntax?) -> Bool {
    guard var text = type?.trimmedDescription else { return false }
    if text.hasSuffix("?") { text.removeLast() }
    return declaredTypes.contains(text)
  }
}
