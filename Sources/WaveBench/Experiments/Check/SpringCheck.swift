/// One spring's verdict: its runs on every schedule, and a recommendation when it fails.
struct SpringCheck: Sendable {
  /// The spring as given.
  var spec: SpringSpec
  /// The lowest constant frame rate at which the engine's step is stable, Hz; nil for an instant spring.
  ///
  /// 1 / the critical frame duration (``EulerStepMatrix/criticalFrameDuration(of:)``); at that rate itself the
  /// radius is exactly 1.
  let lowestSafeRate: Double?
  /// The runs, schedule by schedule in the options' order, each at every release velocity sampled
  /// (``ReleaseSampling``; one run from rest unless velocities are given); none for an instant spring
  /// (``SpringSpec/isInstant``), which has no motion to measure and passes.
  let runs: [CheckRun]
  /// The velocities the spring was released with, and where they came from (``CheckSetup/releases(for:)``).
  var releases: (velocities: ReleaseVelocities, source: CheckSetup.ReleaseSource) = (.rest, .rest)
  /// The nearest spring that passes, when this one fails (nil when it passes, or when none was found).
  var recommendation: CheckRecommendation?
  /// The animation the spring was judged as (``CheckSetup/judge(for:)``): Wave's step, SwiftUI's fluid or
  /// interpolating spring, or Core Animation's.
  var judgedAs: SpringRunner = .wave
  /// The travels the spring was judged at, points, ascending (``CheckSetup/travels(for:)``): one, or a range's ends
  /// and two between.
  var travels: [Double] = []
  /// The schedules and the rules the spring was judged with: the check's, or those its project set for it
  /// (``CheckSetup/applying(_:)``).
  var schedules: [ScheduleSpec] = [], rules: [CheckRule] = []
  /// The numbers of the spring as given that are most likely not what was meant (``SpringHint``); shown with it.
  var hints: [SpringHint] = []
  /// Whether the fix search stopped at the run's budget (``CheckRecommender/BudgetSpent``) before it ended: no
  /// recommendation, and none ruled out.
  var searchStopped = false

  /// Per schedule, in the options' order, the run at its worst velocity (``CheckRun/severity``; the first sampled
  /// on a tie): the row a table shows.
  var worstRuns: [CheckRun] {
    var order: [String] = []
    var worst: [String: CheckRun] = [:]
    for run in runs {
      let name = run.schedule.name
      guard let current = worst[name] else {
        order.append(name)
        worst[name] = run
        continue
      }
      if run.severity > current.severity { worst[name] = run }
    }
    return order.compactMap { worst[$0] }
  }

  /// The velocity of the worst run over every schedule (``CheckRun/severity``), pt/s; nil from rest alone.
  var worstVelocity: Double? {
    guard !releases.velocities.isRest, var worst = runs.first else { return nil }
    for run in runs.dropFirst() where run.severity > worst.severity { worst = run }
    return worst.velocity
  }

  /// Whether every run passes every rule that is not silenced for the spring (``isSilenced(_:)``), and the spring's
  /// numbers pass `plausible` or it is silenced.
  var passed: Bool {
    runs.allSatisfy { $0.failures.allSatisfy(isSilenced) } && !(failsPlausibility && !plausibilitySilenced)
  }

  /// Whether the spring breaks `plausible`: the rule is judged and a number looks mistyped (``hints``).
  var failsPlausibility: Bool { rules.contains(.plausible) && !hints.isEmpty }

  /// Whether `plausible` is silenced for the spring.
  var plausibilitySilenced: Bool { spec.settings.silenced.contains(CheckRule.plausible.kind) }

  /// Whether `failure` breaks a rule silenced for the spring (``CheckSettings/silenced``): listed, marked silenced,
  /// and it does not fail the spring.
  func isSilenced(_ failure: CheckFailure) -> Bool { spec.settings.silenced.contains(failure.rule.kind) }

  /// Whether a run breaks a rule silenced for the spring.
  var hasSilencedFailures: Bool {
    runs.contains { $0.failures.contains(where: isSilenced) } || (failsPlausibility && plausibilitySilenced)
  }
}
