import SwiftSyntax
import WaveConventions

/// Reads one call or member reference against `SpringForm.catalogue`: a spring, an unresolved spring, or nothing.
///
/// Which API: the forms whose callee and labels fit. When they belong to more than one API, the file's imports
/// decide (`import Wave`, `import SwiftUI`); when both or neither are imported, or neither fits, the call is listed
/// unresolved with the reason. A module written before the type (`SwiftUI.Spring(…)`) decides outright.
struct SpringCallReader {
  /// What a call or reference turned out to be.
  enum Reading {
    case spring(SourceSpring)
    case unresolved(UnresolvedSpring)
  }

  let forms: [SpringForm]
  let imports: Set<SourceAPI>
  let file: String
  let converter: SourceLocationConverter
  /// Every callee name some form has: a call whose name is not here is passed over at once.
  let names: Set<String>

  /// Callees that are listed unresolved when their labels fit no form, rather than passed over.
  private static let springInitializers: Set<String> = ["Spring", "CASpringAnimation"]
  private static let springMembers: Set<String> = ["spring", "interactiveSpring", "interpolatingSpring"]
  private static let modules: [String: SourceAPI] = ["Wave": .wave, "SwiftUI": .swiftui, "QuartzCore": .ca]

  init(forms: [SpringForm], imports: Set<SourceAPI>, file: String, converter: SourceLocationConverter) {
    self.forms = forms
    self.imports = imports
    self.file = file
    self.converter = converter
    self.names = Set(
      forms.map { form in
        switch form.callee {
        case .initializer(let name), .member(let name, _, _), .memberWithLabel(let name, _),
          .initializerWithLabel(let name, _):
          return name
        }
      })
  }

  /// A call: `Spring(…)`, `.spring(…)`, `UIView.animate(…)`.
  func read(call: FunctionCallExprSyntax) -> Reading? {
    guard let name = SpringCallee.lastName(of: call.calledExpression), names.contains(name) || name == "init",
      let callee = SpringCallee(call.calledExpression, called: true), names.contains(callee.name)
    else { return nil }
    let arguments = call.arguments.map { ($0.label?.text ?? "_", $0.expression) }
    let text = callee.text + "(" + arguments.map { $0.0 + ":" }.joined() + ")"
    return read(callee, arguments: arguments, node: Syntax(call), text: text)
  }

  /// A member not called: `.smooth`, `Animation.spring`, `Spring.defaultAnimated`.
  func read(reference: MemberAccessExprSyntax) -> Reading? {
    guard names.contains(reference.declName.baseName.text),
      let callee = SpringCallee(ExprSyntax(reference), called: false)
    else { return nil }
    return read(callee, arguments: nil, node: Syntax(reference), text: callee.text)
  }

  /// Whether `expression` is itself a spring this reader reports (the argument of `.spring(_:)`).
  func isSpring(_ expression: ExprSyntax) -> Bool {
    if let call = expression.as(FunctionCallExprSyntax.self) { return read(call: call) != nil }
    if let member = expression.as(MemberAccessExprSyntax.self) { return read(reference: member) != nil }
    return false
  }

  private func read(
    _ callee: SpringCallee, arguments: [(String, ExprSyntax)]?, node: Syntax, text: String
  ) -> Reading? {
    let labels = arguments?.map(\.0)
    var handedOver: Bool?
    let fitting = forms.filter { form in
      guard fits(form.callee, callee, labels: labels, handedOver: &handedOver, node: node) else { return false }
      if let module = callee.module, let api = Self.modules[module], api != form.api { return false }
      return form.accepts(labels: labels)
    }
    let position = self.position(of: node)
    var apis: [SourceAPI] = []
    for form in fitting where !apis.contains(form.api) { apis.append(form.api) }
    if apis.count > 1 {
      let imported = apis.filter(imports.contains)
      guard imported.count == 1 else {
        let both = imported.count > 1 ? "imports both" : "imports none of them"
        let names = apis.map(\.rawValue).joined(separator: " and ")
        return .unresolved(
          UnresolvedSpring(
            position: position, api: nil, call: text, reason: "its labels fit \(names), and the file \(both)"))
      }
      apis = imported
    }
    guard let api = apis.first, let form = fitting.first(where: { $0.api == api }) else {
      return unknown(callee, labels: labels, position: position, text: text)
    }
    if let reason = form.unresolvedReason {
      return .unresolved(UnresolvedSpring(position: position, api: api, call: text, reason: reason))
    }
    return values(of: form, arguments: arguments ?? [], node: node, position: position, text: text)
  }

  private func fits(
    _ formCallee: SpringForm.Callee, _ callee: SpringCallee, labels: [String]?, handedOver: inout Bool?, node: Syntax
  ) -> Bool {
    switch formCallee {
    case .initializer(let type), .initializerWithLabel(let type, _):
      return callee.initializedType == type
    case .memberWithLabel(let name, _):
      return callee.name == name  // `UIView.animate(…)`, or `animate(…)` inside a UIView subclass
    case .member(let name, let bases, let implicit):
      guard callee.initializedType == nil, callee.name == name else { return false }
      if let base = callee.baseType { return bases.contains(base) }
      guard callee.isImplicit else { return false }
      switch implicit {
      case .never: return false
      case .contextWhenUnlabeled where !(labels ?? []).isEmpty: return true
      case .context, .contextWhenUnlabeled:
        if handedOver == nil { handedOver = SpringContext.isHandedOver(node) }
        return handedOver!
      }
    }
  }

  /// A call to a spring callee whose labels fit no form: listed, with the API the imports suggest, if one.
  private func unknown(_ callee: SpringCallee, labels: [String]?, position: SourcePosition, text: String) -> Reading? {
    guard let labels else { return nil }
    let api: SourceAPI?
    if let type = callee.initializedType, Self.springInitializers.contains(type) {
      if type == "CASpringAnimation" {
        api = .ca
      } else if let module = callee.module {
        api = Self.modules[module]
      } else {
        let imported = [SourceAPI.wave, .swiftui].filter(imports.contains)
        api = imported.count == 1 ? imported[0] : nil
      }
    } else if callee.initializedType == nil, Self.springMembers.contains(callee.name),
      callee.isImplicit || callee.baseType == "Animation"
    {
      api = .swiftui
    } else {
      return nil
    }
    let reason =
      labels.isEmpty && callee.isImplicit
      ? "not handed to an animation here, so not known to be SwiftUI's"
      : "its labels fit no form known for \(api.map { $0.rawValue } ?? "Wave or SwiftUI")"
    return .unresolved(UnresolvedSpring(position: position, api: api, call: text, reason: reason))
  }

  private func values(
    of form: SpringForm, arguments: [(String, ExprSyntax)], node: Syntax, position: SourcePosition, text: String
  ) -> Reading? {
    var parameters = form.constants
    var text = text
    var problems: [String] = []
    for slot in form.slots {
      let written = arguments.first { $0.0 == slot.label }?.1
      if case .ignored = slot.role { continue }
      if case .wrapped = slot.role {
        guard let written, !isSpring(written) else { return nil }
        problems.append("the spring argument is not a literal (`\(Self.oneLine(written))`)")
        continue
      }
      let value: Double
      if let written {
        guard let literal = SourceLiteral.value(of: written) else {
          problems.append("\(slot.label) is not a literal (`\(Self.oneLine(written))`)")
          continue
        }
        value = literal
      } else {
        value = slot.defaultValue ?? 0
      }
      switch slot.role {
      case .parameter(let name), .boolean(let name): parameters.append(.init(name, value))
      case .extraBounce(let base): parameters.append(.init("bounce", base + value))
      case .ignored, .wrapped: break
      }
    }
    if let speed = Self.speedCall(after: node) {
      text += ".speed(\(Self.oneLine(speed)))"
      if let factor = SourceLiteral.value(of: speed), factor.isFinite, factor > 0 {
        parameters = parameters.map { Self.scaled($0, speed: factor) }
      } else {
        problems.append("its speed is not a literal > 0 (`\(Self.oneLine(speed))`)")
      }
    }
    guard problems.isEmpty else {
      let reason = problems.joined(separator: "; ")
      return .unresolved(UnresolvedSpring(position: position, api: form.api, call: text, reason: reason))
    }
    guard let engine = form.api.engine else { return nil }
    let spring = EngineSpring(engine: engine, parameters: parameters)
    return .spring(SourceSpring(position: position, api: form.api, call: text, spring: spring))
  }

  /// The argument of a `.speed(_:)` called on the animation `node` is (`.interactiveSpring().speed(0.5)`,
  /// `.smooth.speed(2)`), or nil when there is none.
  static func speedCall(after node: Syntax) -> ExprSyntax? {
    guard let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
      member.declName.baseName.text == "speed", let call = member.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == member.id, call.arguments.count == 1
    else { return nil }
    return call.arguments.first?.expression
  }

  /// A parameter of an animation run at `speed` × its pace (SwiftUI's `speed(_:)`: its time runs `speed` times as
  /// fast): times divide by it (`duration`, `response`), the stiffness multiplies by its square and the damping by
  /// it, so that the motion is the same curve in time / speed; ratios and the mass are unchanged.
  static func scaled(_ parameter: EngineSpring.Parameter, speed: Double) -> EngineSpring.Parameter {
    switch parameter.name {
    case "duration", "response": return .init(parameter.name, parameter.value / speed)
    case "stiffness": return .init(parameter.name, parameter.value * speed * speed)
    case "damping": return .init(parameter.name, parameter.value * speed)
    default: return parameter
    }
  }

  private func position(of node: Syntax) -> SourcePosition {
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    return SourcePosition(file: file, line: location.line, column: location.column)
  }

  /// An expression on one line, whitespace runs collapsed, cut at 60 characters.
  static func oneLine(_ expression: ExprSyntax) -> String {
    let words = expression.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return words.count > 60 ? String(words.prefix(59)) + "…" : words
  }
}
