import SwiftSyntax

/// What a call or member reference names, read off its syntax: `Spring(…)`, `SwiftUI.Spring(…)`, `.spring(…)`,
/// `Animation.spring(…)`, `UIView.animate(…)`.
struct SpringCallee {
  /// The type an initializer builds (`Spring`), or nil for a member.
  let initializedType: String?
  /// The member's name (`spring`), or the type's for an initializer.
  let name: String
  /// The type a member is written on, module stripped (`Animation`); nil for an implicit member (`.spring`) or a
  /// base that is not a type name (`view.layer`).
  let baseType: String?
  /// Whether the member is implicit (`.spring`, no base written).
  let isImplicit: Bool
  /// The module written before the type (`SwiftUI` in `SwiftUI.Spring(…)`), if any.
  let module: String?
  /// The callee as written, on one line: `.spring`, `Animation.spring`, `Spring`, `UIView.animate`.
  let text: String

  private static let modules: Set<String> = ["SwiftUI", "Wave", "QuartzCore", "UIKit"]

  /// Reads `expression` as a callee (`called`: the called expression of a call) or a member reference.
  init?(_ expression: ExprSyntax, called: Bool) {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      guard called else { return nil }
      let name = reference.baseName.text
      self.init(initializedType: name, name: name, baseType: nil, isImplicit: false, module: nil, text: name)
      return
    }
    guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
    let name = member.declName.baseName.text
    guard let base = member.base else {
      self.init(initializedType: nil, name: name, baseType: nil, isImplicit: true, module: nil, text: "." + name)
      return
    }
    let path = Self.typePath(base)
    let module = path.count == 2 && Self.modules.contains(path[0]) ? path[0] : nil
    let baseText = path.isEmpty ? "" : path.joined(separator: ".")
    if called, path.count == 1, Self.modules.contains(path[0]) {
      // `SwiftUI.Spring(…)`: an initializer, module-qualified.
      self.init(
        initializedType: name, name: name, baseType: nil, isImplicit: false, module: path[0],
        text: baseText + "." + name)
    } else if called, name == "init", let type = path.last {
      // `Spring.init(…)`.
      self.init(
        initializedType: type, name: type, baseType: nil, isImplicit: false, module: module,
        text: baseText + ".init")
    } else {
      let type = path.count == 1 || module != nil ? path.last : nil
      self.init(
        initializedType: nil, name: name, baseType: type, isImplicit: false, module: module,
        text: (path.isEmpty ? "…" : baseText) + "." + name)
    }
  }

  private init(
    initializedType: String?, name: String, baseType: String?, isImplicit: Bool, module: String?, text: String
  ) {
    self.initializedType = initializedType
    self.name = name
    self.baseType = baseType
    self.isImplicit = isImplicit
    self.module = module
    self.text = text
  }

  /// The last name a callee ends with (`withAnimation`, `animation` in `view.animation`), for context checks.
  static func lastName(of expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    return nil
  }

  /// `Animation` → ["Animation"], `SwiftUI.Animation` → ["SwiftUI", "Animation"]; empty for anything that is not
  /// a chain of plain names.
  private static func typePath(_ expression: ExprSyntax) -> [String] {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      let head = typePath(base)
      return head.isEmpty ? [] : head + [member.declName.baseName.text]
    }
    return []
  }
}
