import WaveConventions

extension SpringForm {
  /// SwiftUI's `Animation` springs, written `.spring(…)` or `Animation.spring(…)`. Defaults as Apple documents them
  /// (https://developer.apple.com/documentation/swiftui/animation/ followed by the page named):
  ///
  /// - `spring(response:dampingfraction:blendduration:)`: response 0.5, dampingFraction 0.825, blendDuration 0.
  ///   The bare `.spring` (page `spring`) "uses the default parameter values"; its text ("blends the response
  ///   values") is this function's, so it is read as response 0.5, dampingFraction 0.825, and so is `.spring()`
  ///   (which overload the compiler picks for `.spring()` is not documented).
  /// - `spring(duration:bounce:blendduration:)`: duration 0.5, bounce 0, blendDuration 0.
  /// - `interactivespring(response:dampingfraction:blendduration:)`: response 0.15, dampingFraction 0.86,
  ///   blendDuration 0.25; the bare `.interactiveSpring` (page `interactivespring`) uses these defaults.
  /// - `interactivespring(duration:extrabounce:blendduration:)`: duration 0.15, extraBounce 0, but the bounce it
  ///   is added to is not documented: listed unresolved.
  /// - `interpolatingspring(mass:stiffness:damping:initialvelocity:)`: mass 1, stiffness and damping required.
  /// - `interpolatingspring(duration:bounce:initialvelocity:)`: duration 0.5, bounce 0; the bare
  ///   `.interpolatingSpring` (page `interpolatingspring`) "uses the default parameter values", the only complete
  ///   set of which is this function's.
  /// - `smooth(duration:extrabounce:)`, `snappy(duration:extrabounce:)`, `bouncy(duration:extrabounce:)`: duration
  ///   0.5, extraBounce 0, added to a base bounce of 0, 0.15 and 0.3. The bare `.smooth`, `.snappy`, `.bouncy`
  ///   pages give no numbers; they are read as these functions' defaults.
  ///
  /// `blendDuration` and `initialVelocity` do not change the physical spring: any expression is accepted there.
  /// `dampingFraction` is named `dampingRatio` in the spring. `spring(_:blendDuration:)` and
  /// `interpolatingSpring(_:initialVelocity:)` take a `Spring`: the spring is their argument's.
  static let swiftUIAnimation: [SpringForm] =
    [
      animation(
        "spring", implicit: .contextWhenUnlabeled,
        [response(0.5), dampingFraction(0.825), Slot("blendDuration", .ignored, default: 0)], bare: true),
      animation("spring", [duration(0.5), bounce(0), Slot("blendDuration", .ignored, default: 0)]),
      animation("spring", [Slot("_", .wrapped), Slot("blendDuration", .ignored, default: 0)]),
      animation(
        "interactiveSpring", implicit: .contextWhenUnlabeled,
        [response(0.15), dampingFraction(0.86), Slot("blendDuration", .ignored, default: 0.25)], bare: true),
      SpringForm(
        .swiftui, .member("interactiveSpring", bases: ["Animation"], implicit: .contextWhenUnlabeled),
        [duration(0.15), Slot("extraBounce", .ignored, default: 0), Slot("blendDuration", .ignored, default: 0.25)],
        unresolved: "interactiveSpring(duration:extraBounce:) adds extraBounce to a bounce Apple does not document"),
      animation(
        "interpolatingSpring",
        [
          Slot("mass", .parameter("mass"), default: 1), Slot("stiffness", .parameter("stiffness")),
          Slot("damping", .parameter("damping")), Slot("initialVelocity", .ignored, default: 0),
        ]),
      animation(
        "interpolatingSpring", implicit: .contextWhenUnlabeled,
        [duration(0.5), bounce(0), Slot("initialVelocity", .ignored, default: 0)], bare: true),
      animation("interpolatingSpring", [Slot("_", .wrapped), Slot("initialVelocity", .ignored, default: 0)]),
    ] + presets(bases: ["Animation", "Spring"])

  /// `.smooth`, `.snappy` and `.bouncy`, bare or with `(duration:extraBounce:)`, on `Animation` and on `Spring`
  /// (https://developer.apple.com/documentation/swiftui/spring/snappy(duration:extrabounce:) and
  /// …/spring/bouncy(duration:extrabounce:): the same defaults and base bounces as `Animation`'s).
  private static func presets(bases: Set<String>) -> [SpringForm] {
    [("smooth", 0.0), ("snappy", 0.15), ("bouncy", 0.3)].map { name, base in
      SpringForm(
        .swiftui, .member(name, bases: bases, implicit: .context),
        [duration(0.5), Slot("extraBounce", .extraBounce(base: base), default: 0)], bare: true)
    }
  }

  /// SwiftUI's `Spring` initializers (https://developer.apple.com/documentation/swiftui/spring/ followed by):
  /// `init(duration:bounce:)` duration 0.5, bounce 0; `init(response:dampingratio:)`, both required;
  /// `init(mass:stiffness:damping:allowoverdamping:)`, mass 1, allowOverDamping false (0).
  static let swiftUISpring: [SpringForm] = [
    SpringForm(.swiftui, .initializer("Spring"), [duration(0.5), bounce(0)]),
    SpringForm(
      .swiftui, .initializer("Spring"),
      [Slot("response", .parameter("response")), Slot("dampingRatio", .parameter("dampingRatio"))]),
    SpringForm(
      .swiftui, .initializer("Spring"),
      [
        Slot("mass", .parameter("mass"), default: 1), Slot("stiffness", .parameter("stiffness")),
        Slot("damping", .parameter("damping")), Slot("allowOverDamping", .boolean("allowOverDamping"), default: 0),
      ]),
  ]

  private static func animation(
    _ name: String, implicit: Implicit = .contextWhenUnlabeled, _ slots: [Slot], bare: Bool = false
  ) -> SpringForm {
    SpringForm(.swiftui, .member(name, bases: ["Animation"], implicit: implicit), slots, bare: bare)
  }

  private static func response(_ value: Double) -> Slot { Slot("response", .parameter("response"), default: value) }
  private static func dampingFraction(_ value: Double) -> Slot {
    Slot("dampingFraction", .parameter("dampingRatio"), default: value)
  }
  private static func duration(_ value: Double) -> Slot { Slot("duration", .parameter("duration"), default: value) }
  private static func bounce(_ value: Double) -> Slot { Slot("bounce", .parameter("bounce"), default: value) }
}
