import WaveInputs

/// A report's recommendation for a spring with a problem on one schedule: the nearest spring (by its look at
/// a main rate) that passes the rules there, found by ``CheckRecommender`` and checked like any spring, with
/// the measured runs before and after.
///
/// The reports' findings carry these, so that a finding that names a problem also names its fix and what the fix
/// measurably changes; `wave-bench check` finds the same fix.
package struct SpringFix: Sendable {
  /// The spring with the problem, and the recommended one.
  package let original: SpringSpec, recommended: SpringSpec
  /// The original's run and the recommended spring's run on the schedule with the problem.
  package let before: CheckRun, after: CheckRun
  /// Where the look is kept (``CheckLook``), and the looks there.
  package let main: ScheduleSpec
  package let lookBefore: CheckLook, lookAfter: CheckLook
  /// The recommended spring's lowest safe constant frame rate, Hz.
  package let lowestSafeRate: Double
  /// The rules the fix was checked against, on `main` and the problem's schedule.
  package let rules: [CheckRule]

  /// The fix for `spec` on `schedule` under `rules`, keeping its look at `main` (the run on `main` must pass
  /// too); nil when `spec` already passes, or no spring within the search passes.
  ///
  /// - Parameters:
  ///   - spec: the spring to fix.
  ///   - schedule: the schedule the problem shows on.
  ///   - main: the app's main rate, whose look the fix keeps; the fix must pass there too.
  ///   - rules: the rules the fix must pass on `main` and `schedule`.
  ///   - travel: points, finite and > 0 (the reports' 1000).
  /// - Returns: The fix with the runs before and after, or nil when `spec` already passes or no spring within the
  ///   search passes.
  /// - Throws: ``SpringParameterError`` when `spec` or a checked spring cannot be built or has no closed form
  ///   (a non-animated spring).
  package static func find(
    _ spec: SpringSpec, on schedule: ScheduleSpec, keepingLookAt main: ScheduleSpec, rules: [CheckRule],
    travel: Double = 1000
  ) throws -> SpringFix? {
    let schedules = main == schedule ? [schedule] : [main, schedule]
    let options = CheckOptions(springs: [spec], schedules: schedules, travel: travel, rules: rules)
    let verdict = try CheckExperiment.check(spec, options: options)
    guard !verdict.passed, let r = try CheckRecommender.recommend(for: verdict, options: options),
      let before = verdict.runs.last, let after = r.verified.last
    else { return nil }
    return SpringFix(
      original: spec, recommended: r.spec, before: before, after: after, main: main, lookBefore: r.lookBefore,
      lookAfter: r.lookAfter, lowestSafeRate: r.lowestSafeRate, rules: rules)
  }
}
