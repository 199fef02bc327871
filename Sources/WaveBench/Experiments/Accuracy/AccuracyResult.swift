import WaveNumerics

/// Every number and verdict of the accuracy report, keyed by typed values (``SpringSpec``, ``ScheduleSpec``,
/// ``IntegratorID``): what ``AccuracyExperiment/run(springs:schedules:integrators:costs:progress:)`` returns
/// and what the renderers turn into Markdown, JSON and plots without computing anything themselves.
struct AccuracyResult: Sendable {
  /// The travel of every run, points (``AccuracyExperiment/distance``).
  let distance: Double
  /// The springs, in the order given.
  let springs: [SpringSpec]
  /// The schedules, in the order given, with their typical and longest frames.
  let schedules: [ScheduleFrames]
  /// The integrators compared, in the order given.
  let integrators: [IntegratorID]
  /// One row per spring × schedule × integrator, in that nesting order.
  let rows: [AccuracyRow]
  /// One summary per integrator, in the order of ``integrators``.
  let summaries: [IntegratorAccuracy]
  /// The measured orders.
  let convergence: ConvergenceResult
  /// The orders of the methods whose order is their own step's on the report's springs and a stiff one
  /// (``ConvergenceExperiment/ownOrders(integrators:springs:progress:)``).
  let springConvergence: ConvergenceResult
  /// Max error against evaluations per frame on the focus spring, one panel per schedule (``ErrorCostExperiment``).
  let errorCost: ErrorCost
  /// The engine's step in Float beside Double, one per spring × schedule, in the order of ``rows``.
  let floatRows: [FloatAccuracyRow]
  /// The engine's 60 Hz vs 120 Hz gap, one per spring.
  let drift: [FrameRateDrift]
  /// The spring and schedule the plots and findings look at, and the series the plots draw.
  let focus: AccuracyFocus
  /// Accuracy at the focus schedule beside the cost of a frame, sorted by cost; nil when no costs were given.
  let costs: [AccuracyCost]?
  /// The key findings, in the order the report lists them.
  let findings: [AccuracyFinding]
  /// The cross-engine page: the engine's step and every peer model side by side.
  let crossEngine: CrossEngineResult
  /// The catalogue's integrators the reports leave out, and why (``IntegratorCatalogue/leftOutOfReports``).
  var leftOut: [(name: String, reason: String)] = IntegratorCatalogue.leftOutOfReports

  /// The rows of the engine's step, in the order of ``rows``.
  var engineRows: [AccuracyRow] { rows.filter { $0.integrator.isEngineStep } }

  /// The springs another engine runs (``SpringSpec/runsOnWave`` false), in the order given: the tables show them
  /// stepped as Wave would, and no finding of the engine's step gives them a verdict.
  var steppedAsWave: [SpringSpec] { springs.filter { !$0.runsOnWave } }

  /// A schedule with the durations the report quotes for it.
  struct ScheduleFrames: Sendable {
    let schedule: ScheduleSpec
    /// The median of its first 240 frame durations, s (``ScheduleSpec/medianDuration``).
    var medianFrame: Double { schedule.medianDuration }
    /// The longest of its first 240 frame durations, s (``ScheduleSpec/longestDuration``).
    var longestFrame: Double { schedule.longestDuration }

    init(_ schedule: ScheduleSpec) {
      self.schedule = schedule
    }
  }
}
