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
}
