import Foundation
import WaveCore

/// The coefficients of `m·x'' + c·x' + k·(x − target) = 0`, as the engine stores them on a ``Spring``.
///
/// The references use these stored numbers as they are (they do not re-derive them from the damping ratio
/// and response), so that they solve exactly the equation the engine discretizes.
public struct OscillatorParameters: Equatable, Sendable, CustomStringConvertible {
  /// The mass `m`, > 0.
  public let mass: Double
  /// The damping coefficient `c`, ≥ 0.
  public let damping: Double
  /// The stiffness `k`, > 0.
  public let stiffness: Double

  /// Checks and stores the coefficients.
  ///
  /// - Throws: ``SpringParameterError`` when the mass or the stiffness is not finite and > 0, or the
  ///   damping is not finite and ≥ 0 (zero mass or stiffness has no oscillator to solve).
  public init(mass: Double, damping: Double, stiffness: Double) throws(SpringParameterError) {
    try SpringParameterError.requirePositiveFinite(mass, "mass")
    try SpringParameterError.requireNonNegativeFinite(damping, "dampingCoefficient")
    try SpringParameterError.requirePositiveFinite(stiffness, "stiffness")
    self.mass = mass
    self.damping = damping
    self.stiffness = stiffness
  }

  /// The equation of a spring, from its stored stiffness, damping coefficient and mass.
  ///
  /// - Throws: ``SpringParameterError`` for a non-animated spring (response 0, infinite stiffness).
  public init(_ spring: Spring) throws(SpringParameterError) {
    try self.init(
      mass: Double(spring.mass), damping: Double(spring.dampingCoefficient), stiffness: Double(spring.stiffness))
  }

  /// The decay rate γ = c / (2m), 1/s.
  public var decayRate: Double { damping / (2 * mass) }

  /// ω0² = k / m, 1/s².
  public var naturalFrequencySquared: Double { stiffness / mass }

  /// The damping ratio the equation actually has: c / (2·√(k·m)).
  public var effectiveDampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The discriminant D = γ² − ω0² = (c² − 4km) / (4m²), 1/s², computed with error-free products so that it
  /// keeps its relative accuracy near critical damping (where c² ≈ 4km and the plain formula cancels).
  public var discriminant: Double {
    let km = stiffness * mass
    let kmError = fmaError(stiffness, mass, km)
    let c2 = damping * damping
    let c2Error = fmaError(damping, damping, c2)
    // (c² − 4km) = (c2 − 4·km) + (c2Error − 4·kmError), the first difference by Sterbenz-like cancellation.
    let numerator = (c2 - 4 * km) + (c2Error - 4 * kmError)
    return numerator / (4 * mass * mass)
  }

  public var description: String { "m=\(mass) c=\(damping) k=\(stiffness)" }
}

/// The rounding error of `a·b` given its rounded product `p`: `a·b − p` exactly (Dekker/Kahan, via FMA).
@inline(__always)
func fmaError(_ a: Double, _ b: Double, _ p: Double) -> Double {
  (-p).addingProduct(a, b)
}
