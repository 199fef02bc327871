import WaveInputs

/// What to do instead of a failing spring, found by search and verified by checking it like any other
/// spring (``CheckExperiment/check(_:options:)``).
package struct CheckRecommendation: Sendable {
  /// The recommended spring: the passing spring whose look at the main rate is nearest the original's
  /// (``CheckLook/distance(to:)``).
  package let spec: SpringSpec
  /// Its own check, one run per schedule: it passes every rule on every schedule (that is why it was chosen).
  package let verified: [CheckRun]
  /// Its lowest safe constant frame rate, Hz (``SpringCheck/lowestSafeRate``).
  package let lowestSafeRate: Double
  /// The original's look and the recommendation's at the main rate.
  package let lookBefore: CheckLook, lookAfter: CheckLook
  /// The main schedule's name: where the looks are taken.
  package let mainSchedule: String
  /// For a snap failure: the original's worst schedule, the time the motion needs to stay within the snap
  /// limit (s), and the settling duration that ends it (s).
  ///
  /// nil otherwise.
  package let settleCorrection: (schedule: String, needed: Double?, formula: Double)?
  /// For an error failure: the largest error of the exact per-frame propagator (WaveReference) on the same
  /// springs and schedules, points: what stepping exactly instead of with Euler would leave.
  ///
  /// nil otherwise.
  package let propagatorError: Double?
  /// Candidates whose full check ran before one passed (the cheaper stability test rejects more).
  package let candidatesChecked: Int

  package init(
    spec: SpringSpec, verified: SpringCheck, lookBefore: CheckLook, lookAfter: CheckLook, mainSchedule: String,
    settleCorrection: (schedule: String, needed: Double?, formula: Double)?, propagatorError: Double?,
    candidatesChecked: Int
  ) {
    self.spec = spec
    self.verified = verified.runs
    self.lowestSafeRate = verified.lowestSafeRate
    self.lookBefore = lookBefore
    self.lookAfter = lookAfter
    self.mainSchedule = mainSchedule
    self.settleCorrection = settleCorrection
    self.propagatorError = propagatorError
    self.candidatesChecked = candidatesChecked
  }
}
