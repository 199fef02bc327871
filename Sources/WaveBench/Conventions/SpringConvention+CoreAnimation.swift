import WaveCore

extension SpringConvention {
  /// Core Animation's `CASpringAnimation`.
  ///
  /// From Apple's documentation (developer.apple.com/documentation/quartzcore/caspringanimation and its
  /// properties' pages): `mass` (default 1, > 0), `stiffness` (default 100, > 0), `damping` (the coefficient,
  /// default 10, ≥ 0), read as written: the equation m·ẍ = −k·x − c·ẋ. `init(perceptualDuration:bounce:)`
  /// (iOS 17) is documented by its signature only; it is read with SwiftUI's duration-and-bounce mapping
  /// (``SwiftUI``), the same iOS 17 pair of words, an assumption this type states rather than a documented fact.
  ///
  /// `duration` (optional in either form) is the animation's `duration`, s: where Core Animation cuts it and shows the
  /// target. It does not change the equation. Not given, the check runs the animation for its `settlingDuration`
  /// (`animation.duration = animation.settlingDuration`); a scan gives it when the source leaves it unset (the
  /// transaction's 0.25 s) or sets it to a literal.
  ///
  /// Expressing: mass, stiffness, damping, always exact.
  package enum CoreAnimation: EngineConvention {
    package static let engine = SpringEngine.ca
    package static let forms = [
      ParameterForm([
        .init("mass", default: 1), .init("stiffness", default: 100), .init("damping", default: 10),
        .init("duration", default: 0),
      ]),
      ParameterForm([.init("perceptualDuration"), .init("bounce"), .init("duration", default: 0)]),
    ]
    /// The duration Core Animation runs an animation whose `duration` is not set for, s: `CATransaction`'s default
    /// `animationDuration`, 0.25 (https://developer.apple.com/documentation/quartzcore/catransaction/animationduration()).
    package static let transactionDuration = 0.25
    package static let source =
      "Apple, CASpringAnimation: mass (1), stiffness (100), damping (10); init(perceptualDuration:bounce:) read as "
      + "SwiftUI's duration/bounce (signature only documented)"

    package static func physical(_ values: FormValues) throws(ConventionError) -> PhysicalSpring {
      if values.given.contains("duration") {
        try require(values["duration"] > 0, "duration", values["duration"], "> 0")
      }
      if values.form == 1 {
        return try SwiftUI.durationAndBounce(
          engine, values["perceptualDuration"], values["bounce"], names: ("perceptualDuration", "bounce"))
      }
      let (m, k, c) = (values["mass"], values["stiffness"], values["damping"])
      try require(m > 0, "mass", m, "> 0")
      try require(k > 0, "stiffness", k, "> 0")
      try require(c >= 0, "damping", c, "≥ 0")
      return PhysicalSpring(mass: m, stiffness: k, damping: c)
    }

    package static func express(_ physical: PhysicalSpring) -> SpringExpression {
      SpringExpression(
        EngineSpring(
          engine: engine,
          parameters: [
            .init("mass", physical.mass), .init("stiffness", physical.stiffness), .init("damping", physical.damping),
          ]))
    }

    /// The animation made and configured, ending with its `duration`: as given, else its own `settlingDuration` (what
    /// the check runs; left unset, Core Animation would cut it at the transaction's 0.25 s).
    package static func code(_ values: FormValues, number: (Double) -> String) -> String {
      let duration =
        values.given.contains("duration")
        ? "animation.duration = \(number(values["duration"]))" : "animation.duration = animation.settlingDuration"
      if values.form == 1 {
        let made = forms[1].parameters.filter { $0.name != "duration" && values.given.contains($0.name) }.map {
          "\($0.name): \(number(values[$0.name]))"
        }
        return "let animation = CASpringAnimation(\(made.joined(separator: ", "))); " + duration
      }
      let settings = forms[0].parameters.filter { $0.name != "duration" && values.given.contains($0.name) }.map {
        "animation.\($0.name) = \(number(values[$0.name]))"
      }
      return (["let animation = CASpringAnimation(keyPath: \"position\")"] + settings + [duration]).joined(
        separator: "; ")
    }
  }
}
