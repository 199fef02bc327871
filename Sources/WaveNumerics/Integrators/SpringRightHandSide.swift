import WaveCore

/// The spring's right-hand side as the textbook methods and RK4 evaluate it: the acceleration
/// a(u, v) = −(k·u + c·v)/m at a displacement u from the target (position units) and a velocity v (units/s), counting
/// its calls (``EvaluationCounting``).
package struct SpringRightHandSide {
  /// The equation's stiffness, damping coefficient and mass.
  let spring: PhysicalSpring
  /// The calls of ``acceleration(_:_:)`` so far, ≥ 0.
  private(set) var evaluations = 0

  init(_ spring: PhysicalSpring) {
    self.spring = spring
  }

  /// a(u, v) = −(k·u + c·v)/m, units/s², counted.
  @inline(__always)
  mutating func acceleration(_ u: Double, _ v: Double) -> Double {
    evaluations += 1
    return -(spring.stiffness * u + spring.damping * v) / spring.mass
  }
}
