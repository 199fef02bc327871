import WaveCore

/// Velocity Verlet with `substeps` equal steps per frame (order 2, fixed; the damping term solved implicitly): the
/// position from the old velocity and acceleration, the velocity from the mean of the old and new accelerations.
///
/// With u = x − target and a(u, v) = (−k·u − c·v)/m, one step of h seconds is `u₁ = u + h·v + h²/2·a(u, v)` and
/// `v₁ = v + h/2·(a(u, v) + a(u₁, v₁))`. The new acceleration depends on v₁ through the damping, and the spring is
/// linear, so v₁ is solved for exactly: `v₁ = (v + h/2·(a(u, v) − k·u₁/m)) / (1 + h·c/(2m))` (Newmark's method with
/// β = 0, γ = 1/2; undamped, it is the textbook velocity Verlet, which games and physics engines step).
package struct VelocityVerletIntegrator: TextbookIntegrator {
  /// Steps per frame, ≥ 1.
  package let substeps: Int

  package init(substeps: Int = 1) {
    precondition(substeps >= 1)
    self.substeps = substeps
  }

  package var name: String { "verlet" }

  /// One evaluation of the acceleration a step, a(u, v); the new one, a(u₁, v₁), is solved for with v₁ from the
  /// spring's coefficients (as velocity Verlet reuses a step's last force as the next one's first).
  package static func step(_ u: inout Double, _ v: inout Double, h: Double, f: inout SpringRightHandSide) {
    let p = f.spring
    let a = f.acceleration(u, v)
    let u1 = u + h * v + h * h / 2 * a
    v = (v + h / 2 * (a - p.stiffness * u1 / p.mass)) / (1 + h * p.damping / (2 * p.mass))
    u = u1
  }
}
