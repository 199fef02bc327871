import WaveConventions
import WaveInputs

/// One spring's verdict: its runs on every schedule, and a recommendation when it fails.
package struct SpringCheck: Sendable {
  /// The spring as given.
  package var spec: SpringSpec
  /// The lowest constant frame rate at which the engine's step is stable, Hz; nil for an instant spring.
  ///
  /// 1 / the critical frame duration (``EulerStepMatrix/criticalFrameDuration(of:)``); at that rate itself the
  /// radius is exactly 1.
  package let lowestSafeRate: Double?
  /// One run per schedule, in the options' order; none for an instant spring (``SpringSpec/isInstant``), which
  /// has no motion to measure and passes.
  package let runs: [CheckRun]
  /// The nearest spring that passes, when this one fails (nil when it passes, or when none was found).
  package var recommendation: CheckRecommendation?
  /// The animation the spring was judged as (``CheckOptions/judge(for:)``): Wave's step, SwiftUI's fluid or
  /// interpolating spring, or Core Animation's.
  package var judgedAs: SpringRunner = .wave
  /// Whether the fix search stopped at the run's budget (``CheckRecommender/BudgetSpent``) before it ended: no
  /// recommendation, and none ruled out.
  package var searchStopped = false

  /// Whether every run passes every rule.
  package var passed: Bool { runs.allSatisfy { $0.failures.isEmpty } }
}
