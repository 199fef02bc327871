import WaveCore

/// Explicit (forward) Euler with `substeps` equal steps per frame (order 1, explicit, fixed): position and velocity
/// both advanced from the state at the start of the step.
///
/// With u = x − target, one step of h seconds is `u₁ = u + h·v`, `v₁ = v + h·(−k·u − c·v)/m`. Its step matrix has
/// spectral radius √(1 − 2γh + ω0²h²) ≥ 1 when ω0²h ≥ 2γ, so it grows for every undamped or lightly damped spring:
/// what the engine's semi-implicit Euler (which advances the position with the new velocity) avoids.
package struct ExplicitEulerIntegrator: TextbookIntegrator {
  /// Steps per frame, ≥ 1.
  package let substeps: Int

  package init(substeps: Int = 1) {
    precondition(substeps >= 1)
    self.substeps = substeps
  }

  package var name: String { "explicit-euler" }

  /// One evaluation of the acceleration a step.
  package static func step(_ u: inout Double, _ v: inout Double, h: Double, f: inout SpringRightHandSide) {
    let a = f.acceleration(u, v)
    (u, v) = (u + h * v, v + h * a)
  }
}
