import WaveInputs

/// The settling of one spring: the formula against the measurements.
public struct SettlingCell: Sendable {
  /// The spring.
  public let spec: SpringSpec
  /// The spring's nominal ζ and response (s).
  public let dampingRatio: Double, response: Double
  /// The equation's damping ratio c / (2√(k·m)) (differs from ζ where the rubberband engaged).
  public let effectiveDampingRatio: Double
  /// The engine's `settlingDuration`, s.
  public let formula: Double
  /// The exact solution (first), then the engine's step on each schedule.
  public let runs: [SettleRun]
  /// The settle time from the equation's slowest mode, s: ln(1/ε) / the slowest decay rate
  /// (``SettlingExperiment/slowestModeTime(_:)``), the correction the report recommends for the formula.
  public let slowestModeTime: Double
  /// |x − target| / |distance| of the exact solution from rest at ``slowestModeTime``.
  public let residualAtSlowestMode: Double

  /// The run of `stepper`, nil when it was not run.
  public func run(_ stepper: SettlingStepper) -> SettleRun? { runs.first { $0.stepper == stepper } }
}
