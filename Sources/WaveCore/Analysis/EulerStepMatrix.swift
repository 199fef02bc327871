import Foundation

/// The linear map of one frame of the engine's semi-implicit Euler step.
///
/// On `(u, v)` = (displacement from the target, velocity):
///
///     v' = −(k·h/m)·u + (1 − c·h/m)·v
///     u' = u + h·v' = (1 − k·h²/m)·u + h·(1 − c·h/m)·v
///
/// so `M = [[1 − k·h²/m, h·(1 − c·h/m)], [−k·h/m, 1 − c·h/m]]`, with trace `2 − k·h²/m − c·h/m` and
/// determinant `1 − c·h/m`. Its eigenvalues decide everything the stepper does in the long run: the
/// animation converges iff both have modulus < 1 (the spectral radius), and `s = ln(λ)/h` are the poles of the
/// continuous spring whose exact sampling every `h` seconds the stepper reproduces (``effectiveSpring``).
package struct EulerStepMatrix: Sendable, Equatable {
  /// Stiffness `k` (> 0), damping coefficient `c` (≥ 0), mass `m` (> 0), all finite, as the spring stores them.
  package let stiffness: Double, damping: Double, mass: Double
  /// The frame duration `h`, seconds, finite and > 0.
  package let dt: Double

  /// - Parameters: see the stored properties; the spring's stored `k`, `c`, `m` are used as they are.
  package init(stiffness: Double, damping: Double, mass: Double, dt: Double) {
    (self.stiffness, self.damping, self.mass, self.dt) = (stiffness, damping, mass, dt)
  }

  /// The step matrix of `spring` at frame duration `dt` (seconds, > 0).
  package init(spring: Spring, dt: Double) {
    self.init(
      stiffness: Double(spring.stiffness), damping: Double(spring.dampingCoefficient), mass: Double(spring.mass),
      dt: dt)
  }

  /// The entries `[[a, b], [c, d]]` of `M`.
  package var entries: (a: Double, b: Double, c: Double, d: Double) {
    let h = dt
    let d = 1 - damping * h / mass
    return (1 - stiffness * h * h / mass, h * d, -stiffness * h / mass, d)
  }

  /// `2 − k·h²/m − c·h/m`.
  package var trace: Double { 2 - stiffness * dt * dt / mass - damping * dt / mass }

  /// `1 − c·h/m`.
  package var determinant: Double { 1 - damping * dt / mass }

  /// The two eigenvalues as complex numbers `(re, im)`; a complex pair has `im` of opposite signs, a real pair
  /// `im == 0` with the larger first.
  package var eigenvalues: [(re: Double, im: Double)] {
    let pair = eigenvaluePair
    return [pair.0, pair.1]
  }

  /// ``eigenvalues`` as a pair, in the same order: what the other properties read, without making an array.
  package var eigenvaluePair: ((re: Double, im: Double), (re: Double, im: Double)) {
    let half = trace / 2
    let discriminant = half * half - determinant
    if discriminant >= 0 {
      let root = discriminant.squareRoot()
      return ((half + root, 0), (half - root, 0))
    }
    let im = (-discriminant).squareRoot()
    return ((half, im), (half, -im))
  }

  /// Whether the step has a mode that reverses the motion's direction on consecutive frames: an eigenvalue with a
  /// negative real part.
  ///
  /// Derivation: from rest the frame-to-frame steps `d_n = x_{n+1} − x_n` are a combination of `λ^n` over the
  /// eigenvalues. For a complex pair `r·e^{±iθ}`, `d_n ∝ r^n·cos(nθ + φ)`, whose sign changes are π/θ frames
  /// apart: two changes in a row (the view goes one way, back, and forth again) recur iff θ > π/2, i.e.
  /// `Re λ = trace/2 < 0`. A real negative eigenvalue (θ = π) flips the sign of its mode every frame. A step
  /// without such a mode moves in one direction for at least two frames between reversals. Whether the reversals
  /// are large enough to see is measured on the run (WaveBench's `ViewMotion.judder`).
  package var alternates: Bool {
    let pair = eigenvaluePair
    return pair.0.re < 0 || pair.1.re < 0
  }

  /// The largest eigenvalue modulus, ≥ 0.
  ///
  /// Below 1 the step contracts (the animation converges); at or above 1 it does not (≥ 1 is reported as unstable).
  package var spectralRadius: Double {
    let pair = eigenvaluePair
    let first = (pair.0.re * pair.0.re + pair.0.im * pair.0.im).squareRoot()
    let second = (pair.1.re * pair.1.re + pair.1.im * pair.1.im).squareRoot()
    return first < second ? second : first  // as [first, second].max() picks, NaN included
  }

  /// Whether the step contracts: spectral radius < 1.
  package var isStable: Bool { spectralRadius < 1 }

  /// The continuous spring whose exact solution, sampled every `h` seconds, has the same transition
  /// eigenvalues as this step: `s = ln(λ)/h` are its poles `−ζ·ωn ± i·ωn·√(1 − ζ²)` (complex λ) or
  /// `−ωn·(ζ ∓ √(ζ² − 1))` (real positive λ), so `ωn = √(s₁·s₂)` and `ζ = −(s₁ + s₂)/(2·ωn)`.
  ///
  /// - Returns: ζ (negative when the step grows) and ωn in rad/s, with the response `2π/ωn` in seconds;
  ///   nil when an eigenvalue is real and ≤ 0 (the step flips sign every frame: no continuous spring
  ///   samples that way).
  package var effectiveSpring: (dampingRatio: Double, naturalFrequency: Double, response: Double)? {
    let values = eigenvalues
    let h = dt
    if values[0].im != 0 {
      // λ = r·e^{±iθ}: s = (ln r ± iθ)/h, ln r = ½·ln(det) computed as ½·log1p(−c·h/m) to keep digits.
      let logModulus = 0.5 * Foundation.log1p(-damping * h / mass)
      let theta = Foundation.atan2(abs(values[0].im), values[0].re)
      let omega = (logModulus * logModulus + theta * theta).squareRoot() / h
      return (-logModulus / (omega * h), omega, 2 * Double.pi / omega)
    }
    guard values[1].re > 0 else { return nil }
    let s1 = Foundation.log(values[0].re) / h
    let s2 = Foundation.log(values[1].re) / h
    let product = s1 * s2
    guard product > 0 else { return nil }
    let omega = product.squareRoot()
    return (-(s1 + s2) / (2 * omega), omega, 2 * Double.pi / omega)
  }

  /// The longest frame duration (seconds) at which the step is still stable, from the Jury conditions on
  /// the characteristic polynomial `λ² − tr·λ + det`: with ω0² = k/m and ζ = c/(2√(k·m)),
  /// `ω0·h < 2(√(ζ² + 1) − ζ)` (the other conditions, `c·h/m < 2` and `k·h²/m > 0`, follow from it).
  ///
  /// The boundary itself (equality) has spectral radius exactly 1 and counts as unstable.
  package static func criticalFrameDuration(stiffness: Double, damping: Double, mass: Double) -> Double {
    let omega0 = (stiffness / mass).squareRoot()
    let zeta = damping / (2 * (stiffness * mass).squareRoot())
    // 2(√(ζ²+1) − ζ) = 2/(√(ζ²+1) + ζ), the second form without cancellation for large ζ.
    return 2 / ((zeta * zeta + 1).squareRoot() + zeta) / omega0
  }

  /// ``criticalFrameDuration(stiffness:damping:mass:)`` of a spring's stored parameters.
  package static func criticalFrameDuration(of spring: Spring) -> Double {
    criticalFrameDuration(
      stiffness: Double(spring.stiffness), damping: Double(spring.dampingCoefficient), mass: Double(spring.mass))
  }
}
