/// How closely check 1 holds each component of a step to the engine's scalar step.
public enum StepTolerance: Sendable, Equatable, CustomStringConvertible {
  /// Bit for bit (the default): the same IEEE-754 operations in the same order, as every built-in
  /// conformance does. NaN matches NaN.
  case exact
  /// `|got − expected| ≤ r · scale` with, for the value, `scale = max(|value|, |target|, |expected|)` and, for
  /// the velocity, `scale = max(|velocity|, |expected|)` (component-wise, in the component's units). For types
  /// that knowingly compute differently (another operation order, wider intermediates). `r` ≥ 0, e.g. 1e-12
  /// for a few Double ulps of reordering.
  case relative(Double)

  public var description: String {
    switch self {
    case .exact: "bit for bit"
    case .relative(let r): "relative \(r)"
    }
  }

  /// Whether `got` is acceptable for `expected`, with `scale` as documented above.
  func accepts(got: Double, expected: Double, scale: Double) -> Bool {
    switch self {
    case .exact:
      return got.bitPattern == expected.bitPattern || (got.isNaN && expected.isNaN)
    case .relative(let r):
      if got.bitPattern == expected.bitPattern || (got.isNaN && expected.isNaN) { return true }
      return abs(got - expected) <= r * scale
    }
  }
}
