import WaveCore

/// Every engine's spring convention, to and from the physical spring m·ẍ = −k·(x − target) − c·ẋ.
///
/// `physical(of:)` is what an engine builds from its parameters; `express(_:in:)` the parameters that build a
/// physical spring back in that engine, or a lossy expression with its reason. Each engine's formulas live in its
/// own ``EngineConvention`` (`SpringConvention+<Engine>.swift`), citing its source.
package enum SpringConvention {
  /// The convention of `engine`.
  package static func convention(for engine: SpringEngine) -> any EngineConvention.Type {
    switch engine {
    case .wave: Wave.self
    case .swiftui: SwiftUI.self
    case .ca: CoreAnimation.self
    case .uikit: UIKit.self
    case .framer: Framer.self
    case .reactSpring: ReactSpring.self
    case .origami: Origami.self
    case .compose: Compose.self
    case .flutter: Flutter.self
    case .androidx: AndroidX.self
    }
  }

  /// The physical spring `spring`'s engine builds from its parameters.
  ///
  /// - Throws: ``ConventionError`` for an unknown label, labels from different forms, a missing required one, a
  ///   label given twice, a number that is not finite, a Boolean that is not 0 or 1, a value outside what the API
  ///   accepts, or parameters that give no spring (stiffness or mass ≤ 0, damping < 0).
  package static func physical(of spring: EngineSpring) throws(ConventionError) -> PhysicalSpring {
    let convention = convention(for: spring.engine)
    let physical = try convention.physical(try values(of: spring))
    let numbers = [physical.mass, physical.stiffness, physical.damping]
    guard numbers.allSatisfy(\.isFinite), physical.mass > 0, physical.stiffness > 0, physical.damping >= 0 else {
      throw ConventionError(
        spring.engine,
        "these parameters give no spring (mass \(physical.mass), stiffness \(physical.stiffness), damping "
          + "\(physical.damping)); \(spring.engine.rawValue) takes \(convention.accepted)")
    }
    return physical
  }

  /// `physical` in `engine`'s parameters, or a lossy expression with its reason.
  static func express(_ physical: PhysicalSpring, in engine: SpringEngine) -> SpringExpression {
    convention(for: engine).express(physical)
  }

  /// The line of code that makes `spring` in its engine, numbers written by `number`.
  ///
  /// - Precondition: `spring` is accepted by its convention (from ``express(_:in:)`` or checked by
  ///   ``physical(of:)``).
  package static func code(_ spring: EngineSpring, number: (Double) -> String) -> String {
    let convention = convention(for: spring.engine)
    // An expression's parameters always match a form; a refused spring has no code.
    guard let values = try? values(of: spring) else { return "" }
    return convention.code(values, number: number)
  }

  /// Whether `spring` is an instant spring, which moves nothing.
  ///
  /// A response of 0 in Wave (`Spring.defaultNonAnimated`)
  /// or SwiftUI ("a value of 0 requests an infinitely-stiff spring", Apple's
  /// `spring(response:dampingFraction:blendDuration:)`). It has no physical spring.
  static func isInstant(_ spring: EngineSpring) -> Bool {
    [.wave, .swiftui].contains(spring.engine) && spring["response"] == 0
  }

  /// Whether `label` is a Boolean parameter of `engine` (written `true`/`false`).
  static func isBoolean(_ label: String, in engine: SpringEngine) -> Bool {
    convention(for: engine).forms.contains { $0.parameter(labelled: label)?.isBoolean == true }
  }

  /// The form `spring`'s labels belong to, its values under the form's names, defaults filled in.
  ///
  /// The first form that holds every label given and has every required one; when the labels fit forms but
  /// none has all its required labels, the refusal names what each such form is missing.
  static func values(of spring: EngineSpring) throws(ConventionError) -> FormValues {
    let convention = convention(for: spring.engine)
    let forms = convention.forms
    let engine = spring.engine
    var seen: Set<String> = []
    for parameter in spring.parameters {
      guard forms.contains(where: { $0.parameter(labelled: parameter.name) != nil }) else {
        throw ConventionError(
          engine, "'\(parameter.name)' is not a parameter; \(engine.rawValue) takes \(convention.accepted)")
      }
      guard parameter.value.isFinite else {
        throw ConventionError(engine, "'\(parameter.name)' must be a finite number (got \(parameter.value))")
      }
      let canonical = forms.lazy.compactMap { $0.parameter(labelled: parameter.name)?.name }.first!
      guard seen.insert(canonical).inserted else {
        throw ConventionError(engine, "'\(canonical)' is given twice")
      }
    }
    let fitting = forms.indices.filter { index in
      spring.parameters.allSatisfy { forms[index].parameter(labelled: $0.name) != nil }
    }
    guard !fitting.isEmpty else {
      let names = spring.parameters.map { "'\($0.name)'" }.joined(separator: ", ")
      throw ConventionError(
        engine, "\(names) are not one form; \(engine.rawValue) takes \(convention.accepted)")
    }
    let given = Set(spring.parameters.map { forms[fitting[0]].parameter(labelled: $0.name)!.name })
    guard let index = fitting.first(where: { forms[$0].required.allSatisfy(given.contains) }) else {
      let missing = fitting.map { index in
        let absent = forms[index].required.filter { !given.contains($0) }.map { "'\($0)'" }
        return "\(absent.joined(separator: ", ")) (\(forms[index].summary))"
      }
      throw ConventionError(engine, "missing \(missing.joined(separator: " or "))")
    }
    let form = forms[index]
    var values: [String: Double] = [:]
    for parameter in form.parameters { values[parameter.name] = parameter.defaultValue }
    for parameter in spring.parameters {
      let declared = form.parameter(labelled: parameter.name)!
      if declared.isBoolean, parameter.value != 0, parameter.value != 1 {
        throw ConventionError(engine, "'\(declared.name)' is true or false (got \(parameter.value))")
      }
      values[declared.name] = parameter.value
    }
    return FormValues(form: index, values: values, given: given)
  }
}
