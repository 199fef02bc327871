import WaveInputs
import WaveIntegrators

/// Max error against cost per frame on one spring, one panel per schedule: what the error-against-cost plot draws
/// (``ErrorCostExperiment``).
///
/// The cost is the right-hand side's evaluations a frame, counted as each run makes them (``EvaluationCounting``):
/// one series per method, one point per number of equal steps a frame (``ErrorCostExperiment/substeps``).
package struct ErrorCost: Sendable {
  /// One method at each number of steps a frame.
  package struct Series: Sendable {
    /// The method.
    package let integrator: IntegratorID
    /// Steps a frame, one per point.
    package let substeps: [Int]
    /// The right-hand side's evaluations per frame at each point, counted, ≥ 0.
    package let evaluationsPerFrame: [Double]
    /// max |x − x_exact| / distance at each point, > 0; nil where the run failed, left the divergence band, or matched
    /// the exact spring to the last bit (no point on a log axis).
    package let maxErrors: [Double?]
  }

  /// The series of one schedule.
  package struct Panel: Sendable {
    package let schedule: ScheduleSpec
    package let series: [Series]
  }

  /// The spring every point is measured on (the report's focus).
  package let spring: SpringSpec
  /// One per schedule, in the report's order.
  package let panels: [Panel]
}
