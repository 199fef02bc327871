/// Whom a finding concerns first: a person whose own spring fails, a person using one of Wave's presets that fails,
/// or everyone else (how the engine and its formulas behave).
///
/// Decided where a finding is made, from its facts; the index page's summary lists the findings in this order (the
/// smaller first), so that the page starts with what the user runs.
enum FindingPriority: Int, Comparable, Sendable {
  /// A spring the user gave (neither a preset nor one of ``SpringSpec/documented``) fails.
  case userSpringFails
  /// One of Wave's presets (``StabilityExperiment/presets``) fails.
  case presetFails
  /// Anything else: a spring that holds, the engine's behaviour, a formula.
  case other

  /// The priority of a finding that `spec` fails: the user's spring, a preset, or a documented spring (`other`:
  /// Wave's documentation examples are not springs an app ships by name).
  static func failing(_ spec: SpringSpec) -> FindingPriority {
    if StabilityExperiment.presets.contains(where: { $0.spec == spec }) { return .presetFails }
    return SpringSpec.documented.contains(spec) ? .other : .userSpringFails
  }

  package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
