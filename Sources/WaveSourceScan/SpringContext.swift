import SwiftSyntax

/// Whether an implicit member (`.smooth`, `.spring`) is a value handed to an animation or a spring, where it can
/// only be SwiftUI's `Animation`/`Spring` or Wave's `Spring`: `.font(.smooth)` or `case .smooth:` is not.
///
/// Handed over means, once the expression is followed out through the members and calls chained on it
/// (`.smooth.speed(2)`, `.spring().delay(1)`) and the branches of `?:`: an argument labeled `animation:`,
/// `withSpring:` or `spring:`; the first, unlabeled argument of `withAnimation`, `animation` (`.animation(.bouncy,
/// value: x)`, `Binding.animation`, `AnyTransition.animation`), `spring` or `interpolatingSpring` (which take a
/// `Spring`); the right side of an assignment to `….animation` or `….spring` (`$0.animation = .smooth` in
/// `.transaction`); or the initial value of a variable declared `Animation` or `Spring`.
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
      } else if parent.is(UnresolvedTernaryExprSyntax.self), let sequence = parent.parent?.parent {
        node = sequence  // the `then` branch: the whole `c ? a : b`
      } else if let list = parent.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) {
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == node.id }), index >= 2 else { return false }
        if elements[index - 1].is(AssignmentExprSyntax.self) {
          return SpringCallee.lastName(of: elements[index - 2]).map(assignedNames.contains) ?? false
        }
        guard elements[index - 1].is(UnresolvedTernaryExprSyntax.self) else { return false }
        node = Syntax(sequence)  // the `else` branch
      } else {
        break
      }
    }
    return isHandedOverAsWhole(node)
  }

  private static func isHandedOverAsWhole(_ node: Syntax) -> Bool {
    guard let parent = node.parent else { return false }
    if let argument = parent.as(LabeledExprSyntax.self) {
      guard let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
      if let label = argument.label?.text { return labels.contains(label) }
      guard call.arguments.first?.id == argument.id else { return false }
      return SpringCallee.lastName(of: call.calledExpression).map(unlabeledCallees.contains) ?? false
    }
    if parent.is(InitializerClauseSyntax.self), let binding = parent.parent?.as(PatternBindingSyntax.self),
      let type = binding.typeAnnotation?.type
    {
      var text = type.trimmedDescription
      if text.hasSuffix("?") { text.removeLast() }
      return declaredTypes.contains(text)
    }
    return false
  }
}
