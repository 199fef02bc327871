import Foundation
import WaveCore

extension SpringConvention {
  /// jtrivedi/Wave's `Spring`, through WaveCore's port of it (the same formulas and quirks, bit for bit).
  ///
  /// - `Spring(dampingRatio:response:mass:)`: k = (2π/response)²·m, c = rubberband(4π·ζ·m/response, 0...60, 15)
  ///   (``WaveCore/Spring/dampingRubberbandRange``): above 60 the damping coefficient is squeezed, so a stiff,
  ///   well-damped spring has less damping than its ζ says.
  /// - `Spring(dampingRatio:stiffness:mass:)`: response = 2π/√(k·m) (upstream's formula, not 2π·√(m/k)), and
  ///   c = 4π·ζ·m/response = 2·ζ·m·√(k·m): the equation's damping ratio is ζ·m.
  /// - dampingRatio > 0, stiffness > 0, mass > 0, response ≥ 0 (``WaveCore/Spring/checked(dampingRatio:response:mass:)``);
  ///   a response of 0 is Wave's snap, which has no physical spring, and is refused.
  ///
  /// Expressing: the response form when its damping coefficient stays inside the rubberband's range (c ≤ 60),
  /// else the stiffness form with ζ = c / (2·m·√(k·m)); an undamped spring (c = 0) has no Wave form (ζ > 0).
  package enum Wave: EngineConvention {
    package static let engine = SpringEngine.wave
    package static let forms = [
      ParameterForm([.init("dampingRatio"), .init("response"), .init("mass", default: 1)]),
      ParameterForm([.init("dampingRatio"), .init("stiffness"), .init("mass", default: 1)]),
    ]
    package static let source =
      "jtrivedi/Wave Spring.swift, through WaveCore's port (Sources/WaveCore/Spring/Spring.swift, Spring+Formulas.swift)"

    package static func physical(_ values: FormValues) throws(ConventionError) -> PhysicalSpring {
      if values.form == 0 {
        try require(values["response"] != 0, "response", 0, "> 0 (0 is Wave's snap, with no physical spring)")
      }
      let spring: Spring
      do throws(SpringParameterError) {
        if values.form == 0 {
          spring = try Spring.accepted(
            dampingRatio: values["dampingRatio"], response: values["response"], mass: values["mass"])
        } else {
          spring = try Spring.accepted(
            dampingRatio: values["dampingRatio"], stiffness: values["stiffness"], mass: values["mass"])
        }
      } catch {
        throw ConventionError(engine, "'\(error.parameter)' must be \(error.allowed) (got \(error.value))")
      }
      return PhysicalSpring(
        mass: Double(spring.mass), stiffness: Double(spring.stiffness), damping: Double(spring.dampingCoefficient))
    }

    package static func express(_ physical: PhysicalSpring) -> SpringExpression {
      let (m, k, c) = (physical.mass, physical.stiffness, physical.damping)
      guard c > 0 else {
        return SpringExpression(
          EngineSpring(engine: engine, parameters: []),
          lossReason: "Wave takes dampingRatio > 0 only: an undamped spring (c = 0) has no Wave form")
      }
      if Spring.dampingRubberbandRange.contains(c) {
        return SpringExpression(
          EngineSpring(
            engine: engine,
            parameters: [
              .init("dampingRatio", physical.dampingRatio), .init("response", 2 * .pi * (m / k).squareRoot()),
              .init("mass", m),
            ]))
      }
      return SpringExpression(
        EngineSpring(
          engine: engine,
          parameters: [
            .init("dampingRatio", c / (2 * m * (k * m).squareRoot())), .init("stiffness", k), .init("mass", m),
          ]),
        formNote:
          "the response form would rubberband a damping above \(Int(Spring.dampingRubberbandRange.upperBound)) (its damping is lower than asked): the stiffness form keeps it"
      )
    }

    package static func code(_ values: FormValues, number: (Double) -> String) -> String {
      "Spring(\(labelled(values, number: number)))"
    }
  }
}
