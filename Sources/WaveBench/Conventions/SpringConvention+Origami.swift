import WaveCore

extension SpringConvention {
  /// Origami's numbers, as facebook/rebound (Java, commit 65f155c) and React Native's `Animated.spring` read them;
  /// re-stated, not copied.
  ///
  /// - `tension, friction` (React Native's defaults 40, 7: `SpringAnimation.js`, the constructor's last branch;
  ///   rebound's `SpringConfig.defaultConfig` is `fromOrigamiTensionAndFriction(40, 7)`,
  ///   `rebound-core/src/main/java/com/facebook/rebound/SpringConfig.java:20`): k = (tension − 30)·3.62 + 194,
  ///   c = (friction − 8)·3 + 25 (`OrigamiValueConverter.java:9-19`; React Native's `SpringConfig.js`
  ///   `stiffnessFromOrigamiValue`, `dampingFromOrigamiValue`, facebook/react-native 4bda59e), mass 1 (rebound's
  ///   acceleration is tension·(end − x) − friction·v, `Spring.java:356-373`; React Native: "We assume mass is 1").
  ///   rebound maps an Origami value of exactly 0 to 0 and React Native does not, so 0 is refused.
  /// - `bounciness, speed` (React Native's defaults 8, 12): rebound's `BouncyConversion` (`BouncyConversion.java:24-90`,
  ///   `SpringConfig.java:52-57`; React Native's `fromBouncinessAndSpeed`): b = 0.8·bounciness/(1.7·20),
  ///   s = speed/(1.7·20), Origami tension 0.5 + 199.5·s, Origami friction interpolated (quadratic out, by b) from
  ///   the no-bounce friction of that tension (a cubic per tension band ≤ 18, ≤ 44, above) to 0.01; then as above.
  ///
  /// Expressing: tension and friction for mass 1 (Origami has no mass: for m ≠ 1 the same motion, k/m and c/m, is
  /// given and marked lossy).
  enum Origami: EngineConvention {
    static let engine = SpringEngine.origami
    static let forms = [
      ParameterForm([.init("tension", default: 40), .init("friction", default: 7)]),
      ParameterForm([.init("bounciness", default: 8), .init("speed", default: 12)]),
    ]
    static let source =
      "facebook/rebound 65f155c rebound-core/.../OrigamiValueConverter.java:9-19, BouncyConversion.java:24-90, "
      + "SpringConfig.java:20, :52-57; facebook/react-native 4bda59e Libraries/Animated/SpringConfig.js, "
      + "animations/SpringAnimation.js (defaults)"

    /// k for an Origami tension: (tension − 30)·3.62 + 194.
    static func stiffness(origamiTension tension: Double) -> Double { (tension - 30) * 3.62 + 194 }
    /// c for an Origami friction: (friction − 8)·3 + 25.
    static func damping(origamiFriction friction: Double) -> Double { (friction - 8) * 3 + 25 }

    static func physical(_ values: FormValues) throws(ConventionError) -> PhysicalSpring {
      let tension: Double
      let friction: Double
      if values.form == 1 {
        (tension, friction) = bouncy(bounciness: values["bounciness"], speed: values["speed"])
      } else {
        (tension, friction) = (values["tension"], values["friction"])
        try require(tension != 0, "tension", tension, "≠ 0 (rebound reads 0 as 0, React Native as 85.4)")
        try require(friction != 0, "friction", friction, "≠ 0 (rebound reads 0 as 0, React Native as 1)")
      }
      let k = stiffness(origamiTension: tension)
      let c = damping(origamiFriction: friction)
      let name = values.form == 1 ? "speed" : "tension"
      try require(k > 0, name, values[name], "such that (tension − 30)·3.62 + 194 > 0")
      let frictionName = values.form == 1 ? "bounciness" : "friction"
      try require(c >= 0, frictionName, values[frictionName], "such that (friction − 8)·3 + 25 ≥ 0")
      return PhysicalSpring(mass: 1, stiffness: k, damping: c)
    }

    /// rebound's `BouncyConversion`: the Origami tension and friction of a bounciness and a speed.
    static func bouncy(bounciness: Double, speed: Double) -> (tension: Double, friction: Double) {
      let b = (bounciness / 1.7 - 0) / (20 - 0) * 0.8
      let s = (speed / 1.7 - 0) / (20 - 0)
      let tension = 0.5 + s * (200 - 0.5)
      let noBounce: Double
      if tension <= 18 {
        noBounce = 0.0007 * tension * tension * tension - 0.031 * tension * tension + 0.64 * tension + 1.28
      } else if tension <= 44 {
        noBounce = 0.000044 * tension * tension * tension - 0.006 * tension * tension + 0.36 * tension + 2
      } else {
        noBounce = 0.00000045 * tension * tension * tension - 0.000332 * tension * tension + 0.1078 * tension + 5.84
      }
      let t = 2 * b - b * b
      return (tension, t * 0.01 + (1 - t) * noBounce)
    }

    static func express(_ physical: PhysicalSpring) -> SpringExpression {
      let m = physical.mass
      let tension = (physical.stiffness / m - 194) / 3.62 + 30
      let friction = (physical.damping / m - 25) / 3 + 8
      let spring = EngineSpring(engine: engine, parameters: [.init("tension", tension), .init("friction", friction)])
      if m != 1 {
        return SpringExpression(
          spring, lossReason: "Origami has no mass: tension and friction give k/m and c/m, the same motion with mass 1")
      }
      if tension == 0 || friction == 0 {
        return SpringExpression(
          EngineSpring(engine: engine, parameters: []),
          lossReason: "the Origami value is 0, which rebound and React Native read differently")
      }
      return SpringExpression(spring)
    }

    static func code(_ values: FormValues, number: (Double) -> String) -> String {
      let fields = labelled(values, number: number)
      return "Animated.spring(value, { \(fields.isEmpty ? "" : fields + ", ")useNativeDriver: true })"
    }
  }
}
