import Foundation
import WaveCore

extension SpringConvention {
  /// react-spring's spring config (pmndrs/react-spring, commit 3d2523d), re-stated, not copied.
  ///
  /// - `tension, friction, mass` (defaults 170, 26, 1: `packages/core/src/constants.ts:3`,
  ///   `packages/core/src/AnimationConfig.ts:5-11`): the step's acceleration is (−tension·(x − to) − friction·v)/mass
  ///   in seconds (`packages/core/src/SpringValue.ts:320-322` writes it per millisecond), so k = tension,
  ///   c = friction, m = mass.
  /// - `frequency, damping, mass` (damping 1 by default, `AnimationConfig.ts:43-53`): tension = (2π/frequency)²·mass,
  ///   friction = 4π·damping·mass/frequency (`AnimationConfig.ts:183-190`), with frequency raised to 0.01 and a
  ///   negative damping raised to 0 (`:186-187`): `frequency` is the undamped period in seconds, `damping` a ratio.
  ///
  /// Expressing: tension, friction, mass, always exact.
  enum ReactSpring: EngineConvention {
    static let engine = SpringEngine.reactSpring
    static let forms = [
      ParameterForm([.init("tension", default: 170), .init("friction", default: 26), .init("mass", default: 1)]),
      ParameterForm([.init("frequency"), .init("damping", default: 1), .init("mass", default: 1)]),
    ]
    static let source =
      "pmndrs/react-spring 3d2523d packages/core/src/AnimationConfig.ts:5-11, :183-190; constants.ts:3; "
      + "SpringValue.ts:320-322"

    static func physical(_ values: FormValues) throws(ConventionError) -> PhysicalSpring {
      let mass = values["mass"]
      try require(mass > 0, "mass", mass, "> 0")
      if values.form == 1 {
        let frequency = max(values["frequency"], 0.01)
        let ratio = max(values["damping"], 0)
        return PhysicalSpring(
          mass: mass, stiffness: pow(2 * .pi / frequency, 2) * mass, damping: 4 * .pi * ratio * mass / frequency)
      }
      let (tension, friction) = (values["tension"], values["friction"])
      try require(tension > 0, "tension", tension, "> 0 (0 animates nothing)")
      try require(friction >= 0, "friction", friction, "≥ 0")
      return PhysicalSpring(mass: mass, stiffness: tension, damping: friction)
    }

    static func express(_ physical: PhysicalSpring) -> SpringExpression {
      SpringExpression(
        EngineSpring(
          engine: engine,
          parameters: [
            .init("tension", physical.stiffness), .init("friction", physical.damping), .init("mass", physical.mass),
          ]))
    }

    static func code(_ values: FormValues, number: (Double) -> String) -> String {
      let fields = labelled(values, number: number)
      return fields.isEmpty ? "{}" : "{ \(fields) }"
    }
  }
}
