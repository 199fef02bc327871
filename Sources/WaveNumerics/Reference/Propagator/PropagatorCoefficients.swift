import WaveCore

/// One frame of the exact solution.
///
/// The state-transition matrix `exp(A·dt)` of the oscillator, so that
///
///     x₁ = target + a·(x₀ − target) + b·v₀
///     v₁ =          c·(x₀ − target) + d·v₀
///
/// exactly (up to rounding) for any `dt`, and unconditionally stable (the matrix's spectral radius is
/// `e^{−γ·dt}` ≤ 1 for underdamped springs and below 1 for any damped spring).
package struct PropagatorCoefficients: Equatable, Sendable {
  package let a: Double, b: Double, c: Double, d: Double

  package init(a: Double, b: Double, c: Double, d: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
  }

  /// The coefficients of `parameters` over `dt` seconds (finite, ≥ 0).
  package init(_ parameters: PhysicalSpring, dt: Double) {
    let m = DampedOscillator(parameters).transition(over: dt)
    self.init(a: m.a, b: m.b, c: m.c, d: m.d)
  }

  /// Advances a state by one frame.
  @inlinable
  package func apply(value: Double, target: Double, velocity: Double) -> (value: Double, velocity: Double) {
    let u = value - target
    return (target + (a * u + b * velocity), c * u + d * velocity)
  }

  /// The largest |eigenvalue| of the 2×2 map [[a, b], [c, d]], unitless: how much one frame of the exact motion
  /// contracts (e^{−γ·dt} for an underdamped or critically damped spring, with γ = c / 2m; the slower root's
  /// e^{(−γ + √(γ² − ω₀²))·dt} for an overdamped one).
  package var spectralRadius: Double {
    let half = (a + d) / 2
    let determinant = a * d - b * c
    let discriminant = half * half - determinant
    guard discriminant >= 0 else { return abs(determinant).squareRoot() }
    let root = discriminant.squareRoot()
    return max(abs(half + root), abs(half - root))
  }
}
