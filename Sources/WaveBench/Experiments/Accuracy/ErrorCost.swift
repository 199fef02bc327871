import WaveNumerics

/// Max error against cost per frame on one spring, one panel per schedule: what the error-against-cost plot draws
/// (``ErrorCostExperiment``).
///
/// The cost is the right-hand side's evaluations a frame, counted as each run makes them (``EvaluationCounting``):
/// one series per method, one point per number of equal steps a frame (``ErrorCostExperiment/substeps``).
struct ErrorCost: Sendable {
  /// One method at each number of steps a frame.
  struct Series: Sendable {
    /// The method.
    let integrator: IntegratorID
    /// Steps a frame, one per point.
    let substeps: [Int]
    /// The right-hand side's evaluations per frame at each point, counted, ≥ 0.
    let evaluationsPerFrame: [Double]
    /// max |x − x_exact| / distance at each point, > 0; nil where the run failed, left the divergence band, or matched
    /// the exact spring to the last bit (no point on a log axis).
    let maxErrors: [Double?]
  }

  /// The series of one schedule.
  struct Panel: Sendable {
    let schedule: ScheduleSpec
    let series: [Series]
  }

  /// The spring every point is measured on (the report's focus).
  let spring: SpringSpec
  /// One per schedule, in the report's order.
  let panels: [Panel]
}
