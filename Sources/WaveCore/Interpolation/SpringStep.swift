/// The engine's per-frame step, in one place, for every value type and every caller
/// (the animator, the batch stepper, the validation kit).
public enum SpringStep {
  /// One frame of semi-implicit (symplectic) Euler.
  ///
  /// In upstream's operation order, so that results are reproducible bit for bit:
  ///
  ///     displacement = value − target
  ///     springForce  = −stiffness · displacement
  ///     dampingForce = dampingCoefficient · velocity
  ///     force        = springForce − dampingForce
  ///     acceleration = force / mass
  ///     newVelocity  = velocity + acceleration · dt
  ///     newValue     = value + newVelocity · dt
  ///
  /// Each line is one IEEE-754 operation; Swift does not contract them into fused multiply-adds.
  ///
  /// - Parameters:
  ///   - value: the position before the frame, any unit.
  ///   - target: the rest position, in the unit of `value`.
  ///   - velocity: the velocity before the frame, units per second.
  ///   - dt: the frame duration, seconds, ≥ 0.
  ///   - stiffness: `k`, > 0.
  ///   - dampingCoefficient: `c`, ≥ 0.
  ///   - mass: > 0.
  /// - Returns: the value and velocity after the frame (`newValue`, `newVelocity`).
  @inlinable @inline(__always)
  public static func semiImplicitEuler<F: BinaryFloatingPoint>(
    value: F, target: F, velocity: F, dt: F, stiffness: F, dampingCoefficient: F, mass: F
  ) -> (value: F, velocity: F) {
    let displacement = value - target
    let springForce = -stiffness * displacement
    let dampingForce = dampingCoefficient * velocity
    let force = springForce - dampingForce
    let acceleration = force / mass
    let newVelocity = velocity + (acceleration * dt)
    let newValue = value + (newVelocity * dt)
    return (newValue, newVelocity)
  }
}
