import WaveCore

/// One engine's spring convention: the parameter sets its API accepts, the physical spring it builds from them,
/// and the reverse: its parameters for a physical spring.
///
/// Conformers are caseless enums, one per engine and file (`SpringConvention+SwiftUI.swift`), each citing its
/// source (repository, commit, file:line, or Apple's documentation page). ``SpringConvention`` dispatches to them.
package protocol EngineConvention {
  /// The engine whose convention this is.
  static var engine: SpringEngine { get }
  /// The parameter sets the API accepts, in the order a bare set of names is matched against them.
  static var forms: [ParameterForm] { get }
  /// The source every formula here follows, in one line (for `docs/conventions.md` and the command's notes).
  static var source: String { get }
  /// The physical spring the engine builds from checked values (names known, numbers finite, Booleans 0 or 1).
  ///
  /// - Throws: ``ConventionError`` for a value outside what the API accepts, naming the parameter.
  static func physical(_ values: FormValues) throws(ConventionError) -> PhysicalSpring
  /// The engine's parameters for `physical`, or a lossy expression with its reason.
  static func express(_ physical: PhysicalSpring) -> SpringExpression
  /// The line of code for `values` in the API's syntax, numbers written by `number`.
  static func code(_ values: FormValues, number: (Double) -> String) -> String
}

extension EngineConvention {
  /// What the API accepts, for refusals: `duration, bounce | response, dampingRatio (dampingFraction) | …`.
  static var accepted: String { forms.map(\.summary).joined(separator: " | ") }

  /// Throws `'<name>' must be <allowed> (got <value>)` unless `condition`.
  static func require(_ condition: Bool, _ name: String, _ value: Double, _ allowed: String) throws(ConventionError) {
    guard condition else { throw ConventionError(engine, "'\(name)' must be \(allowed) (got \(value))") }
  }

  /// `label: value` pairs of `values` in the form's order, Booleans as `true`/`false`, joined by `, `.
  static func labelled(
    _ values: FormValues, number: (Double) -> String, separator: String = ": ", suffix: String = ""
  ) -> String {
    forms[values.form].parameters.filter { values.given.contains($0.name) }.map {
      let value = values[$0.name]
      let text = $0.isBoolean ? (value == 1 ? "true" : "false") : number(value) + suffix
      return "\($0.name)\(separator)\(text)"
    }.joined(separator: ", ")
  }
}
