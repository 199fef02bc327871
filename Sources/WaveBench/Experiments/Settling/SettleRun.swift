import WaveCore

/// One measurement of how an animation settles: by the exact solution or the engine's step on a schedule.
struct SettleRun: Sendable {
  /// The exact solution or the engine on a schedule.
  let stepper: SettlingStepper
  /// ok, unstable (step matrix radius ≥ 1 somewhere in the run), or diverged.
  let status: RunStatus
  /// The measured settle time, s (``SettleTime``), or nil when it does not settle within the horizon.
  let settleTime: Double?
  /// |x − target| / |distance| at the formula's time (the exact solution at the settling duration itself;
  /// the engine on the frame the animator snaps, the first whose time less the first frame's is ≥ it): what
  /// the animator's final snap jumps.
  ///
  /// nil when diverged.
  let residualAtFormula: Double?
  /// The horizon that was simulated, s: "all later frames" means all frames up to here.
  let horizon: Double
  /// settleTime / settlingDuration, the one direction every table and finding uses (> 1: the formula comes
  /// too early); nil when it never settles.
  let measuredOverFormula: Double?
  /// Whether the formula's time comes too early: the residual there is outside the settled band
  /// (``Tolerance/settledFraction``), so the final snap is visible.
  ///
  /// False when diverged.
  let formulaTooEarly: Bool

  /// A run whose spring's settling duration is `formula` (s, > 0).
  init(
    stepper: SettlingStepper, status: RunStatus, settleTime: Double?, residualAtFormula: Double?, horizon: Double,
    formula: Double
  ) {
    self.stepper = stepper
    self.status = status
    self.settleTime = settleTime
    self.residualAtFormula = residualAtFormula
    self.horizon = horizon
    self.measuredOverFormula = settleTime.map { $0 / formula }
    self.formulaTooEarly = Self.outsideBand(residualAtFormula ?? 0)
  }

  /// Whether a residual (|x − target| / |distance|) is outside the settled band (``Tolerance/settledFraction``):
  /// the one rule for "the view snaps visibly when the animator ends".
  static func outsideBand(_ residual: Double) -> Bool { residual > Tolerance.settledFraction }
}
