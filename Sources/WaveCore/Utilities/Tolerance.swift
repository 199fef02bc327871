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
  /// Derivation: GSL keeps each step's local error in a component y below `abs + rel·|y|`. With positions
  /// of O(100) points and velocities of O(1e4) points/s, 1e-12 puts the local error at O(1e-10) of the
  /// state, about 1e6 ulps above rounding (so the controller is not fighting round-off: steps stay
  /// well-defined, hmin is never hit) and, summed over the O(1e3) steps of a few seconds of animation,
  /// still three orders below the 1e-9 agreement the references must reach (``gslVsClosedFormRelative``).
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
  public static let settledFraction: Double = 1e-4

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

  /// GSL's rk8pd at ``gslReference`` against the closed form, relative to the travel distance: 1e-9 (the
  /// agreement issue 3 asks of the two references).
  ///
  /// Derivation: PLACEHOLDER.
  public static let gslVsClosedFormRelative: Double = 1e-9
}
