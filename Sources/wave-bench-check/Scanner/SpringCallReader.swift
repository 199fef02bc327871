import SwiftSyntax
import WaveBench

/// Reads one call or member reference against `SpringForm.catalogue`: a spring, an unresolved spring, or nothing.
///
/// Which API: the forms whose callee and labels fit. When they belong to more than one API, the file's imports
/// decide (`import Wave`, `import SwiftUI`); when both or neither are imported, or neither fits, the call is listed
/// unresolved with the reason. A module written before the type (`SwiftUI.Spring(…)`) decides outright. Of that
/// API's forms, the first not `disfavored` wins, as the compiler picks an overload.
///
/// The spring is in the form's engine's convention and run by the form's runner, else by the runner of the call it
/// is the `_ spring:` argument of (`.interpolatingSpring(Spring(duration: 0.5))`: the interpolating spring). A form
/// with `properties` reads them from the statements that follow it (`PropertyAssignments`).
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
  /// The file's gesture hand-offs: a spring handed one is ``SourceSpring/releasedByGesture``.
  let gestures: GestureHandOff

  /// Callees that are listed unresolved when their labels fit no form, rather than passed over.
  private static let springInitializers: Set<String> = ["Spring", "CASpringAnimation", "UISpringTimingParameters"]
  private static let springMembers: Set<String> = ["spring", "interactiveSpring", "interpolatingSpring"]
  private static let modules: [String: SourceAPI] = ["Wave": .wave, "SwiftUI": .swiftui, "QuartzCore": .ca]

  init(
    forms: [SpringForm], imports: Set<SourceAPI>, file: String, converter: SourceLocationConverter,
    gestures: GestureHandOff
  ) {
    self.gestures = gestures
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
    let position = self.position(of: node)
    switch choose(callee, labels: labels, node: node) {
    case .none:
      return unknown(callee, labels: labels, position: position, text: text)
    case .ambiguous(let reason):
      return .unresolved(UnresolvedSpring(position: position, api: nil, call: text, reason: reason))
    case .form(let form):
      if let reason = form.unresolvedReason {
        // A spring timing handed to an animator here is read with the animator's duration.
        if form.api == .uikit, SpringTimingParameters.isHandedToAnimator(node) { return nil }
        return .unresolved(UnresolvedSpring(position: position, api: form.api, call: text, reason: reason))
      }
      return values(of: form, arguments: arguments ?? [], node: node, position: position, text: text)
    }
  }

  /// Which form a call or reference is.
  private enum Choice {
    case form(SpringForm)
    /// Forms of several APIs fit, and the imports do not decide: the reason.
    case ambiguous(String)
    /// No form fits.
    case none
  }

  /// The form `callee` written with `labels` (nil: not called) is: among those that fit, of the one API they belong
  /// to or the file imports, the first not `disfavored`, else the first.
  private func choose(_ callee: SpringCallee, labels: [String]?, node: Syntax) -> Choice {
    var handedOver: Bool?
    let fitting = forms.filter { form in
      guard fits(form.callee, callee, labels: labels, handedOver: &handedOver, node: node) else { return false }
      if let module = callee.module, let api = Self.modules[module], api != form.api { return false }
      return form.accepts(labels: labels)
    }
    var apis: [SourceAPI] = []
    for form in fitting where !apis.contains(form.api) { apis.append(form.api) }
    if apis.count > 1 {
      let imported = apis.filter(imports.contains)
      guard imported.count == 1 else {
        let both = imported.count > 1 ? "imports both" : "imports none of them"
        let names = apis.map(\.rawValue).joined(separator: " and ")
        return .ambiguous("its labels fit \(names), and the file \(both)")
      }
      apis = imported
    }
    guard let api = apis.first else { return .none }
    let ofAPI = fitting.filter { $0.api == api }
    return .form(ofAPI.first { !$0.disfavored } ?? ofAPI[0])
  }

  /// The form of the call whose `.wrapped` argument `node` is (`.interpolatingSpring(Spring(duration: 0.5))`):
  /// the spring `node` writes is run by that form's runner.
  private func wrapper(of node: Syntax) -> SpringForm? {
    guard let argument = node.parent?.as(LabeledExprSyntax.self), argument.label == nil,
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.first?.id == argument.id,
      let name = SpringCallee.lastName(of: call.calledExpression), names.contains(name),
      let callee = SpringCallee(call.calledExpression, called: true),
      case .form(let form) = choose(callee, labels: call.arguments.map { $0.label?.text ?? "_" }, node: Syntax(call)),
      form.slots.contains(where: { $0.label == "_" && $0.role == .wrapped })
    else { return nil }
    return form
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
      } else if type == "UISpringTimingParameters" {
        api = .uikit
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
      : "its labels fit no form known for \(api.map(\.rawValue) ?? "Wave or SwiftUI")"
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
      if case .springTiming = slot.role {
        guard let written, let timing = SpringTimingParameters(timingParameters: written) else { return nil }
        for (name, value) in [("dampingRatio", timing.dampingRatio), ("velocity", timing.velocity)] {
          switch value {
          case .success(let number): parameters.append(.init(name, number))
          case .failure(let problem): problems.append(problem.text)
          }
        }
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
      case .ignored, .wrapped, .springTiming, .ownProperty, .overriding: break
      }
    }
    if !form.properties.isEmpty {
      problems += properties(of: form, node: node, into: &parameters)
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
    guard let engine = form.engine else { return nil }
    let runner = form.runner ?? wrapper(of: node)?.runner
    let spring = EngineSpring(engine: engine, parameters: parameters, runner: runner?.engine == engine ? runner : nil)
    return .spring(
      SourceSpring(
        position: position, api: form.api, call: text, spring: spring, releasedByGesture: gestures.handsOver(node)))
  }

  /// The properties `form` follows (``SpringForm/properties``), read where the value `node` makes is assigned to a
  /// variable (``PropertyAssignments``), appended to `parameters`; the problems that leave the spring unresolved.
  private func properties(
    of form: SpringForm, node: Syntax, into parameters: inout [EngineSpring.Parameter]
  ) -> [String] {
    // A Core Animation spring whose duration is never set runs for its transaction's duration, 0.25 s unless the code
    // around it sets another, and is cut there: it is judged so.
    let unset = form.properties.compactMap { slot -> EngineSpring.Parameter? in
      guard case .ownProperty = slot.role else { return nil }
      return .init(slot.label, SpringConvention.CoreAnimation.transactionDuration)
    }
    let assignments = PropertyAssignments(initializedBy: node, properties: Set(form.properties.map(\.label)))
    guard let assignments else {
      let defining = form.properties.contains { if case .parameter = $0.role { true } else { false } }
      if defining {
        return ["not assigned to a variable in a code block, so the properties set on it are not followed"]
      }
      parameters += unset
      return []
    }
    var problems: [String] = []
    for slot in form.properties {
      let label = slot.label
      switch (slot.role, assignments.settings[label]) {
      case (_, .nested(let written)?):
        problems.append("\(label) is set inside a nested block or closure (`\(written)`)")
      case (_, .compound(let written)?):
        problems.append("\(label) is not set to a literal (`\(written)`)")
      case (.parameter(let name), nil):
        parameters.append(.init(name, slot.defaultValue ?? 0))
      case (.parameter(let name), .value(let written)?):
        if let literal = SourceLiteral.value(of: written) {
          parameters.append(.init(name, literal))
        } else {
          problems.append("\(label) is not a literal (`\(Self.oneLine(written))`)")
        }
      case (.ownProperty(let own), .value(let written)?) where !assignments.isOwnProperty(written, own):
        // Core Animation cuts the animation at the duration set.
        if let literal = SourceLiteral.value(of: written), literal.isFinite, literal > 0 {
          parameters.append(.init(label, literal))
        } else {
          problems.append("its \(label) is set to `\(Self.oneLine(written))`, not a literal > 0 nor its \(own)")
        }
      case (.ownProperty, nil):
        parameters += unset.filter { $0.name == label }
      case (.overriding, .value?):
        problems.append("its \(label) is set after it is made, over the spring its arguments give")
      default:
        break
      }
    }
    return problems
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
