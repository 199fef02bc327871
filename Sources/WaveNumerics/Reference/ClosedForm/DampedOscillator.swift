import Foundation
import WaveCore

/// The exact solution of the damped oscillator `m·x'' + c·x' + k·(x − target) = 0` in all three regimes,
/// written so that it stays accurate where textbook forms do not.
///
/// With `u = x − target`, γ = c/(2m), ω0² = k/m and D = γ² − ω0²:
///
///     u(t) = E(t)·u0 + S(t)·(v0 + γ·u0)     with  E = e^{−γt}·C(t),  S = e^{−γt}·Sn(t)
///     v(t) = E(t)·v0 − S(t)·(ω0²·u0 + γ·v0)
///
/// where `C = cos(ωd·t)`, `Sn = sin(ωd·t)/ωd` (D < 0, ωd = √−D), `C = 1`, `Sn = t` (D = 0), and
/// `C = cosh(s·t)`, `Sn = sinh(s·t)/s` (D > 0, s = √D). These are entire functions of D, so the three
/// branches join continuously at critical damping. Accuracy measures:
/// - D is computed with error-free products (``PhysicalSpring/discriminant``);
/// - overdamped: the exponentials are combined before they are evaluated, `e^{−γt}cosh(st) =
///   e^{r₁t}(1 + e^{−2st})/2` and `e^{−γt}sinh(st)/s = −e^{r₁t}·expm1(−2st)/(2s)`, with the slow root
///   r₁ = −ω0²/(γ + s) computed without cancellation. Nothing overflows at large t: every exponent is ≤ 0;
/// - underdamped near critical: `sin(ωd·t)/ωd` has no cancellation for small ωd.
///
/// The state-transition matrix of one interval follows from the same pieces (see ``transition(over:)``).
package struct DampedOscillator: Sendable {
  package let parameters: PhysicalSpring
  /// The equation's γ, D and ω0² (``PhysicalSpring/decayRate``, ``PhysicalSpring/discriminant``,
  /// ``PhysicalSpring/naturalFrequencySquared``), computed once: every evaluation reads them.
  @usableFromInline let gamma: Double, d: Double, omega0Squared: Double

  package init(_ parameters: PhysicalSpring) {
    self.parameters = parameters
    (gamma, d, omega0Squared) = (parameters.decayRate, parameters.discriminant, parameters.naturalFrequencySquared)
  }

  /// The two basis functions at time `t` (seconds, ≥ 0): `(E, S)` as in the type's discussion.
  @inlinable
  package func basis(at t: Double) -> (e: Double, s: Double) {
    if d < 0 {
      let omegaD = (-d).squareRoot()
      let decay = Foundation.exp(-gamma * t)
      return (decay * Foundation.cos(omegaD * t), decay * (Foundation.sin(omegaD * t) / omegaD))
    } else if d == 0 {
      let decay = Foundation.exp(-gamma * t)
      return (decay, decay * t)
    } else {
      let s = d.squareRoot()
      let slowRoot = -omega0Squared / (gamma + s)
      let slow = Foundation.exp(slowRoot * t)
      let fastRatio = Foundation.exp(-2 * s * t)
      return (slow * (1 + fastRatio) / 2, slow * (-Foundation.expm1(-2 * s * t) / (2 * s)))
    }
  }

  /// Position and velocity at time `t` ≥ 0 (seconds) from position `x0`, velocity `v0` (units/s) at t = 0.
  package func state(at t: Double, x0: Double, v0: Double, target: Double) -> (position: Double, velocity: Double) {
    let (e, s) = basis(at: t)
    let u0 = x0 - target
    let u = e * u0 + s * (v0 + gamma * u0)
    let v = e * v0 - s * (omega0Squared * u0 + gamma * v0)
    return (target + u, v)
  }

  /// The state-transition matrix `exp(A·dt)` of `u' = v, v' = −ω0²·u − 2γ·v` over `dt` seconds:
  /// `u₁ = a·u₀ + b·v₀`, `v₁ = c·u₀ + d·v₀`.
  package func transition(over dt: Double) -> (a: Double, b: Double, c: Double, d: Double) {
    let (e, s) = basis(at: dt)
    return (e + gamma * s, s, -omega0Squared * s, e - gamma * s)
  }
}
