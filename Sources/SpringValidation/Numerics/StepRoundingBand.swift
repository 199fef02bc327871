import WaveCore

/// How far a scalar step's value and velocity may be from another computation of the same step through rounding
/// alone: ``WaveCore/Tolerance/stepRoundingULPs`` ulps of the magnitudes the step adds up.
///
/// The magnitudes, as ``WaveCore/Tolerance/stepRoundingULPs`` derives them, are those of the step being
/// judged (its inputs, its constants and its results, never the type's results, which may be anything):
/// `M_v = |v| + |v′| + (|k|·h/m)·(|x| + |t| + P) + (|c|·h/m)·|v|` for the velocity and
/// `M_x = |x| + |x′| + P + h·M_v` for the value, with `P` the period of an angle (0 otherwise). Both bands are in
/// the component's units and ≥ 0.
struct StepRoundingBand: Sendable {
  /// The value's band.
  let value: Double
  /// The velocity's band.
  let velocity: Double

  /// The band of the step `p` with results `result`.
  ///
  /// - Parameters:
  ///   - p: the step's inputs and constants (the target as the step used it).
  ///   - result: the step's value and velocity.
  ///   - period: the period of an angle, nil otherwise.
  ///   - ulp: the ulp of 1 of the type the band is expressed in (`Float.ulpOfOne` to call a difference
  ///     rounding whatever the component's type; the component's own for its own rounding).
  init(_ p: StepInputs, result: (value: Double, velocity: Double), period: Double?, ulp: Double) {
    let extent = period ?? 0
    let perFrame = p.dt / abs(p.mass)
    let velocityMagnitude =
      abs(p.velocity) + abs(result.velocity) + abs(p.stiffness) * perFrame * (abs(p.value) + abs(p.target) + extent)
      + abs(p.dampingCoefficient) * perFrame * abs(p.velocity)
    let valueMagnitude = abs(p.value) + abs(result.value) + extent + p.dt * velocityMagnitude
    let units = Tolerance.stepRoundingULPs * ulp
    value = units * valueMagnitude
    velocity = units * velocityMagnitude
  }

  /// Whether both offsets (got − expected; the value's reduced modulo the period for an angle) are within the
  /// band.
  ///
  /// False if either is NaN.
  func contains(valueOffset: Double, velocityOffset: Double) -> Bool {
    abs(valueOffset) <= value && abs(velocityOffset) <= velocity
  }
}
