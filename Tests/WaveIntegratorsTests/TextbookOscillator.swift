import Foundation

/// The damped oscillator m·x″ + c·x′ + k·(x − to) = 0 written out again from the textbook, one formula per
/// regime, as an oracle independent of WaveNumerics' combined-exponential form (the display models evaluate
/// that one).
struct TextbookOscillator {
  let mass: Double, stiffness: Double, damping: Double

  /// x(t) from `from` at t = 0 with velocity `v0`, toward `to`.
  ///
  /// Underdamped: u = e^{−γt}(u0 cos ω_d t + (v0 + γu0)/ω_d sin ω_d t). Critical: u = e^{−γt}(u0 + (v0 + γu0)t).
  /// Overdamped: u = A e^{r₁t} + B e^{r₂t} with r₁,₂ = −γ ± √(γ² − ω0²), A = (v0 − r₂u0)/(r₁ − r₂), B = u0 − A.
  func position(at t: Double, from: Double, to: Double, v0: Double = 0) -> Double {
    let gamma = damping / (2 * mass)
    let omega0Squared = stiffness / mass
    let u0 = from - to
    let u: Double
    if gamma * gamma < omega0Squared {
      let omegaD = (omega0Squared - gamma * gamma).squareRoot()
      u = exp(-gamma * t) * (u0 * cos(omegaD * t) + (v0 + gamma * u0) / omegaD * sin(omegaD * t))
    } else if gamma * gamma == omega0Squared {
      u = exp(-gamma * t) * (u0 + (v0 + gamma * u0) * t)
    } else {
      let root = (gamma * gamma - omega0Squared).squareRoot()
      let r1 = -gamma + root
      let r2 = -gamma - root
      let a = (v0 - r2 * u0) / (r1 - r2)
      u = a * exp(r1 * t) + (u0 - a) * exp(r2 * t)
    }
    return to + u
  }
}
