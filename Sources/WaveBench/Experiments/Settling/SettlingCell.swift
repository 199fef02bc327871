/// The settling of one spring: the formula against the measurements.
struct SettlingCell: Sendable {
  /// The spring.
  let spec: SpringSpec
  /// The spring's nominal ζ and response (s).
  let dampingRatio: Double, response: Double
  /// The equation's damping ratio c / (2√(k·m)) (differs from ζ where the rubberband engaged).
  let effectiveDampingRatio: Double
  /// The engine's `settlingDuration`, s.
  let formula: Double
  /// The exact solution (first), then the engine's step on each schedule.
  let runs: [SettleRun]
  /// The settle time the report recommends instead of the formula, s: when a bound on the exact motion from
  /// rest falls inside the band (``SettlingExperiment/boundedSettleTime(_:)``).
  let boundedSettleTime: Double
  /// |x − target| / |distance| of the exact solution from rest at ``boundedSettleTime``.
  let residualAtBoundedTime: Double

  /// The run of `stepper`, nil when it was not run.
  func run(_ stepper: SettlingStepper) -> SettleRun? { runs.first { $0.stepper == stepper } }
}
