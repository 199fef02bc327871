import WaveConventions

extension SpringForm {
  /// Every form a scan knows, in the order a match is tried: the first form of an API whose labels fit wins, except
  /// that a form the API marks `@_disfavoredOverload` (``SpringForm/disfavored``) is taken only when no other form of
  /// that API fits, as the compiler chooses (so `.spring()` and the bare `.spring` are
  /// `spring(duration:bounce:blendDuration:)`, not `spring(response:dampingFraction:blendDuration:)`; see
  /// `swiftUIAnimation`).
  ///
  /// No two APIs here share a callee and a list of labels, so labels alone decide between Wave and SwiftUI; the
  /// file's imports decide only when they do not (see `SpringCallReader`).
  package static let catalogue: [SpringForm] = wave + swiftUIAnimation + swiftUISpring + coreAnimation + uiKit

  /// jtrivedi/Wave's forms.
  ///
  /// Wave's `Spring`, at commit a52498e6fc692986df43bac7fb3d125d9142fc53: `init(dampingRatio:stiffness:mass:)`
  /// (Sources/Wave/Spring.swift:68) and `init(dampingRatio:response:mass:)` (:95), `mass` 1 by default; the presets
  /// `defaultInteractive` (ζ 0.8, response 0.20, :114), `defaultAnimated` (ζ 1.0, response 0.82, :117) and
  /// `defaultNonAnimated` (ζ 1.0, response 0, :120), as WaveBench's port has them in
  /// Sources/WaveCore/Spring/Spring+Defaults.swift:5, :8, :11. An implicit `.defaultAnimated` counts where a spring
  /// is handed over (`animate(withSpring: .defaultAnimated)`, `SpringAnimator(spring: …)`).
  static let wave: [SpringForm] = [
    SpringForm(
      .wave, .initializer("Spring"),
      [Slot("dampingRatio", .parameter("dampingRatio")), Slot("response", .parameter("response")), mass]),
    SpringForm(
      .wave, .initializer("Spring"),
      [Slot("dampingRatio", .parameter("dampingRatio")), Slot("stiffness", .parameter("stiffness")), mass]),
    wavePreset("defaultInteractive", dampingRatio: 0.8, response: 0.20),
    wavePreset("defaultAnimated", dampingRatio: 1.0, response: 0.82),
    wavePreset("defaultNonAnimated", dampingRatio: 1.0, response: 0.0),
  ]

  private static let mass = Slot("mass", .parameter("mass"), default: 1)

  private static func wavePreset(_ name: String, dampingRatio: Double, response: Double) -> SpringForm {
    SpringForm(
      .wave, .member(name, bases: ["Spring"], implicit: .context),
      constants: [.init("dampingRatio", dampingRatio), .init("response", response), .init("mass", 1)], bare: true)
  }
}
