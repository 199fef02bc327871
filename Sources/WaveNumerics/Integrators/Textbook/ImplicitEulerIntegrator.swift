import WaveCore

/// Implicit (backward) Euler with `substeps` equal steps per frame (order 1, implicit, fixed): the new state is the
/// one whose derivative carries the old state to it, solved exactly (the spring is linear).
///
/// With u = x − target, one step of h seconds solves `u₁ = u + h·v₁`, `m·(v₁ − v) = h·(−k·u₁ − c·v₁)`:
/// `v₁ = (m·v − h·k·u) / (m + h·c + h²·k)`, then `u₁ = u + h·v₁`. Stable at every step (its spectral radius is
/// below 1 for every spring with c ≥ 0 and h > 0), and it damps: the motion loses energy the exact spring keeps.
struct ImplicitEulerIntegrator: TextbookIntegrator {
  /// Steps per frame, ≥ 1.
  let substeps: Int

  init(substeps: Int = 1) {
    precondition(substeps >= 1)
    self.substeps = substeps
  }

  var name: String { "implicit-euler" }

  /// No evaluation of the acceleration: the step is the linear system's exact solution, from the spring's
  /// coefficients (what a Newton iteration on the exact Jacobian would reach in one iteration).
  static func step(_ u: inout Double, _ v: inout Double, h: Double, f: inout SpringRightHandSide) {
    let p = f.spring
    v = (p.mass * v - h * p.stiffness * u) / (p.mass + h * p.damping + h * h * p.stiffness)
    u += h * v
  }
}
