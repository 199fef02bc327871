import Foundation
import WaveCore

/// A spring's coefficients for the Euler kernel, converted once to the lane type.
///
/// `inverseMass` is set only when `1 / mass` is exact (a power of two whose reciprocal is finite, e.g. the
/// usual mass 1): then `force · inverseMass` is the same correctly rounded number as `force / mass`, and the
/// kernel multiplies instead of dividing. Otherwise it is nil and the kernel divides, as the engine does.
public struct EulerCoefficients<Scalar: BatchScalar>: Sendable, Equatable {
  /// `k`, > 0.
  @usableFromInline package let stiffness: Scalar
  /// `c`, ≥ 0.
  @usableFromInline package let dampingCoefficient: Scalar
  /// `m`, > 0.
  @usableFromInline package let mass: Scalar
  /// `1 / m` when exact, else nil.
  @usableFromInline package let inverseMass: Scalar?

  /// Converts a spring's stored coefficients (CGFloat) to `Scalar` (a no-op for Double, rounding for Float).
  @inlinable
  package init(_ spring: Spring) {
    self.init(
      stiffness: Scalar(Double(spring.stiffness)), dampingCoefficient: Scalar(Double(spring.dampingCoefficient)),
      mass: Scalar(Double(spring.mass)))
  }

  /// - Parameters: `stiffness` > 0, `dampingCoefficient` ≥ 0, `mass` > 0, all finite.
  @inlinable
  package init(stiffness: Scalar, dampingCoefficient: Scalar, mass: Scalar) {
    self.stiffness = stiffness
    self.dampingCoefficient = dampingCoefficient
    self.mass = mass
    self.inverseMass = Self.exactReciprocal(mass)
  }

  /// `1 / x` if it is exactly representable and finite (x a normal power of two), else nil.
  @inlinable
  package static func exactReciprocal(_ x: Scalar) -> Scalar? {
    guard x.isNormal, x.significandBitPattern == 0 else { return nil }
    let r = 1 / x
    return r.isNormal && r * x == 1 ? r : nil
  }
}
