import WaveCore

/// The spring of an API that stores stiffness and damping ratio as `Float`, with no mass.
///
/// Jetpack Compose's `spring()` and AndroidX's `SpringForce` both keep √stiffness and the ratio, and step c = 2·ζ·√k with m = 1.
enum FloatSpring {
  /// The physical spring of a stiffness and a damping ratio as the API stores them (each rounded to `Float`).
  ///
  /// - Throws: unless stiffness > 0 and the ratio ≥ 0 (both APIs throw `IllegalArgumentException` otherwise).
  static func physical(
    _ engine: SpringEngine, stiffness: Double, dampingRatio: Double
  ) throws(ConventionError) -> PhysicalSpring {
    guard stiffness > 0 else { throw ConventionError(engine, "'stiffness' must be > 0 (got \(stiffness))") }
    guard dampingRatio >= 0 else { throw ConventionError(engine, "'dampingRatio' must be ≥ 0 (got \(dampingRatio))") }
    let k = Double(Float(stiffness))
    return PhysicalSpring(mass: 1, stiffness: k, damping: 2 * Double(Float(dampingRatio)) * k.squareRoot())
  }

  /// k/m and ζ as the API's parameters; lossy when the mass is not 1 or either number is not a `Float`.
  static func express(_ physical: PhysicalSpring, _ engine: SpringEngine) -> SpringExpression {
    let stiffness = physical.stiffness / physical.mass
    let ratio = physical.dampingRatio
    let spring = EngineSpring(
      engine: engine, parameters: [.init("dampingRatio", ratio), .init("stiffness", stiffness)])
    var reasons: [String] = []
    if physical.mass != 1 {
      reasons.append("\(engine.rawValue) has no mass: stiffness is k/m, the same motion with mass 1")
    }
    if Double(Float(stiffness)) != stiffness || Double(Float(ratio)) != ratio {
      reasons.append("stiffness and dampingRatio are Float (24-bit): rounded by up to 6e-8 relative")
    }
    return SpringExpression(spring, lossReason: reasons.isEmpty ? nil : reasons.joined(separator: "; "))
  }

  /// `1500f`, `0.5f`: a Kotlin/Java float literal of `number`'s text.
  static func literal(_ value: Double, _ number: (Double) -> String) -> String { number(value) + "f" }
}
