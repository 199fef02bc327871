import WaveCore

/// The one home of WaveBench's numerical tolerances. Every comparison that is not bit-exact uses a
/// constant from here, and each constant says where its value comes from.
///
/// Add a constant here (with its derivation) rather than writing a literal tolerance in a test or a check.
public enum Tolerance {
  /// Closed form vs an independent closed form, or vs a high-precision evaluation, relative to the
  /// travel distance: 1e-12.
  ///
  /// Derivation: each evaluation is a handful of correctly rounded operations plus `exp`, `sin`/`cos`,
  /// `expm1` (glibc: < 1 ulp each), i.e. O(10) ulps ≈ 2e-15 of the largest term; the largest term is bounded
  /// by |u0| + |v0|·t·e^{−γt} ≲ a few distances. 1e-12 leaves a factor ~100 of margin for arguments ω·t up to
  /// ~1e3 (where argument rounding costs ω·t ulps) and is the figure the issues ask for.
  public static let closedFormRelative: Double = 1e-12

  /// The absolute and relative error tolerance GSL's adaptive driver is given when it serves as a reference
  /// (`gsl-<step>` with default options): 1e-12 each.
  ///
  /// Derivation: GSL keeps each step's local error in a component y below `abs + rel·|y|`. For positions of
  /// O(100) points and velocities of O(1e4) points/s that is ~1e-10 of the state, still ~1e4 ulps above
  /// rounding, so the controller never fights round-off (no step underflows, hmin is never needed). With
  /// rk8pd the resulting global error is about half the tolerance, relative to the distance (measured over
  /// ``gslVsClosedFormRelative``'s grid: 6e-7 at 1e-6, 5e-11 at 1e-10, 3.4e-13 at 1e-12), i.e. ~3000×
  /// below the 1e-9 the references must agree to. Tighter is pointless: at 1e-12 the error is already
  /// within a few times the closed form's own rounding.
  public static let gslReference: Double = 1e-12

  /// The fraction of its travel distance that each component of a custom `SpringInterpolatable` type
  /// may still be from the target when its animation reaches the spring's `settlingDuration`: 1e-4
  /// (the validation kit's convergence check).
  ///
  /// Derivation: this is upstream's own definition of the settling duration (``Spring/settlingPercentage``,
  /// 0.01 % of the distance left), so a conformance is held to what the engine promises and no more. Springs
  /// for which the engine's own scalar step misses it at a frame duration (overdamped springs, whose
  /// settling duration is 1.25 × the critically damped one's; springs whose Euler step is unstable at that
  /// frame duration) are named in the report instead of failing the type.
  public static let settledFraction: Double = Spring.settlingPercentage

  /// How close, in units in the last place of the component's own type (Float, Double or CGFloat), a
  /// conformance's result must be to a deliberately mistaken recomputation of the step ("explicit Euler?",
  /// "dt ignored?") for the validation kit to name that mistake: 64 ulps of the largest magnitude involved.
  ///
  /// Derivation: a recomputation performs the same seven correctly rounded operations as the user's code,
  /// possibly in another order; each costs at most ½ ulp of an intermediate no larger than a few times the
  /// largest input or output, so the same formula agrees to ≲ 16 ulps; 64 leaves a factor 4 of margin. The
  /// mistakes it tells apart differ by a whole term of the step (a·dt², v·dt, a factor dt): at least
  /// ~1e-4 of the magnitudes for the springs and frame durations of the kit's grid, far above 64 ulps
  /// (1.4e-14 for Double, 7.6e-6 for Float). Used only to word a hint, never to pass or fail a check.
  public static let mistakeMatchULPs: Double = 64

  /// GSL's rk8pd at ``gslReference`` against the closed form, relative to the travel distance (positions;
  /// velocities relative to ω0 × distance): 1e-9, the agreement issue 3 asks of the two references.
  ///
  /// Derivation: each accepted step keeps its local error below 1e-12·(1 + |y|). Positions stay within
  /// ~2 distances of 0 and a velocity error δv moves the position by ~δv/ω0, so a step adds at most ~4e-12
  /// of the distance; the damped oscillator's flow does not amplify errors (it contracts in the energy
  /// norm), so the global error is at most the sum over the steps taken before the motion decays, a few
  /// hundred, i.e. ≲ 1e-9. In practice the embedded error estimate is pessimistic: the measured worst case
  /// over 448 springs × 2 problems × 4 schedules × ~10 s (3 million frames) is 3.4e-13, a margin of ~3000
  /// for other GSL builds and libms. The closed form's own error (``closedFormRelative``) is negligible.
  public static let gslVsClosedFormRelative: Double = 1e-9

  /// A number of a verification report (an error, an overshoot, a residual) against the same quantity
  /// recomputed independently in a test (the textbook closed form of each damping regime, the engine's step
  /// run by hand, a real animator on a frame driver), relative to the travel distance: 1e-9.
  ///
  /// Derivation: the two sides differ only in how the exact solution is evaluated (error-free discriminant,
  /// combined exponentials vs the plain formulas); each is good to O(10) ulps of its largest term, ≲ 1e-14 of
  /// the distance, except the plain overdamped and near-critical formulas, which cancel: (r₂e^{r₁t} −
  /// r₁e^{r₂t})/(r₂ − r₁) loses log10(|r₁|/|r₂ − r₁|) digits, at most ~4 for the test springs (ζ ≥ 1.5 or
  /// exactly 1). 1e-9 covers 1e-14 × 1e4 with a factor 10 to spare, and is 1e6 below the smallest error
  /// the reports show (Euler at 120 Hz, ~1e-3 of the distance).
  public static let verificationRelative: Double = 1e-9

  /// The trace and determinant of the engine's Euler step matrix against those of the exact transition
  /// matrix of its effective spring (``EulerStepMatrix/effectiveSpring`` read back through the closed form),
  /// absolute (both are ≤ 2 in magnitude for a stable step): 1e-11.
  ///
  /// Derivation: the round trip log1p/atan2 → ω, ζ → exp/cos costs O(10) ulps of its arguments; the
  /// arguments γh and ωd·h are ≤ 2, so ~1e-15 absolute, but ω·h is formed from ln r and θ whose relative
  /// error is amplified by 1/|ln r| in ζ, and exp(−γh) brings it back, so the absolute error stays O(100)
  /// ulps of 2 ≈ 4e-14. 1e-11 leaves a factor ~250.
  public static let stepMatrixInvariant: Double = 1e-11

  /// A measured convergence order (a least-squares slope of ln error vs ln dt over dt from 1/30 to 1/960 s)
  /// against the method's order: 0.15.
  ///
  /// Derivation: the error is C·dtᵖ(1 + a·dt + …); over dt ≤ 1/30 s with ω·dt ≤ 0.42 (response 0.5 s), the
  /// next term changes the local slope by ≲ a·dt ≈ ω·dt/2 at the coarsest point and half that at the next,
  /// so the fitted slope is off by ≲ 0.1; 0.15 leaves a margin while still telling order 1 from 2 and 4 from 5.
  public static let measuredOrder: Double = 0.15

  /// The least-squares time lead (``TimeLead``), in frames, against a brute-force minimization of the same
  /// sum of squares in a test: 1e-4 frames.
  ///
  /// Derivation: Gauss–Newton on a small-residual problem converges to the minimizer to ~1e-8 of the shift
  /// scale within 4 iterations; the golden-section search the test uses stops at 1e-9 s (6e-8 frames at
  /// 60 Hz). Reports print the lead to 2 decimals; 1e-4 frames is 100× finer and far above both errors.
  public static let timeLeadFrames: Double = 1e-4

  /// How far the Float batch stepper may stray from the Double one (the engine's numbers) over a whole
  /// animation, relative to the animation's magnitude `X = max(|from|, |to|) + |v0|/ω0`: 2e-4.
  ///
  /// Derivation (GSL-style: per-step error × steps × amplification × safety). With u = 2⁻²⁴ ≈ 6e-8, a Float
  /// step performs 7 correctly rounded operations; the two that carry the position (`value − target`,
  /// `value + newVelocity·dt`) round at the position's magnitude, ≤ X, so each step adds at most ~4u·X to
  /// the state (the velocity terms, ×dt, are of the same order), and rounding k, c, m, dt and the inputs to
  /// Float perturbs the motion by ~4u·X more per step as a frequency error. The step matrix of a damped
  /// spring is a contraction with decay ρ = e^{−γ·dt} per frame, so injected errors do not add up past
  /// Σρʲ ≈ 1/(γ·dt) frames, times a non-normality factor κ ≤ 1/√(1−ζ²) ≲ 1.01 for ζ ≤ 0.14 and ≤ 2 overall.
  /// For the springs UIs use and the batch tests draw (ζ ≥ 0.1, response ≤ 1.5 s, so γ ≥ 0.42/s; dt ≥ 1/120 s:
  /// 1/(γ·dt) ≤ 290 frames): 8u·X × 290 × 2 ≈ 2.8e-4·X as a worst-case bound; errors of random sign add
  /// like √n, and the measured worst over 200 seeded animations (60/120 Hz, variable refresh, jitter) is
  /// 7.1e-7·X (`BatchFloatToleranceTests`). 2e-4 is the bound rounded to one digit: a failure means a real
  /// change of the arithmetic (an operation reordered, a coefficient recomputed in Float), not bad luck.
  public static let batchFloatRelative: Double = 2e-4

  /// How far a fitted convergence order may fall from (or, for methods whose order on linear problems is
  /// exactly their stated order, rise above) a method's stated order: 0.3.
  ///
  /// Derivation: the slope of log(max error) against log(h), fitted by least squares over step sizes with
  /// h·ω0 ≤ 1.6 and errors ≥ 1e3 × rounding, is biased only by the next term of the error expansion, a
  /// relative O(h·ω0) correction that moves the local slope by ≲ 0.1 over such a range (measured: rk4
  /// 4.03). A method that has lost an order is off by ≥ 1, so 0.3 separates the two with margin on both
  /// sides. It implies rk8pd's ≥ 7 (it must reach 7.7; measured 9.0: on a linear problem only the
  /// stability polynomial matters, and rk8pd's matches e^z one term beyond its stated order 8).
  public static let gslConvergenceOrderSlack: Double = 0.3

  /// How much glibc's heap in use may grow over the 10,000-run GSL leak sweep: 32 KiB.
  ///
  /// Derivation: glibc's smallest chunk is 32 bytes and every GSL object is several (a driver with its
  /// step, control and evolve objects is ~20 chunks), so leaking anything in every run grows the heap by
  /// ≥ 10,000 × 32 B = 320 KB, ten times the bound; one leaked chunk in about every tenth run reaches it.
  /// What does not leak still moves the figure a little (allocator and runtime bookkeeping: measured
  /// growth 0.2–1.2 KB over the sweep), which the bound clears by a factor of ≥ 25.
  public static let gslSweepHeapGrowthBytes: Int = 32 * 1024
}
