/// One measurement of how an animation settles: by the exact solution or the engine's step on a schedule.
public struct SettleRun: Sendable {
  /// `exact` or the schedule's name.
  public let stepper: String
  /// ok, unstable (step matrix radius ≥ 1 somewhere in the run), or diverged.
  public let status: RunStatus
  /// The measured settle time, s (``SettleTime``), or nil when it does not settle within the horizon.
  public let settleTime: Double?
  /// |x − target| / |distance| at the formula's time (the exact solution at the settling duration itself;
  /// the engine at the first frame whose time is ≥ it): what the animator's final snap jumps. nil when
  /// diverged.
  public let residualAtFormula: Double?
  /// The horizon that was simulated, s: "all later frames" means all frames up to here.
  public let horizon: Double
}
