import WaveNumerics

/// A report's recommendation for a spring with a problem on one schedule: what ``CheckRecommender`` recommends
/// when the spring is checked like `wave-bench check` checks it, with the run's schedules and the default rules
/// (``CheckRule/defaults``), with the measured runs before and after on the problem's schedule.
///
/// The reports' findings carry these, so that a finding that names a problem also names its fix and what the fix
/// measurably changes; `wave-bench check` on the same schedules finds the same fix and passes it.
struct SpringFix: Sendable {
  /// The spring with the problem, and the recommended one.
  let original: SpringSpec, recommended: SpringSpec
  /// The original's run and the recommended spring's run on the schedule with the problem.
  let before: CheckRun, after: CheckRun
  /// The check's recommendation: the look change, what forced it, the runs on every schedule.
  let recommendation: CheckRecommendation
  /// The schedules the fix was checked on (the first is the main rate, whose look it keeps), and the rules.
  let schedules: [ScheduleSpec]
  let rules: [CheckRule]
  /// The velocities the spring was released with, as `check` releases it (``CheckSetup/releases(for:)``: from
  /// rest, or every fling for a spring made for gestures).
  let releases: ReleaseVelocities
  /// The travels the spring was checked over, points (``CheckSetup/travels(for:)``).
  let travels: TravelRange
  /// The engine every spring was judged as (`--engine`); nil: each as its own engine runs it.
  let engine: SpringEngine?

  /// The fix for `spec`, checked as `base` checks a spring (its travel, rules and engine) on its schedules, as `check`
  /// recommends it for the spring's runner
  /// (``SpringCheck/judgedAs``): the nearest passing spring for Wave's, SwiftUI's `.spring` for an
  /// `.interpolatingSpring`, none for SwiftUI's `.spring` and Core Animation; nil when `spec` already passes, or no
  /// spring within the search passes.
  ///
  /// - Parameters:
  ///   - spec: the spring to fix.
  ///   - problem: the schedule the problem shows on; added to `base`'s schedules when it is not among them.
  ///   - base: the check's options: its schedules (the first is the app's main rate, whose look the fix keeps),
  ///     travel, rules and engine; its springs are not read.
  ///   - budget: the frames the report's fix searches share (``CheckRecommender/recommend(for:options:budget:)``).
  /// - Returns: The fix with the runs before and after, or nil when `spec` already passes, its runner gets no
  ///   recommendation, no spring within the search passes, or `budget` ran out first.
  /// - Throws: ``SpringParameterError`` when `spec` or a checked spring cannot be built or has no closed form
  ///   (a non-animated spring).
  static func find(
    _ spec: SpringSpec, on problem: ScheduleSpec, like base: CheckSetup, budget: StepBudget? = nil
  ) throws -> SpringFix? {
    let all = base.schedules.contains(problem) ? base.schedules : base.schedules + [problem]
    let options = base.checking([spec], on: all)
    let verdict = try CheckExperiment.check(spec, options: options)
    guard !verdict.passed, let index = all.firstIndex(of: problem) else { return nil }
    // The recommendation `check` makes for the spring's runner (``CheckExperiment/run(_:budget:progress:)``).
    let found: CheckRecommendation?
    do {
      found = try CheckRecommender.fix(for: verdict, options: options, budget: budget)
    } catch is CheckRecommender.BudgetSpent {
      return nil
    }
    guard let r = found else { return nil }
    return SpringFix(
      original: spec, recommended: r.spec, before: verdict.worstRuns[index], after: r.verified[index],
      recommendation: r,
      schedules: all, rules: options.rules, releases: verdict.releases.velocities, travels: options.travels(for: spec),
      engine: options.engine)
  }

  /// The main rate: where the look is kept.
  var main: ScheduleSpec { schedules[0] }
}
