import WaveCore
import WaveNumerics

/// The spring and schedule the accuracy report's plots and findings look at, and the series its plots draw,
/// taken from the experiment's own runs.
struct AccuracyFocus: Sendable {
  /// The first of `defaultInteractive` (0.8/0.2) and `defaultAnimated` (1/0.82) among the springs, else the
  /// first spring.
  let spring: SpringSpec
  /// 60 Hz when among the schedules, else the first schedule.
  let schedule: ScheduleSpec
  /// The trajectory panels: the focus schedule, then 30 Hz when among the schedules and not the focus.
  let panels: [TrajectoryPanel]
  /// The engine's step minus the exact solution on the focus spring, one series per schedule.
  let errors: [ErrorSeries]

  /// Every integrator's trajectory for the focus spring on one schedule (over the animator's lifetime); an
  /// integrator that threw is left out.
  struct TrajectoryPanel: Sendable {
    let schedule: ScheduleSpec
    let runs: [Run]
    /// |x − x_exact| / distance at every frame, by integrator (the exact solution's own run has none): what a panel
    /// whose lines all hide under the exact one plots instead.
    let deviations: [IntegratorID: [Double]]
    /// One integrator's run: its trajectory and that trajectory's extremes.
    typealias Run = (integrator: IntegratorID, trajectory: Trajectory, extremes: Extremes)
  }

  /// The lowest and highest finite value of a series (both NaN when it has none): what a plot names where
  /// the series leaves its axis.
  struct Extremes: Sendable, Equatable {
    let lowest: Double, highest: Double
    init(_ values: [Double]) {
      let finite = values.filter(\.isFinite)
      lowest = finite.min() ?? .nan
      highest = finite.max() ?? .nan
    }
  }

  /// (x_engine − x_exact) / distance at every frame of the animator's lifetime on one schedule (signed).
  struct ErrorSeries: Sendable {
    let schedule: ScheduleSpec
    let times: [Double], errors: [Double]
    /// The lowest and highest error.
    let extremes: Extremes
  }

  /// The focus spring among `springs` (at least one), on `schedules`.
  ///
  /// The spring of the user's that Wave runs (not among ``SpringSpec/documented``, ``SpringSpec/runsOnWave``) whose
  /// engine step grows most at a schedule's typical frame, when one grows (ρ ≥ 1: the run the user must see); else
  /// `defaultInteractive`, else `defaultAnimated`, else the first spring Wave runs, else the first.
  static func spring(in springs: [SpringSpec], schedules: [ScheduleSpec]) -> SpringSpec {
    let user = springs.filter { !SpringSpec.documented.contains($0) && $0.runsOnWave }
    let radii = user.map { spec -> Double in
      guard let spring = try? spec.spring else { return 0 }
      return schedules.map { EulerStepMatrix(spring: spring, dt: $0.medianDuration).spectralRadius }.max() ?? 0
    }
    if let worst = radii.indices.max(by: { radii[$0] < radii[$1] }), radii[worst] >= 1 { return user[worst] }
    return springs.first { $0 == SpringSpec.documented[0] } ?? springs.first { $0 == SpringSpec.documented[1] }
      ?? springs.first(where: \.runsOnWave) ?? springs[0]
  }

  /// The focus schedule among `schedules` (at least one).
  static func schedule(in schedules: [ScheduleSpec]) -> ScheduleSpec {
    schedules.first { $0 == .fps(60) } ?? schedules[0]
  }

  /// The focus for `spring`, with the focus schedule chosen among `schedules` and the series taken from `runs`.
  ///
  /// - Parameters:
  ///   - spring: the focus spring (``spring(in:)``).
  ///   - schedules: the experiment's schedules, at least one; the focus schedule is chosen among them.
  ///   - runs: the focus spring's runs, one list per schedule of `schedules` (same order), each
  ///     with one run per integrator in the experiment's order.
  init(spring: SpringSpec, schedules: [ScheduleSpec], runs: [[AccuracyExperiment.Run]]) {
    self.spring = spring
    let focus = Self.schedule(in: schedules)
    schedule = focus
    let panelIndices =
      [schedules.firstIndex(of: focus)!]
      + schedules.indices.filter { schedules[$0] == .fps(30) && schedules[$0] != focus }
    panels = panelIndices.map { index in
      var deviations: [IntegratorID: [Double]] = [:]
      for run in runs[index] where run.row.integrator != .closedForm {
        guard let x = run.trajectory else { continue }
        deviations[run.row.integrator] = zip(x.values, run.exact.values).map {
          abs($0 - $1) / AccuracyExperiment.distance
        }
      }
      return TrajectoryPanel(
        schedule: schedules[index],
        runs: runs[index].compactMap { run in
          run.trajectory.map { (run.row.integrator, $0, Extremes($0.values)) }
        }, deviations: deviations)
    }
    errors = zip(schedules, runs).compactMap { schedule, runs in
      guard let engine = runs.first(where: { $0.row.integrator.isEngineStep }), let x = engine.trajectory else {
        return nil
      }
      let errors = zip(x.values, engine.exact.values).map { ($0 - $1) / AccuracyExperiment.distance }
      return ErrorSeries(schedule: schedule, times: x.times, errors: errors, extremes: Extremes(errors))
    }
  }
}
