import WaveCore

/// A spring the maps mark: a preset (named as the API names it) or a spring the user asked for, with where
/// it sits on a (response, ζ) map.
struct MarkedSpring: Sendable, Equatable {
  /// The spring.
  let spec: SpringSpec
  /// The preset's name in the API (`defaultInteractive`), nil for a spring asked for.
  let presetName: String?
  /// The spring's nominal ζ and its response, s (for a stiffness spring `2π·√(m/k)`, the response of the
  /// mass-1 spring with the same k/m and c/m, which steps the same).
  let dampingRatio: Double, response: Double

  /// Whether this is one of the upstream presets.
  var isPreset: Bool { presetName != nil }

  /// `defaultInteractive 0.8/0.2` for a preset, the spring's title (its name and label) otherwise.
  var name: String { presetName.map { "\($0) \(spec.label)" } ?? spec.title }

  /// The presets (``StabilityExperiment/presets``) first, then each of `springs` that is not one of them,
  /// once.
  ///
  /// - Throws: ``SpringParameterError`` for a spring that does not build.
  static func list(springs: [SpringSpec]) throws -> [MarkedSpring] {
    var out = try StabilityExperiment.presets.map { try MarkedSpring($0.spec, presetName: $0.name) }
    for spec in springs where !out.contains(where: { $0.spec == spec }) {
      out.append(try MarkedSpring(spec, presetName: nil))
    }
    return out
  }

  init(_ spec: SpringSpec, presetName: String?) throws {
    self.spec = spec
    self.presetName = presetName
    dampingRatio = spec.dampingRatio
    response = try spec.response ?? Double(spec.spring.response)
  }
}
