import WaveCore

/// The peers' own tolerances and the conventions' round trip: figures that come from another engine's source or
/// published numbers, beside the derived ones in `Tolerance.swift`.
extension Tolerance {
  /// rebound's own tolerance on its published positions and velocities: 1e-4, absolute.
  ///
  /// Source: `assertArrayEquals(…, 0.0001)` in rebound's `SpringTest.testSpringSimulation` and
  /// `testOvershootClamping` (`SpringTest.java:148-149, 270-271`, facebook/rebound 65f155c). The peer's own
  /// figure, used unchanged for the `rebound` model. (Its list tests compare with `is(…)`, bit-exact, and are
  /// ported bit-exact.)
  public static let reboundSpringTest: Double = 1e-4

  /// b3ll's Motion's own tolerance: 0.001, absolute.
  ///
  /// Source: Motion's `EquatableEnough.epsilon` (`Sources/Motion/Protocols/EquatableEnough.swift:54-68`,
  /// b3ll/Motion c9a57f9), the default of the `isApproximatelyEqual(to:)` its `testSpringEvaluation` calls
  /// (`Tests/MotionTests/SpringAnimationTests.swift:136, 142`). The peer's own figure, used unchanged.
  public static let motionEquatableEnough: Double = 0.001

  /// A figure quoted to five decimals (Motion's one-frame 0.97595, the exact 0.98819): half a unit of the fifth
  /// decimal, 5e-6, absolute.
  ///
  /// Derivation: a number printed to five decimals, rounded to nearest, is within 0.5e-5 of the value it
  /// stands for; the check is that the model lands on the quoted digits, no tighter and no looser.
  public static let fiveDecimalFigure: Double = 5e-6

  /// A `float` state (AndroidX's `mValue`, `mVelocity`) against the same double computation rounded once to
  /// float: 1 float ulp of the larger magnitude.
  ///
  /// Derivation: AndroidX evaluates each frame's closed form in double and rounds the result to float once
  /// (`SpringForce.updateValues`), so its value differs from the double closed form by the one rounding (½ ulp)
  /// plus the double evaluation's own error (≲ 1e-15 relative, negligible at float's 6e-8); the oracle rounds
  /// its own double closed form once too, and the two roundings can straddle a float boundary: ≤ 1 ulp.
  public static let floatStateULPs: Float = 1

  /// Relative difference below which an engine's expression of a physical spring builds the same spring back
  /// (`wave-bench convert`: mass, stiffness, and damping relative to the larger of itself and critical damping).
  ///
  /// Derivation: each conversion is a handful of correctly rounded operations (≲ 10 × 1.1e-16 relative), the worst
  /// amplification among them Origami's affine map k = (t − 30)·3.62 + 194 on a stiffness of 1 (constants ≤ 200:
  /// ×200), so an exact round trip differs by ≲ 2.2e-13; the text the command prints (shortest round-trip decimals)
  /// adds nothing. The smallest real difference a convention makes, Float storage, is 2⁻²⁴ ≈ 6e-8: 1e-9 (the bound
  /// `convert` promises, and what `SpringConversion` calls the same spring) sits 4500× above the first and 60× below
  /// the second.
  public static let conventionRoundTrip: Double = 1e-9
}
