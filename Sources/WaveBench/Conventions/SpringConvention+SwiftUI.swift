import Foundation
import WaveCore

extension SpringConvention {
  /// SwiftUI's `Spring` (iOS 17, macOS 14), and `Animation.spring(duration:bounce:)` that shares it.
  ///
  /// From Apple's documentation (developer.apple.com/documentation/swiftui/spring and its initializers' pages):
  /// - `init(duration: TimeInterval = 0.5, bounce: Double = 0.0)`: bounce from −1 (overdamped) through 0 (critical)
  ///   to 1 (undamped). Mass 1, k = (2π/duration)², and ζ = 1 − bounce for bounce ≥ 0, ζ = 1/(1 + bounce) below:
  ///   the page's worked example is `Spring(duration: 0.5, bounce: 0.3)` → (mass, stiffness, damping) =
  ///   (1.0, 157.9, 17.6), and `Spring(mass: 1, stiffness: 100, damping: 10)` → (duration, bounce) = (0.63, 0.5).
  ///   Apple does not state the negative branch; Flutter's `withDurationAndBounce`, documented as "the same result
  ///   as SwiftUI's `spring(duration:bounce:blendDuration:)`", uses 1/(1 + bounce) (see ``Flutter``). −1 would be
  ///   an infinite ζ and is refused.
  /// - `init(response: Double, dampingRatio: Double)` (and `Animation.spring(response:dampingFraction:)`): mass 1,
  ///   k = (2π/response)², c = 4π·ζ/response; response is "an approximate duration in seconds".
  /// - `init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false)`: with
  ///   `allowOverDamping` false, "over-damping … should instead be treated as critically damped": c is clamped to
  ///   2·√(k·m).
  ///
  /// Expressing: duration and bounce for mass 1 (bounce = 1 − ζ, or 1/ζ − 1 above critical), else mass, stiffness,
  /// damping with `allowOverDamping: true` when ζ > 1. Never lossy.
  package enum SwiftUI: EngineConvention {
    package static let engine = SpringEngine.swiftui
    package static let forms = [
      ParameterForm([.init("duration", default: 0.5), .init("bounce", default: 0)]),
      ParameterForm([.init("response"), .init("dampingRatio", aliases: ["dampingFraction"])]),
      ParameterForm([
        .init("mass", default: 1), .init("stiffness"), .init("damping"),
        .init("allowOverDamping", default: 0, isBoolean: true),
      ]),
    ]
    package static let source =
      "Apple, SwiftUI Spring: init(duration:bounce:) (worked example 0.5, 0.3 → 157.9, 17.6), "
      + "init(response:dampingRatio:), init(mass:stiffness:damping:allowOverDamping:)"

    package static func physical(_ values: FormValues) throws(ConventionError) -> PhysicalSpring {
      switch values.form {
      case 0:
        return try durationAndBounce(engine, values["duration"], values["bounce"], names: ("duration", "bounce"))
      case 1:
        let response = values["response"]
        let ratio = values["dampingRatio"]
        try require(response > 0, "response", response, "> 0")
        try require(ratio >= 0, "dampingRatio", ratio, "≥ 0")
        return PhysicalSpring(mass: 1, stiffness: pow(2 * .pi / response, 2), damping: 4 * .pi * ratio / response)
      default:
        let (m, k, c) = (values["mass"], values["stiffness"], values["damping"])
        try require(m > 0, "mass", m, "> 0")
        try require(k > 0, "stiffness", k, "> 0")
        try require(c >= 0, "damping", c, "≥ 0")
        let critical = 2 * (k * m).squareRoot()
        return PhysicalSpring(mass: m, stiffness: k, damping: values["allowOverDamping"] == 1 ? c : min(c, critical))
      }
    }

    /// The duration-and-bounce mapping SwiftUI, Core Animation's `perceptualDuration` and Flutter share: mass 1,
    /// k = (2π/duration)², ζ = 1 − bounce (bounce ≥ 0) or 1/(1 + bounce) (bounce < 0), c = 2·ζ·√k.
    ///
    /// - Throws: unless duration > 0 and −1 < bounce ≤ 1.
    static func durationAndBounce(
      _ engine: SpringEngine, _ duration: Double, _ bounce: Double, names: (duration: String, bounce: String)
    ) throws(ConventionError) -> PhysicalSpring {
      guard duration > 0 else { throw ConventionError(engine, "'\(names.duration)' must be > 0 (got \(duration))") }
      guard bounce > -1, bounce <= 1 else {
        throw ConventionError(engine, "'\(names.bounce)' must be > -1 and ≤ 1 (got \(bounce))")
      }
      let stiffness = pow(2 * .pi / duration, 2)
      let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
      return PhysicalSpring(mass: 1, stiffness: stiffness, damping: 2 * ratio * stiffness.squareRoot())
    }

    /// The bounce whose ζ is `ratio` under ``durationAndBounce(_:_:_:names:)``: 1 − ζ up to critical, 1/ζ − 1 above.
    package static func bounce(dampingRatio ratio: Double) -> Double { ratio <= 1 ? 1 - ratio : 1 / ratio - 1 }

    package static func express(_ physical: PhysicalSpring) -> SpringExpression {
      let (m, k, c) = (physical.mass, physical.stiffness, physical.damping)
      if m == 1 {
        return SpringExpression(
          EngineSpring(
            engine: engine,
            parameters: [
              .init("duration", 2 * .pi / k.squareRoot()), .init("bounce", bounce(dampingRatio: physical.dampingRatio)),
            ]))
      }
      var parameters: [EngineSpring.Parameter] = [.init("mass", m), .init("stiffness", k), .init("damping", c)]
      if physical.dampingRatio > 1 { parameters.append(.init("allowOverDamping", 1)) }
      return SpringExpression(
        EngineSpring(engine: engine, parameters: parameters),
        formNote: "duration and bounce hold no mass (theirs is 1): the mass, stiffness and damping form keeps it")
    }

    package static func code(_ values: FormValues, number: (Double) -> String) -> String {
      switch values.form {
      case 0: ".spring(\(labelled(values, number: number)))"
      default: "Spring(\(labelled(values, number: number)))"
      }
    }
  }
}
