/// response → stiffness → response through the engine's two formulas, for one mass.
struct RoundTripRow: Sendable {
  /// The mass (> 0), the damping ratio, the response given (s).
  let mass: Double, dampingRatio: Double, response: Double
  /// `Spring(dampingRatio:response:mass:).stiffness`.
  let stiffness: Double
  /// `Spring(dampingRatio:stiffness:mass:).response` for that stiffness, s.
  let responseBack: Double
  /// responseBack / response: 1 when the round trip holds.
  ///
  /// Upstream's formulas give 1/mass ((2π/r)²·m → 2π/√(k·m) = r/m).
  let ratio: Double
}
