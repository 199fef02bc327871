import Foundation
import WaveCore

/// Whether the engine's semi-implicit Euler step contracts at a frame duration.
///
/// One step maps `(x, v)` (displacement from the target, velocity) linearly:
///
///     v' = −(k·h/m)·x + (1 − c·h/m)·v
///     x' = x + h·v' = (1 − k·h²/m)·x + h·(1 − c·h/m)·v
///
/// so the step matrix is `[[1 − k·h²/m, h·(1 − c·h/m)], [−k·h/m, 1 − c·h/m]]`, with trace
/// `2 − k·h²/m − c·h/m` and determinant `1 − c·h/m`. The animation converges iff its spectral radius (the
/// largest eigenvalue modulus) is < 1. For mass 1 and no rubberband this is `ωn·h < 2(√(ζ²+1) − ζ)`.
public enum EulerStability {
  /// The spectral radius of the step matrix.
  ///
  /// - Parameters:
  ///   - stiffness: `k`, finite and > 0 (an infinite stiffness gives `+∞`).
  ///   - dampingCoefficient: `c`, ≥ 0.
  ///   - mass: `m`, > 0.
  ///   - dt: `h`, seconds, ≥ 0 (0 gives 1: the identity).
  /// - Returns: ≥ 0; < 1 means the step contracts.
  public static func spectralRadius(stiffness k: Double, dampingCoefficient c: Double, mass m: Double, dt h: Double)
    -> Double
  {
    guard k.isFinite, c.isFinite, m.isFinite, h.isFinite else { return .infinity }
    let damping = 1 - c * h / m
    let trace = 2 - k * h * h / m - c * h / m
    let determinant = damping
    let half = trace / 2
    let discriminant = half * half - determinant
    if discriminant >= 0 {
      let root = discriminant.squareRoot()
      return max(abs(half + root), abs(half - root))
    }
    // Complex pair: both eigenvalues have modulus √det (det > half² ≥ 0 here).
    return determinant.squareRoot()
  }

  /// ``spectralRadius(stiffness:dampingCoefficient:mass:dt:)`` from the spring's stored parameters.
  public static func spectralRadius(of spring: Spring, dt: Double) -> Double {
    spectralRadius(
      stiffness: Double(spring.stiffness), dampingCoefficient: Double(spring.dampingCoefficient),
      mass: Double(spring.mass), dt: dt)
  }

  /// True when the step contracts (spectral radius < 1) at `dt`.
  public static func isStable(_ spring: Spring, dt: Double) -> Bool {
    spectralRadius(of: spring, dt: dt) < 1
  }
}
