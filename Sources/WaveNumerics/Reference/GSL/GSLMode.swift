import WaveCore

/// How a ``GSLIntegrator`` steps from one frame time to the next.
package enum GSLMode: Sendable, Equatable, CustomStringConvertible {
  /// GSL's driver advances to each frame time adaptively, keeping the local error of each component `y_i`
  /// (position, velocity) below `absTol + relTol·|y_i|`.
  ///
  /// - `absTol`: absolute tolerance in the state's units (position units, units/s), finite, ≥ 0.
  /// - `relTol`: relative tolerance, unitless, finite, ≥ 0; not both 0.
  case adaptive(absTol: Double, relTol: Double)

  /// Each frame of duration `dt` is `substeps` steps of exactly `dt / substeps` (≥ 1), never rejected:
  /// the method's own result at that step size, for per-frame comparisons with the engine.
  ///
  /// The steps run on a ``GSLDriver`` with the control bypassed
  /// (``GSLDriver/applyFixedStep(time:stepSize:count:state:acceptingEveryStep:)``) and the driver's
  /// tolerance set beyond reach, so nothing in GSL constrains the step:
  /// - the implicit Runge–Kutta methods stop their Newton iteration after one iteration, which for this
  ///   linear system with its exact Jacobian already solves the stage equations (measured: the same
  ///   results as with a 1e-12 tolerance, to rounding);
  /// - `msadams` and `msbdf` choose their order by comparing error estimates with that tolerance, so they
  ///   stay at order 1 (measured: errors fall 4× per 4× more sub-steps). Use them adaptively;
  /// - a step the method itself cannot take (a non-finite error estimate: `bsimp`'s runaway guard, which
  ///   compares each step's change with |y_i| and so can trip near a turning point) throws.
  case fixed(substeps: Int)

  /// The reference setting: adaptive with ``Tolerance/gslReference`` (1e-12) absolute and relative.
  static let reference = GSLMode.adaptive(absTol: Tolerance.gslReference, relTol: Tolerance.gslReference)

  /// `adaptive(abs 1e-12, rel 1e-12)` or `fixed(4 substeps)`.
  package var description: String {
    switch self {
    case .adaptive(let absTol, let relTol): "adaptive(abs \(absTol), rel \(relTol))"
    case .fixed(let substeps): "fixed(\(substeps) substep\(substeps == 1 ? "" : "s"))"
    }
  }
}
