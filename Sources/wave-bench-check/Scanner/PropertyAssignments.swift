import SwiftSyntax

/// What the code block of a new object's variable sets on its properties after it is made:
/// `let a = CASpringAnimation(keyPath: "position")`, then `a.stiffness = 300`.
///
/// Read off the syntax alone, in the statements that follow the declaration in its own code block. A statement
/// `a.name = value` is followed, the last one winning; an assignment inside a nested block or closure
/// (`if open { a.stiffness = 300 }`) or by a compound operator (`a.stiffness *= 2`) is not. Nothing else done with
/// the variable is followed (handed to a function, stored elsewhere): a property this finds unset keeps its default.
struct PropertyAssignments {
  /// How a property is set.
  enum Setting {
    /// By a statement `a.name = value` of the variable's code block, the last one.
    case value(ExprSyntax)
    /// Inside a nested block or closure, with the assignment written.
    case nested(String)
    /// By a compound operator (`*=`), with the assignment written.
    case compound(String)
  }

  /// The variable's name.
  let variable: String
  /// The properties set, by name; a property not set is absent.
  let settings: [String: Setting]

  /// The variable `node` is the initial value of, and what its code block sets on `properties`; nil when `node` is
  /// not the whole initial value of a variable declared in a code block (a stored property of a type, an argument,
  /// a returned value).
  init?(initializedBy node: Syntax, properties: Set<String>) {
    guard let (name, following) = Self.variable(initializedBy: node) else { return nil }
    var settings: [String: Setting] = [:]
    for statement in following {
      let finder = Finder(variable: name, properties: properties)
      finder.walk(statement)
      for (property, sequence, compound) in finder.found {
        let written = SpringCallReader.oneLine(ExprSyntax(sequence))
        let elements = Array(sequence.elements)
        if sequence.parent?.id != statement.id {
          settings[property] = .nested(written)
        } else if compound {
          settings[property] = .compound(written)
        } else {
          // The value is everything after `=`: one expression, or an unfolded sequence (`k * 2`).
          let value = elements.dropFirst(2)
          settings[property] = .value(
            value.count == 1 ? value[value.startIndex] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(value)))
          )
        }
      }
    }
    self.variable = name
    self.settings = settings
  }

  /// The name of the variable `node` is the whole initial value of, declared in a code block (`let a = …`), and the
  /// statements after the declaration in that block; nil for any other place (a stored property of a type, an
  /// argument, a returned value).
  static func variable(initializedBy node: Syntax) -> (name: String, following: Slice<CodeBlockItemListSyntax>)? {
    guard let clause = node.parent?.as(InitializerClauseSyntax.self),
      let binding = clause.parent?.as(PatternBindingSyntax.self),
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let item = binding.parent?.parent?.as(VariableDeclSyntax.self)?.parent?.as(CodeBlockItemSyntax.self),
      let block = item.parent?.as(CodeBlockItemListSyntax.self),
      let index = block.firstIndex(where: { $0.id == item.id })
    else { return nil }
    return (name, block[block.index(after: index)...])
  }

  /// Whether `expression` is the variable's own property `name` (`a.settlingDuration`).
  func isOwnProperty(_ expression: ExprSyntax, _ name: String) -> Bool {
    guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == name else {
      return false
    }
    return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == variable
  }

  /// Every assignment to `variable.property` under a node, in source order: `a.stiffness = 300` (an unfolded
  /// `SequenceExpr` of the property, the operator and the value).
  private final class Finder: SyntaxVisitor {
    private let variable: String
    private let properties: Set<String>
    private(set) var found: [(property: String, sequence: SequenceExprSyntax, compound: Bool)] = []
    private static let comparisons: Set<String> = ["==", "!=", "<=", ">=", "===", "!=="]

    init(variable: String, properties: Set<String>) {
      self.variable = variable
      self.properties = properties
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      guard elements.count >= 3, let member = elements[0].as(MemberAccessExprSyntax.self),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == variable,
        properties.contains(member.declName.baseName.text)
      else { return .visitChildren }
      if elements[1].is(AssignmentExprSyntax.self) {
        found.append((member.declName.baseName.text, node, false))
      } else if let text = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, text.hasSuffix("="),
        !Self.comparisons.contains(text)
      {
        found.append((member.declName.baseName.text, node, true))
      }
      return .visitChildren
    }
  }
}
