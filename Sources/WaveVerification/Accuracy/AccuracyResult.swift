import WaveInputs

/// Every number and verdict of the accuracy report, keyed by typed values (``SpringSpec``, ``ScheduleSpec``,
/// ``IntegratorID``): what ``AccuracyExperiment/run(springs:schedules:integrators:costs:progress:)`` returns
/// and what the renderers turn into Markdown, JSON and plots without computing anything themselves.
public struct AccuracyResult: Sendable {
  /// The travel of every run, points (``AccuracyExperiment/distance``).
  public let distance: Double
  /// The springs, in the order given.
  public let springs: [SpringSpec]
  /// The schedules, in the order given, with their typical and longest frames.
  public let schedules: [ScheduleFrames]
  /// The integrators compared, in the order given.
  public let integrators: [IntegratorID]
  /// One row per spring × schedule × integrator, in that nesting order.
  public let rows: [AccuracyRow]
  /// One summary per integrator, in the order of ``integrators``.
  public let summaries: [IntegratorAccuracy]
  /// The measured orders.
  public let convergence: ConvergenceResult
  /// The engine's 60 Hz vs 120 Hz gap, one per spring.
  public let drift: [FrameRateDrift]
  /// The spring and schedule the plots and findings look at, and the series the plots draw.
  public let focus: AccuracyFocus
  /// Accuracy at the focus schedule beside the cost of a frame, sorted by cost; nil when no costs were given.
  public let costs: [AccuracyCost]?
  /// The key findings, in the order the report lists them.
  public let findings: [AccuracyFinding]
  /// The cross-engine page: the engine's step and every peer model side by side.
  public let crossEngine: CrossEngineResult

  /// The rows of the engine's step, in the order of ``rows``.
  public var engineRows: [AccuracyRow] { rows.filter { $0.integrator.isEngineStep } }

  /// A schedule with the durations the report quotes for it.
  public struct ScheduleFrames: Sendable {
    public let schedule: ScheduleSpec
    /// The median and the longest of its first 240 frame durations, s (``ScheduleSpec/medianDuration(count:)``).
    public let medianFrame: Double, longestFrame: Double

    init(_ schedule: ScheduleSpec) {
      self.schedule = schedule
      medianFrame = schedule.medianDuration()
      longestFrame = schedule.longestDuration()
    }
  }
}
