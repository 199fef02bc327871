import WaveAnalysis
import WaveCore
import WaveInputs
import WaveIntegrators

/// `wave-bench check`: each spring on each schedule against the rules, and a verified recommendation for each
/// spring that fails (``CheckRecommender``).
package enum CheckExperiment {
  /// Checks every spring of `options`.
  ///
  /// - Parameters:
  ///   - options: the springs, schedules, travel and rules.
  ///   - budget: the frames every failing spring's fix search shares, in the springs' order
  ///     (``CheckRecommender/recommend(for:options:budget:)``); a spring whose search it stops is marked
  ///     ``SpringCheck/searchStopped``.
  ///   - progress: gets one line per spring.
  /// - Returns: Every spring's verdict, with its recommendation when it fails.
  /// - Throws: ``SpringParameterError`` for a spring that does not build.
  package static func run(
    _ options: CheckOptions, budget: StepBudget = StepBudget(steps: InputLimits.maximumFixSearchFrames),
    progress: (String) -> Void = { _ in }
  ) throws -> CheckResult {
    var springs: [SpringCheck] = []
    // A spring written in several places (`.bouncy` in ten views) is checked once: its verdict is copied to each.
    var checked: [SpringSpec.Motion: SpringCheck] = [:]
    for (index, spec) in options.springs.enumerated() {
      if var same = checked[spec.motion] {
        same.spec = spec
        springs.append(same)
        continue
      }
      progress("check \(index + 1)/\(options.springs.count): \(spec.title)")
      var verdict = try check(spec, options: options)
      if !verdict.passed {
        do {
          verdict.recommendation = try CheckRecommender.fix(for: verdict, options: options, budget: budget)
        } catch is CheckRecommender.BudgetSpent {
          verdict.searchStopped = true
        }
      }
      springs.append(verdict)
      checked[spec.motion] = verdict
    }
    return CheckResult(options: options, springs: springs)
  }

  /// One spring's verdict on every schedule, without a recommendation: what a recommendation is verified by.
  package static func check(_ spec: SpringSpec, options: CheckOptions) throws -> SpringCheck {
    if spec.isInstant { return SpringCheck(spec: spec, lowestSafeRate: nil, runs: [], recommendation: nil) }
    let spring = try spec.spring
    if let model = EngineModel(options.judge(for: spec)) {
      let runs = try options.schedules.map {
        try modelRun(spec: spec, spring: spring, model: model, on: $0, options: options)
      }
      var verdict = SpringCheck(spec: spec, lowestSafeRate: 0, runs: runs, recommendation: nil)
      verdict.judgedAs = model.runner
      return verdict
    }
    let runs = try options.schedules.map { try run(spec: spec, spring: spring, on: $0, options: options) }
    return SpringCheck(
      spec: spec, lowestSafeRate: 1 / EulerStepMatrix.criticalFrameDuration(of: spring), runs: runs,
      recommendation: nil)
  }

  /// The engine's step on one schedule: the accuracy experiment's run over the animator's lifetime (error,
  /// snap, status), the view over the same frames (judder: ``ViewMotion``) and the settling experiment's run over
  /// the settling horizon (settle times); every number is a fraction of the travel there (the runs are linear from
  /// rest), scaled to points here.
  static func run(spec: SpringSpec, spring: Spring, on schedule: ScheduleSpec, options: CheckOptions) throws
    -> CheckRun
  {
    let travel = options.travel(for: spec)
    let row = try AccuracyExperiment.row(spec: spec, spring: spring, schedule: schedule, integrator: EulerIntegrator())
    let lifetime = AccuracyExperiment.lifetime(spring, on: schedule)
    let view = ViewMotion(spring, frames: lifetime)
    let numbers = row.status.hasNumbers
    let (trajectory, _) = SettlingExperiment.engineTrajectory(spring, on: schedule)
    func settled(within fraction: Double) -> Double? {
      guard numbers else { return nil }
      return SettleTime.index(values: trajectory.values, target: 1, distance: 1, fraction: fraction).map {
        trajectory.times[$0]
      }
    }
    let median = schedule.medianDuration()
    let maxError = row.maxError.map { $0 * travel }
    let snap = row.snapPer1000.map { $0 / 1000 * travel }
    let judder = numbers ? view.judder * travel : nil
    let settleTime = settled(within: Tolerance.settledFraction)
    let radius = EulerStepMatrix(spring: spring, dt: median).spectralRadius
    let formula = spring.settlingDuration
    let failures = options.rules.compactMap { rule -> CheckFailure? in
      switch rule {
      case .unstable:
        return row.status == .ok ? nil : CheckFailure(rule: rule, measured: radius, limit: 1)
      case .snap(let limit):
        return exceeds(snap, limit.points(travel: travel), rule)
      case .error(let limit):
        return exceeds(maxError, limit.points(travel: travel), rule)
      case .judder(let limit):
        return exceeds(judder, limit.points(travel: travel), rule)
      case .settle(let ratio):
        return exceeds(settleTime.map { $0 / formula }, ratio, rule)
      }
    }
    return CheckRun(
      schedule: schedule, travel: travel, status: row.status, spectralRadius: radius, maxError: maxError, snap: snap,
      settleTime: settleTime, judder: judder, formulaTime: formula,
      clearOfSnapLimit: options.snapLimit(travel: travel).flatMap { settled(within: $0 / travel) },
      look: CheckLook(spring, dt: median), failures: failures,
      framesStepped: 2 * lifetime.count + trajectory.times.count)
  }

  /// The failure of `rule` when `measured` is above `limit` or absent (a number that cannot be measured
  /// fails its rule).
  static func exceeds(_ measured: Double?, _ limit: Double, _ rule: CheckRule) -> CheckFailure? {
    guard let measured, measured <= limit else { return CheckFailure(rule: rule, measured: measured, limit: limit) }
    return nil
  }
}
