/// The exact state-transition matrix of one frame, `u₁ = a·u₀ + b·v₀`, `v₁ = c·u₀ + d·v₀` with
/// `u = value − target`, converted to the lane type.
///
/// WaveBatch does not compute it (it depends on the engine only): the caller passes the coefficients of
/// `DampedOscillator(PhysicalSpring(spring)).transition(over: dt)` from WaveNumerics, or any other
/// propagator, through a ``PropagatorProvider``.
public struct BatchPropagatorCoefficients<Scalar: BatchScalar>: Sendable, Equatable {
  /// Dimensionless.
  @usableFromInline package let a: Scalar
  /// Seconds.
  @usableFromInline package let b: Scalar
  /// 1/s².
  @usableFromInline package let c: Scalar
  /// Dimensionless.
  @usableFromInline package let d: Scalar

  @inlinable
  package init(a: Scalar, b: Scalar, c: Scalar, d: Scalar) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
  }

  /// Rounds Double coefficients to `Scalar`.
  @inlinable
  package init(_ m: (a: Double, b: Double, c: Double, d: Double)) {
    self.init(a: Scalar(m.a), b: Scalar(m.b), c: Scalar(m.c), d: Scalar(m.d))
  }
}
