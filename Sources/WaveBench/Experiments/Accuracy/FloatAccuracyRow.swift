/// The engine's step in Float (``FloatBatchIntegrator``, WaveBatch's Float path) beside the same step in Double, on
/// one spring and schedule over the animator's lifetime (the accuracy rows' frames).
///
/// Fractions are of the travel distance (``AccuracyExperiment/distance``).
struct FloatAccuracyRow: Sendable {
  /// The spring and the schedule.
  let spring: SpringSpec, schedule: ScheduleSpec
  /// max |x − x_exact| / distance of the step in Double (`euler`) and in Float; nil where the run diverged
  /// (``Divergence``).
  let doubleMaxError: Double?, floatMaxError: Double?
  /// max |x_Float − x_Double| / distance over the frames: what Float alone adds, ≥ 0; nil where either diverged.
  let maxGap: Double?
}
