import WaveBench

extension SpringForm {
  /// SwiftUI's `Animation` springs, written `.spring(…)` or `Animation.spring(…)`.
  ///
  /// Defaults as Apple documents them (https://developer.apple.com/documentation/swiftui/animation/ followed by the
  /// page named) and as OpenSwiftUI declares them, at commit 069dd80bce30bb9117b783e963c0ed7f741c7587, in
  /// Sources/OpenSwiftUICore/Animation/Animation/Spring/: FluidSpringAnimation.swift (`Fluid…`) and
  /// SpringAnimation.swift.
  ///
  /// - `spring(duration:bounce:blendduration:)`: duration 0.5, bounce 0, blendDuration 0 (Fluid…:230-235,
  ///   `@_alwaysEmitIntoClient`).
  /// - `spring(response:dampingfraction:blendduration:)`: response 0.5, dampingFraction 0.825, blendDuration 0
  ///   (Fluid…:259-264), marked `@_disfavoredOverload` (:259).
  /// - The bare `.spring` (page `spring`) "uses the default parameter values": it is `spring()` (Fluid…:281-284).
  /// - `interactivespring(response:dampingfraction:blendduration:)`: response 0.15, dampingFraction 0.86,
  ///   blendDuration 0.25 (Fluid…:288-293), marked `@_disfavoredOverload` (:288).
  /// - `interactivespring(duration:extrabounce:blendduration:)`: duration 0.15, extraBounce 0, blendDuration 0.25,
  ///   and it is `spring(duration: duration, bounce: 0.15 + extraBounce, …)` (Fluid…:314-323).
  /// - The bare `.interactiveSpring` (page `interactivespring`) is `interactiveSpring()` (Fluid…:307-310).
  /// - `interpolatingspring(mass:stiffness:damping:initialvelocity:)`: mass 1, stiffness and damping required
  ///   (SpringAnimation.swift:159-164).
  /// - `interpolatingspring(duration:bounce:initialvelocity:)`: duration 0.5, bounce 0 (SpringAnimation.swift:
  ///   197-202); the bare `.interpolatingSpring` (page `interpolatingspring`) is `.interpolatingSpring()`
  ///   (SpringAnimation.swift:218-221), which only this function's labels fit.
  /// - `smooth(duration:extrabounce:)`, `snappy(duration:extrabounce:)`, `bouncy(duration:extrabounce:)`: duration
  ///   0.5, extraBounce 0, added to a base bounce of 0, 0.15 and 0.3 (Fluid…:357-358, :388-389, :419-420); the bare
  ///   `.smooth`, `.snappy`, `.bouncy` are these functions called with no arguments (Fluid…:340-342, :371-373,
  ///   :402-404).
  ///
  /// Which overload a call runs: where a call's labels fit two functions (`.spring()`, `.spring(blendDuration: 1)`,
  /// and so `.spring`; the same for `interactiveSpring`), the compiler ranks a `@_disfavoredOverload` function
  /// below any other that fits, so the duration-and-bounce function is called: `.spring` is duration 0.5, bounce 0
  /// (ζ 1), and `.interactiveSpring` duration 0.15, bounce 0.15 (ζ 0.85), not response 0.5, dampingFraction 0.825
  /// or response 0.15, dampingFraction 0.86. A call that writes `response:` or `dampingFraction:` fits the response
  /// function only, and takes its defaults.
  ///
  /// `.spring(…)`, `.interactiveSpring(…)` and the presets run SwiftUI's fluid spring, the engine's default runner;
  /// `.interpolatingSpring(…)`, in every form, runs its interpolating spring (`SpringRunner.interpolating`).
  /// `blendDuration` and `initialVelocity` do not change the physical spring: any expression is accepted there.
  /// `dampingFraction` is named `dampingRatio` in the spring. `spring(_:blendDuration:)` and
  /// `interpolatingSpring(_:initialVelocity:)` take a `Spring`: the spring is their argument's, run by their runner.
  static let swiftUIAnimation: [SpringForm] =
    [
      animation("spring", [duration(0.5), bounce(0), Slot("blendDuration", .ignored, default: 0)], bare: true),
      animation(
        "spring", [response(0.5), dampingFraction(0.825), Slot("blendDuration", .ignored, default: 0)],
        disfavored: true),
      animation("spring", [Slot("_", .wrapped), Slot("blendDuration", .ignored, default: 0)]),
      animation(
        "interactiveSpring",
        [
          duration(0.15), Slot("extraBounce", .extraBounce(base: 0.15), default: 0),
          Slot("blendDuration", .ignored, default: 0.25),
        ], bare: true),
      animation(
        "interactiveSpring", [response(0.15), dampingFraction(0.86), Slot("blendDuration", .ignored, default: 0.25)],
        disfavored: true),
      animation(
        "interpolatingSpring",
        [
          Slot("mass", .parameter("mass"), default: 1), Slot("stiffness", .parameter("stiffness")),
          Slot("damping", .parameter("damping")), Slot("initialVelocity", .ignored, default: 0),
        ], runner: .interpolating),
      animation(
        "interpolatingSpring", [duration(0.5), bounce(0), Slot("initialVelocity", .ignored, default: 0)], bare: true,
        runner: .interpolating),
      animation(
        "interpolatingSpring", [Slot("_", .wrapped), Slot("initialVelocity", .ignored, default: 0)],
        runner: .interpolating),
    ] + presets(bases: ["Animation", "Spring"])

  /// `.smooth`, `.snappy` and `.bouncy`, bare or with `(duration:extraBounce:)`, on `Animation` and on `Spring`
  /// (https://developer.apple.com/documentation/swiftui/spring/snappy(duration:extrabounce:) and
  /// …/spring/bouncy(duration:extrabounce:): the same defaults and base bounces as `Animation`'s; OpenSwiftUI
  /// 069dd80, Sources/OpenSwiftUICore/Animation/Animation/Spring/Respring/Spring.swift:28, :41-43, :47-49, :62-64,
  /// :67-69, :82-84).
  private static func presets(bases: Set<String>) -> [SpringForm] {
    [("smooth", 0.0), ("snappy", 0.15), ("bouncy", 0.3)].map { name, base in
      SpringForm(
        .swiftui, .member(name, bases: bases, implicit: .context),
        [duration(0.5), Slot("extraBounce", .extraBounce(base: base), default: 0)], bare: true)
    }
  }

  /// SwiftUI's `Spring` initializers.
  ///
  /// Defaults as Apple documents them (https://developer.apple.com/documentation/swiftui/spring/ followed by):
  /// `init(duration:bounce:)` duration 0.5, bounce 0; `init(response:dampingratio:)`, both required;
  /// `init(mass:stiffness:damping:allowoverdamping:)`, mass 1, allowOverDamping false (0). OpenSwiftUI 069dd80
  /// declares the same, in Sources/OpenSwiftUICore/Animation/Animation/Spring/Respring/:
  /// Spring+DurationBounce.swift:23, Spring+ResponseDampingRatio.swift:18, Spring+MassStiffnessDamping.swift:23.
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
    _ name: String, _ slots: [Slot], bare: Bool = false, disfavored: Bool = false, runner: SpringRunner? = nil
  ) -> SpringForm {
    SpringForm(
      .swiftui, .member(name, bases: ["Animation"], implicit: .contextWhenUnlabeled), slots, bare: bare,
      disfavored: disfavored, runner: runner)
  }

  private static func response(_ value: Double) -> Slot { Slot("response", .parameter("response"), default: value) }
  private static func dampingFraction(_ value: Double) -> Slot {
    Slot("dampingFraction", .parameter("dampingRatio"), default: value)
  }
  private static func duration(_ value: Double) -> Slot { Slot("duration", .parameter("duration"), default: value) }
  private static func bounce(_ value: Double) -> Slot { Slot("bounce", .parameter("bounce"), default: value) }
}
