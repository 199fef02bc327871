import SwiftSyntax

/// Whether a spring written in source takes over a gesture's velocity: what Wave's gesture hand-off looks like in
/// code (the gesture-integration guide of Wave's documentation).
///
/// A spring is handed a gesture's velocity when, once its expression is followed out through the members and calls
/// chained on it, it is:
/// - the `withSpring:` argument of a call that also has a `gestureVelocity:` argument
///   (`Wave.animate(withSpring: s, gestureVelocity: v) { … }`);
/// - the `spring:` argument of `SpringAnimator(…)` whose variable's code block sets its `velocity`
///   (`let a = SpringAnimator<CGPoint>(spring: s, …)`, then `a.velocity = v`, read as ``PropertyAssignments`` reads
///   them);
/// - the initial value of a variable or property whose name is handed over either way in the same file
///   (`let animatedSpring = Spring(…)`, then `Wave.animate(withSpring: animatedSpring, gestureVelocity: v)`), the
///   name matched by its last component (`self.animatedSpring`).
///
/// Read off one file's syntax alone: a spring handed over in another file, or through a function, is not seen.
struct GestureHandOff {
  /// The names of variables handed over in the file.
  let names: Set<String>

  /// The names handed a gesture's velocity anywhere in `tree`.
  init(_ tree: some SyntaxProtocol) {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(tree)
    names = finder.names
  }

  /// Whether the spring expression `node` (a call or member reference) is handed a gesture's velocity.
  func handsOver(_ node: Syntax) -> Bool {
    var node = node
    while let parent = node.parent {
      if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
        node = parent
      } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
        node = parent
      } else {
        break
      }
    }
    if let argument = node.parent?.as(LabeledExprSyntax.self),
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    {
      return Self.handsOver(argument: argument, in: call)
    }
    if let binding = node.parent?.parent?.as(PatternBindingSyntax.self),
      node.parent?.is(InitializerClauseSyntax.self) == true,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    {
      return names.contains(name)
    }
    return false
  }

  /// Whether `argument` of `call` is a spring handed a gesture's velocity (the first two forms above).
  static func handsOver(argument: LabeledExprSyntax, in call: FunctionCallExprSyntax) -> Bool {
    switch argument.label?.text {
    case "withSpring":
      return call.arguments.contains { $0.label?.text == "gestureVelocity" }
    case "spring":
      var callee = call.calledExpression
      if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
      guard SpringCallee.lastName(of: callee) == "SpringAnimator",
        let assignments = PropertyAssignments(initializedBy: Syntax(call), properties: ["velocity"])
      else { return false }
      return assignments.settings["velocity"] != nil
    default:
      return false
    }
  }

  /// Collects the names passed as a spring handed a gesture's velocity.
  private final class Finder: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      for argument in node.arguments where GestureHandOff.handsOver(argument: argument, in: node) {
        if let name = SpringCallee.lastName(of: argument.expression) { names.insert(name) }
      }
      return .visitChildren
    }
  }
}
