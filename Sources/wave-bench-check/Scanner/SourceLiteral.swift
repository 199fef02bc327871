import SwiftSyntax

/// The number a literal argument writes, read from the syntax tree.
///
/// A literal is an integer or float literal, with a leading `-`; `true` (1) or `false` (0); any of these in
/// parentheses. Anything else (an identifier, arithmetic, a string)
/// is not a literal, and its spring is listed unresolved.
enum SourceLiteral {
  /// The value of `expression`, or nil when it is not a literal.
  static func value(of expression: ExprSyntax) -> Double? {
    if let integer = expression.as(IntegerLiteralExprSyntax.self) {
      return integerValue(integer.literal.text)
    }
    if let float = expression.as(FloatLiteralExprSyntax.self) {
      return Double(float.literal.text.filter { $0 != "_" })
    }
    if let boolean = expression.as(BooleanLiteralExprSyntax.self) {
      return boolean.literal.tokenKind == .keyword(.true) ? 1 : 0
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      return isNumber(prefix.expression) ? value(of: prefix.expression).map { -$0 } : nil
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
      only.label == nil
    {
      return value(of: only.expression)
    }
    return nil
  }

  /// Whether `expression` is a number literal, parenthesized or not (what a `-` may stand before).
  private static func isNumber(_ expression: ExprSyntax) -> Bool {
    if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) { return true }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
      only.label == nil
    {
      return isNumber(only.expression)
    }
    return false
  }

  /// `0x1F`, `0o17`, `0b101` and `1_000` as well as `42`.
  private static func integerValue(_ text: String) -> Double? {
    let digits = text.filter { $0 != "_" }
    for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
      return Int(digits.dropFirst(2), radix: radix).map(Double.init)
    }
    return Double(digits)
  }
}
