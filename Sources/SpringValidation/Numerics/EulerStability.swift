import Foundation
import WaveCore

/// Whether the engine's semi-implicit Euler step contracts at a frame duration: the spectral radius of its step matrix
/// (WaveCore's `EulerStepMatrix`, where the matrix is derived) is < 1.
///
/// For mass 1 and no rubberband this is `ωn·h < 2(√(ζ²+1) − ζ)`.
package enum EulerStability {
  /// The spectral radius of the step matrix.
  ///
  /// - Parameters:
  ///   - k: the stiffness, finite and > 0 (an infinite stiffness gives `+∞`).
  ///   - c: the damping coefficient, ≥ 0.
  ///   - m: the mass, > 0.
  ///   - h: the frame duration, seconds, ≥ 0 (0 gives 1: the identity).
  /// - Returns: ≥ 0; < 1 means the step contracts.
  package static func spectralRadius(stiffness k: Double, dampingCoefficient c: Double, mass m: Double, dt h: Double)
    -> Double
  {
    guard k.isFinite, c.isFinite, m.isFinite, h.isFinite else { return .infinity }
    return EulerStepMatrix(stiffness: k, damping: c, mass: m, dt: h).spectralRadius
  }

  /// ``spectralRadius(stiffness:dampingCoefficient:mass:dt:)`` from the spring's stored parameters.
  package static func spectralRadius(of spring: Spring, dt: Double) -> Double {
    spectralRadius(
      stiffness: Double(spring.stiffness), dampingCoefficient: Double(spring.dampingCoefficient),
      mass: Double(spring.mass), dt: dt)
  }

  /// True when the step contracts (spectral radius < 1) at `dt`.
  package static func isStable(_ spring: Spring, dt: Double) -> Bool {
    spectralRadius(of: spring, dt: dt) < 1
  }
}
