/// How closely check 1 holds each component of a step to the engine's scalar step.
///
/// A periodic component (``PeriodicComponent``) has no single bit pattern to match: it is held to the rounding
/// of the step in its own type, or to this tolerance where that is looser.
public enum StepTolerance: Sendable, Equatable, CustomStringConvertible {
  /// Bit for bit (the default): the same IEEE-754 operations in the same order, as every built-in
  /// conformance does. NaN matches NaN.
  case exact
  /// Within the rounding of the step: WaveCore's `Tolerance.stepRoundingULPs` Float ulps (3.8e-6) of the
  /// magnitudes the step adds up, for the velocity `|v| + |v′| + (k·h/m)·(|x| + |t|) + (c·h/m)·|v|` and for the
  /// value `|x| + |x′| + h` times that (value x, target t, velocity v, frame duration h, the spring's k, c, m,
  /// the engine's results x′, v′), in the component's units. The most any operation order, or any precision
  /// down to Float, can change a correct step: for types that compute the step in Float or in another order.
  /// A failure the kit calls a difference at rounding level is exactly one this accepts, in check 1 and at rest
  /// (check 2). Steps off by the same ratio in every case (a constant scaled, however close to 1) are a mistake,
  /// not rounding, and fail with this tolerance too.
  case rounding
  /// `|got − expected| ≤ r · scale` with, for the value, `scale = max(|value|, |target|, |expected|)` and, for
  /// the velocity, `scale = max(|velocity|, |expected|)` (component-wise, in the component's units). For types
  /// that knowingly compute differently (another operation order, wider intermediates). `r` ≥ 0, e.g. 1e-12
  /// for a few Double ulps of reordering.
  case relative(Double)

  public var description: String {
    switch self {
    case .exact: "bit for bit"
    case .rounding: "rounding (32 Float ulps of the step's magnitudes)"
    case .relative(let r): "relative \(r)"
    }
  }

  /// Whether `got` is acceptable for `expected`, with `scale` as documented above and `roundingBand` the
  /// rounding band of this quantity in Float ulps (``StepRoundingBand``).
  func accepts(got: Double, expected: Double, scale: Double, roundingBand: Double) -> Bool {
    if got.bitPattern == expected.bitPattern || (got.isNaN && expected.isNaN) { return true }
    return accepts(offset: got - expected, scale: scale, roundingBand: roundingBand)
  }

  /// Whether a difference `offset` (got − expected, or its reduction modulo a period) is acceptable; `.exact`
  /// accepts none.
  func accepts(offset: Double, scale: Double, roundingBand: Double) -> Bool {
    switch self {
    case .exact: false
    case .rounding: abs(offset) <= roundingBand
    case .relative(let r): abs(offset) <= r * scale
    }
  }
}
