import SwiftSyntax

/// UIKit's `UISpringTimingParameters(dampingRatio:initialVelocity:)` (or `(dampingRatio:)`, velocity zero) handed to
/// `UIViewPropertyAnimator(duration:timingParameters:)`: together a UIKit duration spring.
///
/// The timing is written as the `timingParameters:` argument itself, or assigned to a variable (`let parameters =
/// UISpringTimingParameters(…)`) by an earlier statement of a code block that encloses the animator, as Apple's
/// example of `initialVelocity` does (shared/reference/uikit-initial-velocity.txt). Read off the syntax alone: a
/// timing made anywhere else (a stored property, a function's result) is not followed.
///
/// The velocity is a `CGVector` in travels per second, one component per axis; a single-valued property (`alpha`)
/// uses `dx` (Apple, `UISpringTimingParameters.initialVelocity`). A vector whose two components differ moves each
/// axis on its own spring and is not read as one.
struct SpringTimingParameters {
  /// The damping ratio and the velocity written, each a literal or the source text that is not one.
  let dampingRatio: Result<Double, Problem>
  let velocity: Result<Double, Problem>

  /// Why a value is not read: the text to show.
  struct Problem: Error {
    let text: String
  }

  /// The timing `expression` (an animator's `timingParameters:` argument) is, when it is a
  /// `UISpringTimingParameters(dampingRatio:…)`; nil for any other timing, or one whose making is not in view.
  init?(timingParameters expression: ExprSyntax) {
    guard let call = Self.call(expression), let arguments = Self.dampingRatioArguments(call) else { return nil }
    let ratio = arguments.first { $0.label?.text == "dampingRatio" }!.expression
    dampingRatio =
      SourceLiteral.value(of: ratio).map { .success($0) }
      ?? .failure(Problem(text: "dampingRatio is not a literal (`\(SpringCallReader.oneLine(ratio))`)"))
    if let vector = arguments.first(where: { $0.label?.text == "initialVelocity" })?.expression {
      velocity = Self.velocity(vector)
    } else {
      velocity = .success(0)
    }
  }

  /// Whether `node` (a `UISpringTimingParameters(dampingRatio:…)` call) is handed to an animator.
  ///
  /// It is when written as an animator's `timingParameters:` argument, or the initial value of a variable that a
  /// later statement of its code block hands to one. The animator's reading then stands for it.
  static func isHandedToAnimator(_ node: Syntax) -> Bool {
    if let argument = node.parent?.as(LabeledExprSyntax.self), argument.label?.text == "timingParameters",
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), isAnimator(call)
    {
      return true
    }
    guard let (name, following) = PropertyAssignments.variable(initializedBy: node) else { return false }
    let finder = AnimatorFinder(variable: name)
    for statement in following { finder.walk(statement) }
    return finder.found
  }

  /// Whether `call` is `UIViewPropertyAnimator(…)`.
  private static func isAnimator(_ call: FunctionCallExprSyntax) -> Bool {
    SpringCallee(call.calledExpression, called: true)?.initializedType == "UIViewPropertyAnimator"
  }

  /// The call `expression` is, or the call the variable it names is initialized with by the nearest earlier
  /// declaration of that name in an enclosing code block.
  private static func call(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
    if let call = expression.as(FunctionCallExprSyntax.self) { return call }
    guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
    var node = Syntax(expression)
    while let parent = node.parent {
      if let item = node.as(CodeBlockItemSyntax.self), let block = parent.as(CodeBlockItemListSyntax.self),
        let index = block.firstIndex(where: { $0.id == item.id })
      {
        for earlier in block[..<index].reversed() {
          guard let declaration = earlier.item.as(VariableDeclSyntax.self) else { continue }
          for binding in declaration.bindings
          where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            return binding.initializer?.value.as(FunctionCallExprSyntax.self)
          }
        }
      }
      node = parent
    }
    return nil
  }

  /// The arguments of `call` when it is `UISpringTimingParameters(dampingRatio:)` or
  /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`.
  private static func dampingRatioArguments(_ call: FunctionCallExprSyntax) -> LabeledExprListSyntax? {
    guard SpringCallee(call.calledExpression, called: true)?.initializedType == "UISpringTimingParameters" else {
      return nil
    }
    let labels = call.arguments.map { $0.label?.text ?? "_" }
    return labels == ["dampingRatio"] || labels == ["dampingRatio", "initialVelocity"] ? call.arguments : nil
  }

  /// The velocity of a `CGVector` written as `.zero`, `CGVector.zero` or `CGVector(dx: a, dy: b)` with literals: `a`
  /// when `b` is 0 or equal to it, `b` when `a` is 0.
  private static func velocity(_ expression: ExprSyntax) -> Result<Double, Problem> {
    let written = SpringCallReader.oneLine(expression)
    if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "zero",
      member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "CGVector"
    {
      return .success(0)
    }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      SpringCallee(call.calledExpression, called: true)?.initializedType == "CGVector",
      call.arguments.map({ $0.label?.text ?? "_" }) == ["dx", "dy"]
    else {
      return .failure(Problem(text: "initialVelocity is not a literal vector (`\(written)`)"))
    }
    let components = call.arguments.map { SourceLiteral.value(of: $0.expression) }
    guard let dx = components[0], let dy = components[1] else {
      return .failure(Problem(text: "initialVelocity is not a literal vector (`\(written)`)"))
    }
    if dy == 0 || dx == dy { return .success(dx) }
    if dx == 0 { return .success(dy) }
    return .failure(
      Problem(text: "initialVelocity moves x and y at different speeds (`\(written)`), each axis on its own spring"))
  }

  /// Whether a statement hands `variable` to `UIViewPropertyAnimator(…, timingParameters: variable)`.
  private final class AnimatorFinder: SyntaxVisitor {
    private let variable: String
    private(set) var found = false

    init(variable: String) {
      self.variable = variable
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if SpringTimingParameters.isAnimator(node),
        node.arguments.contains(where: {
          $0.label?.text == "timingParameters"
            && $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == variable
        })
      {
        found = true
      }
      return found ? .skipChildren : .visitChildren
    }
  }
}
