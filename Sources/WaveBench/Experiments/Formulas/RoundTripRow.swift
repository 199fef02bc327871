/// response → stiffness → response through the engine's two formulas, for one mass.
package struct RoundTripRow: Sendable {
  /// The mass (> 0), the damping ratio, the response given (s).
  package let mass: Double, dampingRatio: Double, response: Double
  /// `Spring(dampingRatio:response:mass:).stiffness`.
  package let stiffness: Double
  /// `Spring(dampingRatio:stiffness:mass:).response` for that stiffness, s.
  package let responseBack: Double
  /// responseBack / response: 1 when the round trip holds.
  ///
  /// Upstream's formulas give 1/mass ((2π/r)²·m → 2π/√(k·m) = r/m).
  package let ratio: Double
}
