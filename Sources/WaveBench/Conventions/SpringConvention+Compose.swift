import WaveCore

extension SpringConvention {
  /// Jetpack Compose's `spring(dampingRatio, stiffness)` / `SpringSpec` (androidx/androidx, `compose/animation/
  /// animation-core/src/commonMain/kotlin/androidx/compose/animation/core/`), re-stated, not copied.
  ///
  /// `SpringSpec(dampingRatio: Float = Spring.DampingRatioNoBouncy, stiffness: Float = Spring.StiffnessMedium)`
  /// (`AnimationSpec.kt` at 0196ee1, class `SpringSpec`), the constants 1f and 1500f (`Spring` object);
  /// `SpringSimulation` (`SpringSimulation.kt` at 13d5e2e) keeps naturalFreq = √stiffness and the Float ratio, and
  /// its force is −k·x − 2·naturalFreq·ζ·v: mass 1. The ratio must be ≥ 0 (its setter throws); its stiffness setter
  /// tests the old value (`if (stiffness <= 0)`), so a stiffness ≤ 0 is refused here by what it would mean.
  ///
  /// Expressing: dampingRatio and stiffness; lossy for mass ≠ 1 (k/m given) or when they are not Float values.
  enum Compose: EngineConvention {
    static let engine = SpringEngine.compose
    static let forms = [ParameterForm([.init("dampingRatio", default: 1), .init("stiffness", default: 1500)])]
    static let source =
      "androidx/androidx compose/animation/animation-core AnimationSpec.kt (0196ee1) SpringSpec defaults, "
      + "SpringSimulation.kt (13d5e2e) stiffness/dampingRatio setters, getAcceleration"

    static func physical(_ values: FormValues) throws(ConventionError) -> PhysicalSpring {
      try FloatSpring.physical(engine, stiffness: values["stiffness"], dampingRatio: values["dampingRatio"])
    }

    static func express(_ physical: PhysicalSpring) -> SpringExpression {
      FloatSpring.express(physical, engine)
    }

    static func code(_ values: FormValues, number: (Double) -> String) -> String {
      "spring(\(labelled(values, number: number, separator: " = ", suffix: "f")))"
    }
  }

  /// AndroidX DynamicAnimation's `SpringForce` (androidx/androidx fd79a56, `dynamicanimation/dynamicanimation/src/
  /// main/java/androidx/dynamicanimation/animation/SpringForce.java`), re-stated, not copied.
  ///
  /// Defaults `STIFFNESS_MEDIUM` 1500f and `DAMPING_RATIO_MEDIUM_BOUNCY` 0.5f (`mNaturalFreq`, `mDampingRatio`
  /// fields); `setStiffness(float)` refuses ≤ 0 and keeps √stiffness (:135-144), `setDampingRatio(float)` refuses
  /// < 0 (:170-178); `getAcceleration` is −k·x − 2·√k·ζ·v: mass 1.
  ///
  /// Expressing: as ``Compose``.
  enum AndroidX: EngineConvention {
    static let engine = SpringEngine.androidx
    static let forms = [
      ParameterForm([.init("dampingRatio", default: 0.5), .init("stiffness", default: 1500)])
    ]
    static let source =
      "androidx/androidx fd79a56 dynamicanimation/.../SpringForce.java: defaults, setStiffness :135-144, "
      + "setDampingRatio :170-178, getAcceleration"

    static func physical(_ values: FormValues) throws(ConventionError) -> PhysicalSpring {
      try FloatSpring.physical(engine, stiffness: values["stiffness"], dampingRatio: values["dampingRatio"])
    }

    static func express(_ physical: PhysicalSpring) -> SpringExpression {
      FloatSpring.express(physical, engine)
    }

    static func code(_ values: FormValues, number: (Double) -> String) -> String {
      var line = "SpringForce()"
      if values.given.contains("dampingRatio") {
        line += ".setDampingRatio(\(FloatSpring.literal(values["dampingRatio"], number)))"
      }
      if values.given.contains("stiffness") {
        line += ".setStiffness(\(FloatSpring.literal(values["stiffness"], number)))"
      }
      return line
    }
  }
}
