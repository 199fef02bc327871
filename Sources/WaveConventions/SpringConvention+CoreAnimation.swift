import WaveAnalysis

extension SpringConvention {
  /// Core Animation's `CASpringAnimation`.
  ///
  /// From Apple's documentation (developer.apple.com/documentation/quartzcore/caspringanimation and its
  /// properties' pages): `mass` (default 1, > 0), `stiffness` (default 100, > 0), `damping` (the coefficient,
  /// default 10, ≥ 0), read as written: the equation m·ẍ = −k·x − c·ẋ. `init(perceptualDuration:bounce:)`
  /// (iOS 17) is documented by its signature only; it is read with SwiftUI's duration-and-bounce mapping
  /// (``SwiftUI``), the same iOS 17 pair of words, an assumption this type states rather than a documented fact.
  ///
  /// Expressing: mass, stiffness, damping, always exact.
  package enum CoreAnimation: EngineConvention {
    package static let engine = SpringEngine.ca
    package static let forms = [
      ParameterForm([.init("mass", default: 1), .init("stiffness", default: 100), .init("damping", default: 10)]),
      ParameterForm([.init("perceptualDuration"), .init("bounce")]),
    ]
    package static let source =
      "Apple, CASpringAnimation: mass (1), stiffness (100), damping (10); init(perceptualDuration:bounce:) read as "
      + "SwiftUI's duration/bounce (signature only documented)"

    package static func physical(_ values: FormValues) throws(ConventionError) -> PhysicalSpring {
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

    package static func code(_ values: FormValues, number: (Double) -> String) -> String {
      if values.form == 1 { return "CASpringAnimation(\(labelled(values, number: number)))" }
      let settings = forms[0].parameters.filter { values.given.contains($0.name) }.map {
        "animation.\($0.name) = \(number(values[$0.name]))"
      }
      return (["let animation = CASpringAnimation()"] + settings).joined(separator: "; ")
    }
  }
}
