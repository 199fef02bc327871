import Foundation

/// The one home of WaveBench's numerical tolerances.
///
/// Every comparison that is not bit-exact uses a constant from here, and each constant says where its value comes from.
///
/// Add a constant here (with its derivation) rather than writing a literal tolerance in a test or a check.
package enum Tolerance {
  /// Closed form vs an independent closed form, or vs a high-precision evaluation, relative to the
  /// travel distance: 1e-12.
  ///
  /// Derivation: each evaluation is a handful of correctly rounded operations plus `exp`, `sin`/`cos`,
  /// `expm1` (glibc: < 1 ulp each), i.e. O(10) ulps ≈ 2e-15 of the largest term; the largest term is bounded
  /// by |u0| + |v0|·t·e^{−γt} ≲ a few distances. 1e-12 leaves a factor ~100 of margin for arguments ω·t up to
  /// ~1e3 (where argument rounding costs ω·t ulps).
  package static let closedFormRelative: Double = 1e-12

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
  package static let gslReference: Double = 1e-12

  /// The fraction of its travel distance that each component of a custom `SpringInterpolatable` type
  /// may still be from the target when its animation reaches the spring's `settlingDuration`: 1e-4
  /// (the validation kit's convergence check).
  ///
  /// Derivation: this is upstream's own definition of the settling duration (``Spring/settlingPercentage``,
  /// 0.01 % of the distance left), so a conformance is held to what the engine promises and no more. Springs
  /// for which the engine's own scalar step misses it at a frame duration (overdamped springs, whose
  /// settling duration is 1.25 × the critically damped one's; springs whose Euler step is unstable at that
  /// frame duration) are named in the report instead of failing the type.
  package static let settledFraction: Double = Spring.settlingPercentage

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
  package static let mistakeMatchULPs: Double = 64

  /// The rounding band of one semi-implicit Euler step: how far two correct computations of the same step, in
  /// any operation order and in any precision down to that of the unit the band is expressed in, can be apart:
  /// 32 ulps (of that unit) of the magnitudes the step adds up, separately for the velocity and the value.
  ///
  /// The magnitudes, for value x, target t, velocity v, frame duration h, stiffness k, damping coefficient c,
  /// mass m and results x′, v′ (for an angle of period P, P is added to |x| + |t| and to M_x):
  ///
  ///     M_v = |v| + |v′| + (k·h/m)·(|x| + |t|) + (c·h/m)·|v|
  ///     M_x = |x| + |x′| + h·M_v
  ///
  /// Derivation: v′ = v + ((−k·(x − t) − c·v)/m)·h is seven inputs rounded to the computing type (each to
  /// within u = ½ ulp of itself) and seven operations (each adding ≤ u of its result). To first order the
  /// error of v′ is u times the sum, over these roundings, of each rounded quantity times its weight in v′:
  /// |v| and |v′| once; (k·h/m)·(|x| + |t|) for x and t; (k·h/m)·|x − t| for k, x − t and the product;
  /// (c·h/m)·|v| for v, c and the product; the force's |F|·h/m ≤ (k·h/m)·|x − t| + (c·h/m)·|v| for m, h, the
  /// difference, the division and the product. With |x − t| ≤ |x| + |t| that is ≤ 9u·M_v. x′ = x + v′·h adds
  /// |x|, |x′| and 2·|v′·h| (h, the product) and carries h times the error of v′: ≤ 11u·M_x. Two
  /// computations (the type's and the kit's) are therefore within 22u = 11 ulps of M; for an angle, forming
  /// the shortest-arc target x + ((t − x) mod P) rounds t − x and the sum, and a type that reduces its value
  /// into [0, P) rounds once more, each ≤ u·(|x| + |t| + P). 32 ulps is about 3 × 11 ulps, for the
  /// second-order terms and regroupings (−k·x + k·t for −k·(x − t), a fused multiply-add). What the band keeps
  /// out differs by a whole term: a constant scaled by a factor f moves v′ by |f − 1|·(k·h/m)·|x − t| or
  /// |f − 1|·(c·h/m)·|v|; for the kit's grid (k·h/m ≥ 0.33) and the samples it advises (magnitudes up to a
  /// thousand, differences ≥ 0.5) that is ≥ 5e-5·|f − 1| of M_v, while 32 ulps are 3.8e-6 of M in Float and
  /// 7.1e-15 in Double, so a factor of 2 or ½ is over 10 times the band even in Float. The kit expresses the
  /// band in Float's ulps to call a difference "rounding" (a conformance may step a Double property in Float on
  /// purpose), and in the component's own type to accept an angle's step, which has no single bit pattern.
  package static let stepRoundingULPs: Double = 32

  /// GSL's rk8pd at ``gslReference`` against the closed form, relative to the travel distance (positions;
  /// velocities relative to ω0 × distance): 1e-9, the agreement the two references must reach.
  ///
  /// Derivation: each accepted step keeps its local error below 1e-12·(1 + |y|). Positions stay within
  /// ~2 distances of 0 and a velocity error δv moves the position by ~δv/ω0, so a step adds at most ~4e-12
  /// of the distance; the damped oscillator's flow does not amplify errors (it contracts in the energy
  /// norm), so the global error is at most the sum over the steps taken before the motion decays, a few
  /// hundred, i.e. ≲ 1e-9. In practice the embedded error estimate is pessimistic: the measured worst case
  /// over 448 springs × 2 problems × 4 schedules × ~10 s (3 million frames) is 3.4e-13, a margin of ~3000
  /// for other GSL builds and libms. The closed form's own error (``closedFormRelative``) is negligible.
  package static let gslVsClosedFormRelative: Double = 1e-9

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
  package static let verificationRelative: Double = 1e-9

  /// The trace and determinant of the engine's Euler step matrix against those of the exact transition
  /// matrix of its effective spring (``EulerStepMatrix/effectiveSpring`` read back through the closed form),
  /// absolute (both are ≤ 2 in magnitude for a stable step): 1e-11.
  ///
  /// Derivation: the round trip log1p/atan2 → ω, ζ → exp/cos costs O(10) ulps of its arguments; the
  /// arguments γh and ωd·h are ≤ 2, so ~1e-15 absolute, but ω·h is formed from ln r and θ whose relative
  /// error is amplified by 1/|ln r| in ζ, and exp(−γh) brings it back, so the absolute error stays O(100)
  /// ulps of 2 ≈ 4e-14. 1e-11 leaves a factor ~250.
  package static let stepMatrixInvariant: Double = 1e-11

  /// A measured convergence order (a least-squares slope of ln error vs ln dt over dt from 1/30 to 1/960 s)
  /// against the method's order: 0.15.
  ///
  /// Derivation: the error is C·dtᵖ(1 + a·dt + …); over dt ≤ 1/30 s with ω·dt ≤ 0.42 (response 0.5 s), the
  /// next term changes the local slope by ≲ a·dt ≈ ω·dt/2 at the coarsest point and half that at the next,
  /// so the fitted slope is off by ≲ 0.1; 0.15 leaves a margin while still telling order 1 from 2 and 4 from 5.
  package static let measuredOrder: Double = 0.15

  /// The least-squares time lead (``TimeLead``), in frames, against a brute-force minimization of the same
  /// sum of squares in a test: 1e-4 frames.
  ///
  /// Derivation: Gauss–Newton on a small-residual problem converges to the minimizer to ~1e-8 of the shift
  /// scale within 4 iterations; the golden-section search the test uses stops at 1e-9 s (6e-8 frames at
  /// 60 Hz). Reports print the lead to 2 decimals; 1e-4 frames is 100× finer and far above both errors.
  package static let timeLeadFrames: Double = 1e-4

  /// How far the Float batch stepper may stray from the Double one (the engine's numbers) over a whole
  /// animation, relative to the animation's magnitude `X = max(|from|, |to|) + |v0|/ω0`: 2e-6.
  ///
  /// Derivation (measured worst case × a stated safety factor; the analytic bound is far too loose to be
  /// useful). Over the 200 seeded animations of `BatchFloatToleranceTests` (UI springs ζ 0.1–1.5, response
  /// 0.15–1.5 s, masses 0.5–3; 60/120 Hz, variable refresh, ±30 % jitter; coordinates in ±1000) the worst
  /// drift is 7.1e-7·X (a lightly damped spring, ζ 0.07 effective, 3175 frames), the median 1.2e-7·X; with
  /// u = 2⁻²⁴ that is ≈ 12u. Two mechanisms set it, both common to every ordering of the step's operations:
  /// rounding k, c, m, each dt and the target to Float (½u each, a frequency error whose phase drift grows
  /// until the motion decays), and the stall near the target (the position stops moving once |v′·h| falls
  /// below half an ulp of the value, which leaves up to ≈ ζ/(ω0·h) ulps, ≤ 43 ulps ≈ 5e-6·X for the
  /// springs above; measured up to 14 ulps). 2e-6 is the measured worst × 2.8 (≈ 17 Float ulps of X), so
  /// other libms, CPUs and schedules have room, while a real change of the arithmetic fails: the step with
  /// the position updated before the velocity fails on all 200 animations (drifts ≥ 5.8e-3), a stiffness
  /// carried at 17 significant bits (a coefficient computed once in lower precision) on 83 of them (worst
  /// 2.2e-5, which a bound of 2e-4 would pass). What no bound on this figure can catch is a regrouping that
  /// only changes roundings (−k·x + k·t for −k·(x − t), t + (u + v′·h) for x + v′·h, (F·h)/m for (F/m)·h,
  /// the step applied as its matrix): measured 6.5e-7 to 1.1e-6, inside Float's own noise. Those are kept
  /// out by the Double batch's bit-for-bit equality with the engine, which shares the kernels.
  package static let batchFloatRelative: Double = 2e-6

  /// How far the batch's vectorised propagator (WaveBatch's `LanePropagator`, what the exact stepper steps per-lane
  /// springs with) may stray from the scalar one (`DampedOscillator.transition(over:)`), per entry, relative to the
  /// entry's scale in that frame: `ρ(1 + γh)` for a and d, `ρh` for b, `ρω0²h` for c, with ρ the frame's decay
  /// (e^{−γh}, or e^{r₁h} for an overdamped spring's slow root r₁): 2⁻⁴⁸ ≈ 3.6e-15, 16 ulps.
  ///
  /// Derivation: both sides evaluate the same formulas operation for operation but for their exp, sin, cos and
  /// expm1. The vector functions reduce the argument exactly to within an ulp of the reduced argument and sum a
  /// Taylor series whose first omitted term is below 2⁻⁵⁶ of the result, so each is within about 2 ulps of the
  /// exact function; the libm's are within 1. The rounding of θ = √−D·h, γh, r₁h and 2sh is the same on both
  /// sides. E and S then differ by at most ≈ 3 + 3 ulps of ρ and ρh, and an entry, a sum of E and γS, by at most
  /// ≈ 8 ulps of its scale. Measured worst over `LanePropagatorTests`' 20,000 seeded (spring, dt) pairs: in its
  /// doc comment. 16 ulps is twice the estimate; a wrong coefficient in a series (or a lost term) moves an entry by
  /// ≥ 1e-9 and fails it by six orders of magnitude.
  package static let batchPropagatorRelative: Double = 0x1p-48

  /// How far a fitted convergence order may fall from (or, for methods whose order on linear problems is
  /// exactly their stated order, rise above) a method's stated order: 0.3.
  ///
  /// Derivation: the slope of log(max error) against log(h), fitted by least squares over step sizes with
  /// h·ω0 ≤ 1.6 and errors ≥ 1e3 × rounding, is biased only by the next term of the error expansion, a
  /// relative O(h·ω0) correction that moves the local slope by ≲ 0.1 over such a range (measured: rk4
  /// 4.03). A method that has lost an order is off by ≥ 1, so 0.3 separates the two with margin on both
  /// sides. It implies rk8pd's ≥ 7 (it must reach 7.7; measured 9.0: on a linear problem only the
  /// stability polynomial matters, and rk8pd's matches e^z one term beyond its stated order 8).
  package static let gslConvergenceOrderSlack: Double = 0.3

  /// How much glibc's heap in use may grow over the 10,000-run GSL leak sweep: 32 KiB.
  ///
  /// Derivation: glibc's smallest chunk is 32 bytes and every GSL object is several (a driver with its
  /// step, control and evolve objects is ~20 chunks), so leaking anything in every run grows the heap by
  /// ≥ 10,000 × 32 B = 320 KB, ten times the bound; one leaked chunk in about every tenth run reaches it.
  /// What does not leak still moves the figure a little (allocator and runtime bookkeeping: measured
  /// growth 0.2–1.2 KB over the sweep), which the bound clears by a factor of ≥ 25.
  package static let gslSweepHeapGrowthBytes: Int = 32 * 1024

  /// A number WaveBench computes by a short formula (a spring's derived parameters, a projection, a
  /// rubberband, a spectral radius, a sum of frame durations) against the same number computed independently
  /// in a test (the formula written out in another order, a hand-derived identity, decimal digits computed
  /// to 30 digits outside the code), relative to the number's magnitude: 1e-12.
  ///
  /// Derivation: both sides are at most a few dozen correctly rounded operations and libm calls (`pow`,
  /// `sqrt`, `log`, `exp`: < 1 ulp each), so without cancellation they agree to ≲ 50 × 1.1e-16 ≈ 6e-15 of
  /// the result. The one cancellation among the uses, `1 − 0.998` in `project` (exact by Sterbenz, but it
  /// exposes 0.998's own representation error, 1.1e-16/0.002 ≈ 5.5e-14 relative), is the largest error the
  /// uses can have; 1e-12 leaves a factor ≥ 18 over it and ≥ 100 over the rest, while any wrong term, factor
  /// or constant changes the result by far more than 1e-12 (the smallest terms the tests isolate, such as
  /// the rubberband's 4e-10 below its asymptote 75, are checked against their own hand-computed value).
  package static let roundingRelative: Double = 1e-12

  /// How far a published figure printed with `decimals` decimals (a number quoted by documentation or a
  /// specification, such as Wave's "61.685") may be from the value it stands for: one unit in its last printed place,
  /// `10^−decimals`.
  ///
  /// Derivation: a rounded figure is within half a unit of the value and a truncated one within one unit
  /// (some sources truncate: 1.1726969… printed as 1.17269); one unit covers both, and a wrong formula is
  /// off by far more than one unit in the last place of a figure printed to 3–5 significant digits.
  package static func printedFigure(decimals: Int) -> Double {
    Foundation.pow(10, -Double(decimals))
  }

  /// The spectral radius against Gelfand's formula ‖Mⁿ‖^{1/n} evaluated by n = 2000 normalized matrix
  /// products of the engine's step, relative: 5e-3.
  ///
  /// Derivation: ‖Mⁿ‖ = C·nᵖ·ρⁿ with C the condition of M's eigenvector basis (p = 0) or, at a repeated
  /// eigenvalue (a critically damped step), p = 1, so the estimate is ρ·(C·nᵖ)^{1/n} = ρ·e^{(ln C + p·ln n)/n}:
  /// ln 2000 / 2000 = 3.8e-3 for a repeated root, ≲ 1e-3 for the others (C ≲ 10). 5e-3 covers the repeated
  /// root with a margin of 1.3 and still rejects a radius off by more than the distance of the test springs'
  /// radii from 1 (≥ 2e-2), i.e. a stable step read as unstable or the reverse.
  package static let gelfandEstimateRelative: Double = 5e-3

  /// How many standard errors a sample mean of a seeded random schedule may be from its expectation: 4.
  ///
  /// Derivation: the mean of n independent draws is within 4σ/√n of the expectation except with probability
  /// 6e-5 (normal tail; n = 1000 uniform draws are well inside the central limit). The draws are seeded, so
  /// the test is deterministic and this only bounds the chance that a correct generator met an unlucky seed,
  /// while a generator biased by a whole σ fails by √n = 32 standard errors.
  package static let sampleMeanStandardErrors: Double = 4

  /// The residual m·u″ + c·u′ + k·u of the closed form, with u″ taken by central differences of step
  /// h = 1e-4 s, relative to k·|u0| (the acceleration scale ω0²·u0 times m): 1e-5.
  ///
  /// Derivation: the difference quotient's truncation error is h²/12·|u⁗| ≤ (ω0·h)²/12 ≈ 8e-8 of ω0²·|u0|
  /// for the test's ω0 = 10 rad/s, and its rounding error 4·ε·|x|/h², with the closed form good to ~10 ulps
  /// of positions |x| ≤ 7, is ≈ 3e-6 absolute, ≈ 6e-9 of k·|u0| = 500. 1e-5 is 100 × the larger; a wrong
  /// term of the solution leaves a residual of order 1 of k·|u0|.
  package static let centralDifferenceRelative: Double = 1e-5

  /// The relative offset either side of a computed stability boundary (the critical frame duration
  /// 2(√(ζ² + 1) − ζ)/ω0) at which a step must be stable (below) and unstable (above): 1e-6.
  ///
  /// Derivation: the boundary is computed to a few ulps (≲ 1e-15 relative), and the spectral radius leaves 1
  /// linearly in h with a slope of order 1 (dρ/dh·h ≈ 1 to 2 for the test springs), so at 1e-6 it is
  /// 1 ∓ ~1e-6, ten orders of magnitude above the rounding of ρ itself; a boundary formula wrong in any term
  /// is off by far more than 1e-6.
  package static let stabilityBoundaryProbe: Double = 1e-6

  /// The fraction of the distance the engine's Euler step still has to go at a spring's settling duration
  /// (the validation kit's "engine does not settle" figure) against the exact solution's, relative: 0.05.
  ///
  /// Derivation (first order in the frame duration h, for the kit's soft overdamped spring ζ 2, ωn 2π at
  /// 120 Hz, whose residual 0.0493 is all in the slow mode s = −1.683/s): substituting λ = 1 + s·h + β·h² into
  /// the step's characteristic polynomial gives β = −k·s/(2s + c), so the step decays like e^{s′t} with
  /// s′ = s + (β − s²/2)·h = s + 0.0136/s, which moves the residual at T = 1.832 s by e^{0.0136·T} − 1 ≈ 2.5 %;
  /// reading it at the first frame at or after T adds up to |s|·h ≈ 1.4 %, and the mode's weight changes by
  /// O(h) as well, partly cancelling. 0.05 is the sum of the two bounds with a margin of 1.3; measured:
  /// 0.7 %. A residual from the wrong mode or the wrong settling time is off by a factor, not by percent.
  package static let eulerResidualRelative: Double = 0.05

  /// Below this fitted slope of ln(error) against ln(frame duration), the error does not shrink with the frame
  /// duration and the slope is no convergence order: 0.5.
  ///
  /// Derivation: every method in the catalogue has order ≥ 1 (measured slopes 0.93–6.2 over 1/30 … 1/960 s);
  /// a model whose error is set by its own fixed internal step or by a lag measures ~0 (rebound and Advance
  /// models: 0.00, react-spring's 1 ms steps: 0.18). 0.5 lies halfway between the two groups.
  package static let minimumConvergenceOrder: Double = 0.5

  /// Below this coefficient of determination R² of the log-log fit, the errors do not follow a power law and the
  /// slope is not read as an order: 0.95.
  ///
  /// Derivation (measured over the convergence table's 42 fits of 3–6 points): clean power laws have
  /// R² ≥ 0.990 (the lowest, msadams on 1/0.5, 0.9900; Euler on 2/0.5, 0.9946); fits that reach the rounding
  /// floor or change regime within the range have R² ≤ 0.853 (rkck on 2/0.5, 0.79; msadams on 2/0.5, 0.70 with
  /// a slope of 8.59). 0.95 separates them with margin on both sides.
  package static let powerLawRSquared: Double = 0.95

  /// The relative worsening `wave-bench compare` allows by default in accuracy reports (`--tolerance`): 0.01.
  /// (Perf reports, whose times are not deterministic, have their own default: `PerfNoiseRule` in WaveBench.)
  ///
  /// Derivation: accuracy metrics are deterministic (the same build gives the same bits), so any change is a
  /// code change; 1 % lets a change of operation order or of a library's last ulps (1e-16 … 1e-12 relative)
  /// through while catching any change a user could see (an error that grows by a hundredth).
  package static let compareRelative: Double = 0.01

  /// `wave-bench compare`: an accuracy metric's change smaller than this, as a fraction of the distance, is
  /// never a change, whatever its ratio: 1e-9 (1e-6 pt on a 1000 pt move).
  ///
  /// Derivation: the errors of the high-order references sit at 1e-11 … 1e-16 of the distance, where the last
  /// bit of the C library's `exp`/`sin`/`cos`/`pow` decides them. Running the suite with glibc's FMA and AVX2
  /// code paths switched off (`GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX2,-FMA`, as on an older CPU) changed 239
  /// numbers of accuracy.json by at most 1.43e-11 of the distance (gsl-msbdf's max error, ×1.5): 1e-9 leaves
  /// a factor 70 above that, and is a million times below a pixel on any screen.
  package static let compareAbsoluteFloor: Double = 1e-9

  /// A recommendation's look change that `check` warns about: the view's largest distance from the user's spring
  /// above 10 % of the travel.
  ///
  /// Derivation: not a numerical tolerance but a threshold of what a person notices. A tenth of the travel is
  /// 40 pt on a 400 pt sheet, well above the few points by which two springs that read as the same differ; the
  /// recommendations for real apps' springs change the motion by about 3 % of the travel, so a change above 10 %
  /// is one the user should look at before shipping it.
  package static let largeLookChange: Double = 0.10

  /// A recommendation's change of visible duration (to 99 % of the travel, or to the settled band) that `check`
  /// warns about: a ratio above 1.5 either way.
  ///
  /// Derivation: a threshold of perception, as ``largeLookChange``: durations within 1.5× of each other keep the
  /// rhythm of an interface (a 300 ms sheet becoming 450 ms is noticeable, but not a different animation).
  package static let largeDurationRatio: Double = 1.5
}

/// The peers' own tolerances and the conventions' round trip: figures that come from another engine's source or
/// published numbers, beside the derived ones in `Tolerance.swift`.
extension Tolerance {
  /// rebound's own tolerance on its published positions and velocities: 1e-4, absolute.
  ///
  /// Source: `assertArrayEquals(…, 0.0001)` in rebound's `SpringTest.testSpringSimulation` and
  /// `testOvershootClamping` (`SpringTest.java:148-149, 270-271`, facebook/rebound 65f155c). The peer's own
  /// figure, used unchanged for the `rebound` model. (Its list tests compare with `is(…)`, bit-exact, and are
  /// ported bit-exact.)
  package static let reboundSpringTest: Double = 1e-4

  /// b3ll's Motion's own tolerance: 0.001, absolute.
  ///
  /// Source: Motion's `EquatableEnough.epsilon` (`Sources/Motion/Protocols/EquatableEnough.swift:54-68`,
  /// b3ll/Motion c9a57f9), the default of the `isApproximatelyEqual(to:)` its `testSpringEvaluation` calls
  /// (`Tests/MotionTests/SpringAnimationTests.swift:136, 142`). The peer's own figure, used unchanged.
  package static let motionEquatableEnough: Double = 0.001

  /// A figure quoted to five decimals (Motion's one-frame 0.97595, the exact 0.98819): half a unit of the fifth
  /// decimal, 5e-6, absolute.
  ///
  /// Derivation: a number printed to five decimals, rounded to nearest, is within 0.5e-5 of the value it
  /// stands for; the check is that the model lands on the quoted digits, no tighter and no looser.
  package static let fiveDecimalFigure: Double = 5e-6

  /// A `float` state (AndroidX's `mValue`, `mVelocity`) against the same double computation rounded once to
  /// float: 1 float ulp of the larger magnitude.
  ///
  /// Derivation: AndroidX evaluates each frame's closed form in double and rounds the result to float once
  /// (`SpringForce.updateValues`), so its value differs from the double closed form by the one rounding (½ ulp)
  /// plus the double evaluation's own error (≲ 1e-15 relative, negligible at float's 6e-8); the oracle rounds
  /// its own double closed form once too, and the two roundings can straddle a float boundary: ≤ 1 ulp.
  package static let floatStateULPs: Float = 1

  /// Relative difference below which an engine's expression of a physical spring builds the same spring back
  /// (`wave-bench convert`: mass, stiffness, and damping relative to the larger of itself and critical damping).
  ///
  /// Derivation: each conversion is a handful of correctly rounded operations (≲ 10 × 1.1e-16 relative), the worst
  /// amplification among them Origami's affine map k = (t − 30)·3.62 + 194 on a stiffness of 1 (constants ≤ 200:
  /// ×200), so an exact round trip differs by ≲ 2.2e-13; the text the command prints (shortest round-trip decimals)
  /// adds nothing. The smallest real difference a convention makes, Float storage, is 2⁻²⁴ ≈ 6e-8: 1e-9 (the bound
  /// `convert` promises, and what `SpringConversion` calls the same spring) sits 4500× above the first and 60× below
  /// the second.
  package static let conventionRoundTrip: Double = 1e-9
}
