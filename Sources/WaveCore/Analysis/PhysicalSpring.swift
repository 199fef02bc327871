import Foundation

/// The equation every engine's spring is an instance of, m·ẍ = −k·(x − target) − c·ẋ: the spring as an engine builds
/// it from its parameters, and the coefficients the references solve.
///
/// Every convention builds one from its parameters (WaveBench); the references take the engine's stored numbers
/// as they are (``init(_:)``: they do not re-derive them from the damping ratio and response), so that they solve
/// exactly the equation the engine discretizes.
package struct PhysicalSpring: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// m, > 0 (unitless mass: the engines' "mass" is a ratio to 1).
  package let mass: Double
  /// k, > 0, in mass units per s².
  package let stiffness: Double
  /// c, ≥ 0, in mass units per s.
  package let damping: Double

  /// Stores the coefficients as they are; ``solvable()`` says whether they make an equation to solve.
  package init(mass: Double, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// The equation of a spring, from its stored stiffness, damping coefficient and mass.
  ///
  /// - Throws: ``SpringParameterError`` for a non-animated spring (response 0, infinite stiffness).
  package init(_ spring: Spring) throws(SpringParameterError) {
    self = try PhysicalSpring(
      mass: Double(spring.mass), stiffness: Double(spring.stiffness), damping: Double(spring.dampingCoefficient)
    ).solvable()
  }

  /// This spring, when it has an equation to solve.
  ///
  /// - Throws: ``SpringParameterError`` when the mass or the stiffness is not finite and > 0, or the damping is not
  ///   finite and ≥ 0 (zero mass or stiffness has no oscillator to solve).
  package func solvable() throws(SpringParameterError) -> PhysicalSpring {
    try SpringParameterError.requirePositiveFinite(mass, "mass")
    try SpringParameterError.requireNonNegativeFinite(damping, "dampingCoefficient")
    try SpringParameterError.requirePositiveFinite(stiffness, "stiffness")
    return self
  }

  /// This spring with its damping set to critical, c = 2m·√(k/m).
  ///
  /// What SwiftUI's `Spring` and Core Animation's `CASpringAnimation` make of damping above critical unless
  /// overdamping is allowed. Each engine decides that the damping is above critical by its own comparison
  /// (``dampingRatio`` > 1, or ``decayRate`` > √(k/m)), which rounds differently at the boundary; this is the spring
  /// both then use.
  package var criticallyDamped: PhysicalSpring {
    PhysicalSpring(mass: mass, stiffness: stiffness, damping: (stiffness / mass).squareRoot() * 2 * mass)
  }

  /// ζ = c / (2√(k·m)), unitless: 1 critically damped, below 1 it overshoots.
  @inlinable
  package var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The undamped period 2π√(m/k), s: what Wave and SwiftUI call the response.
  @inlinable
  package var undampedPeriod: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }

  /// The decay rate γ = c / (2m), 1/s.
  @inlinable
  package var decayRate: Double { damping / (2 * mass) }

  /// ω0² = k / m, 1/s².
  @inlinable
  package var naturalFrequencySquared: Double { stiffness / mass }

  /// The discriminant D = γ² − ω0² = (c² − 4km) / (4m²), 1/s², computed with error-free products so that it
  /// keeps its relative accuracy near critical damping (where c² ≈ 4km and the plain formula cancels).
  @inlinable
  package var discriminant: Double {
    let km = stiffness * mass
    let kmError = Self.productError(stiffness, mass, km)
    let c2 = damping * damping
    let c2Error = Self.productError(damping, damping, c2)
    // (c² − 4km) = (c2 − 4·km) + (c2Error − 4·kmError), the first difference by Sterbenz-like cancellation.
    let numerator = (c2 - 4 * km) + (c2Error - 4 * kmError)
    return numerator / (4 * mass * mass)
  }

  package var description: String { "m=\(mass) c=\(damping) k=\(stiffness)" }

  /// The rounding error of `a·b` given its rounded product `p`: `a·b − p` exactly (Dekker/Kahan, via FMA).
  @usableFromInline @inline(__always)
  static func productError(_ a: Double, _ b: Double, _ p: Double) -> Double {
    (-p).addingProduct(a, b)
  }
}
