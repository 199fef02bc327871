import Foundation
import WaveCore

extension SpringConvention {
  /// Flutter's `SpringDescription` (flutter/flutter 04fbdcf, `packages/flutter/lib/src/physics/spring_simulation.dart`),
  /// re-stated, not copied.
  ///
  /// - `SpringDescription({required mass, required stiffness, required damping})`: the equation as written.
  /// - `SpringDescription.withDampingRatio({required mass, required stiffness, ratio = 1.0})`:
  ///   c = ratio·2·√(m·k). The parameter is `ratio`.
  /// - `SpringDescription.withDurationAndBounce({duration = 500 ms, bounce = 0.0})`: asserts a positive duration in
  ///   whole milliseconds (`duration.inMilliseconds`, truncated), mass 1, k = 4π²/d², ζ = 1 − bounce for bounce > 0,
  ///   else 1/(bounce + 1), c = 2·ζ·√k: "the same result as SwiftUI's `spring(duration:bounce:blendDuration:)`".
  ///   Here `duration` is in seconds (the `Duration` the code line writes in milliseconds); its whole milliseconds
  ///   are what Flutter uses.
  ///
  /// Expressing: mass, stiffness, damping, always exact.
  enum Flutter: EngineConvention {
    static let engine = SpringEngine.flutter
    static let forms = [
      ParameterForm([.init("mass"), .init("stiffness"), .init("damping")]),
      ParameterForm([.init("duration", default: 0.5), .init("bounce", default: 0)]),
      ParameterForm([.init("mass"), .init("stiffness"), .init("ratio", default: 1)]),
    ]
    static let source =
      "flutter/flutter 04fbdcf packages/flutter/lib/src/physics/spring_simulation.dart: SpringDescription, "
      + ".withDampingRatio, .withDurationAndBounce"

    /// Flutter's whole milliseconds of a duration in seconds: `Duration(microseconds:)` rounds to a microsecond,
    /// `inMilliseconds` truncates.
    static func wholeMilliseconds(seconds: Double) -> Double {
      ((seconds * 1_000_000).rounded() / 1000).rounded(.towardZero)
    }

    static func physical(_ values: FormValues) throws(ConventionError) -> PhysicalSpring {
      if values.form == 1 {
        let duration = values["duration"]
        let bounce = values["bounce"]
        let milliseconds = wholeMilliseconds(seconds: duration)
        try require(milliseconds > 0, "duration", duration, "at least 0.001 s (whole milliseconds > 0)")
        try require(bounce > -1, "bounce", bounce, "> -1")
        try require(bounce <= 1, "bounce", bounce, "≤ 1 (above, the damping ratio is negative)")
        let seconds = milliseconds / 1000
        let stiffness = 4 * .pi * .pi / pow(seconds, 2)
        let ratio = bounce > 0 ? 1 - bounce : 1 / (bounce + 1)
        return PhysicalSpring(mass: 1, stiffness: stiffness, damping: ratio * 2 * stiffness.squareRoot())
      }
      let (m, k) = (values["mass"], values["stiffness"])
      try require(m > 0, "mass", m, "> 0")
      try require(k > 0, "stiffness", k, "> 0")
      if values.form == 2 {
        let ratio = values["ratio"]
        try require(ratio >= 0, "ratio", ratio, "≥ 0")
        return PhysicalSpring(mass: m, stiffness: k, damping: ratio * 2 * (m * k).squareRoot())
      }
      let c = values["damping"]
      try require(c >= 0, "damping", c, "≥ 0")
      return PhysicalSpring(mass: m, stiffness: k, damping: c)
    }

    static func express(_ physical: PhysicalSpring) -> SpringExpression {
      SpringExpression(
        EngineSpring(
          engine: engine,
          parameters: [
            .init("mass", physical.mass), .init("stiffness", physical.stiffness), .init("damping", physical.damping),
          ]))
    }

    static func code(_ values: FormValues, number: (Double) -> String) -> String {
      switch values.form {
      case 0: return "SpringDescription(\(labelled(values, number: number)))"
      case 2: return "SpringDescription.withDampingRatio(\(labelled(values, number: number)))"
      default:
        var fields: [String] = []
        if values.given.contains("duration") {
          // Whole milliseconds as an integer while a Double holds them exactly (|ms| < 2^53), as given beyond.
          let milliseconds = wholeMilliseconds(seconds: values["duration"])
          let text = abs(milliseconds) < 0x1p53 ? String(Int(milliseconds)) : number(milliseconds)
          fields.append("duration: Duration(milliseconds: \(text))")
        }
        if values.given.contains("bounce") { fields.append("bounce: \(number(values["bounce"]))") }
        return "SpringDescription.withDurationAndBounce(\(fields.joined(separator: ", ")))"
      }
    }
  }
}
