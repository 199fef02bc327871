import Foundation

/// The equation every engine's spring is an instance of, m·ẍ = −k·(x − target) − c·ẋ: the spring as the
/// engine builds it from its parameters, before any engine-specific stepping.
package struct PhysicalSpring: Sendable, Equatable, Hashable {
  /// m, > 0 (unitless mass: the engines' "mass" is a ratio to 1).
  package let mass: Double
  /// k, > 0, in mass units per s².
  package let stiffness: Double
  /// c, ≥ 0, in mass units per s.
  package let damping: Double

  package init(mass: Double, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// ζ = c / (2√(k·m)), unitless: 1 critically damped, below 1 it overshoots.
  package var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The undamped period 2π√(m/k), s: what Wave and SwiftUI call the response.
  package var undampedPeriod: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }
}
