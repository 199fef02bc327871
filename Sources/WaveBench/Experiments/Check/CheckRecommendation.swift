import WaveCore

/// What to do instead of a failing spring, found by search and verified by checking it like any other
/// spring (``CheckExperiment/check(_:options:)``).
struct CheckRecommendation: Sendable {
  /// The recommended spring: the passing spring whose motion at the main rate is nearest the original's
  /// (``CheckRecommender``).
  let spec: SpringSpec
  /// The travel the spring was checked over, points.
  let travel: Double
  /// How the view's motion at the main rate changes (``LookChange``).
  let lookChange: LookChange
  /// The rules the original broke, each with the schedule where it broke it: what forced the change.
  let forcedBy: [(rule: CheckRule, schedule: String)]
  /// Its own check, one run per schedule: it passes every rule on every schedule (that is why it was chosen).
  let verified: [CheckRun]
  /// Its lowest safe constant frame rate, Hz (``SpringCheck/lowestSafeRate``).
  let lowestSafeRate: Double
  /// The original's effective spring and the recommendation's at the main rate (``CheckLook``).
  let lookBefore: CheckLook, lookAfter: CheckLook
  /// The main schedule's name: where the looks are taken.
  let mainSchedule: String
  /// For a snap failure: the original's worst schedule, the time the motion needs to stay within the snap
  /// limit (s), and the settling duration that ends it (s).
  ///
  /// nil otherwise.
  let settleCorrection: (schedule: String, needed: Double?, formula: Double)?
  /// For an error failure: the largest error of the exact per-frame propagator (WaveNumerics) on the same
  /// springs and schedules, points: what stepping exactly instead of with Euler would leave.
  ///
  /// nil otherwise.
  let propagatorError: Double?
  /// Candidates whose full check ran before one passed (the cheaper stability test rejects more).
  let candidatesChecked: Int
  /// The rules the fix was checked against: the spring's, without those silenced for it.
  let rules: [CheckRule]
  /// The fix in the words the failing spring was given in, when those are another engine's than ``spec``'s (a
  /// Framer entry judged as Wave steps it, a SwiftUI spring under `--engine wave`): each number to three significant
  /// digits when that spring passes too, else exact; nil when the words are the same or the engine cannot build the
  /// spring exactly (``CheckRecommender/inOwnConvention(for:of:options:)``).
  var inOwnConvention: EngineSpring?
  /// The schedules, in the verified order, at whose median frame the fix's step (Wave's, for a spring Wave runs) has
  /// a negative real eigenvalue, with it: a mode that flips sign every frame (``EulerStepMatrix``), which the rules
  /// pass while it stays small, and which a longer frame or a larger fling can show.
  let flipsSign: [(schedule: String, eigenvalue: Double)]
  /// The margin the fix was sought with, for a spring released at a velocity (``CheckSetup/withMargin(_:)``); nil
  /// from rest.
  var margin: Margin?

  /// The releases and travels beyond the given ones at which a fix was asked to pass too.
  struct Margin: Sendable {
    /// Whether the fix passes there: false when no spring the search reached did, and the fix passes the given
    /// releases and travels only.
    let kept: Bool
    /// The release velocities of the margin, pt/s: the given ones ``CheckSetup/marginVelocityFactor`` times as fast.
    let velocities: ReleaseVelocities
    /// The smallest travel of the margin, points: ``CheckSetup/marginTravelFactor`` times the smallest given.
    let travel: Double

    /// The margin a fix for `spec` is sought with (``CheckSetup/withMargin(_:)``), `kept` or not; nil when there is
    /// none.
    init?(for spec: SpringSpec, options: CheckSetup, kept: Bool) {
      guard let wider = options.withMargin(spec) else { return nil }
      self.kept = kept
      velocities = options.releases(for: wider).velocities
      travel = options.travels(for: wider).lower
    }
  }

  init(
    spec: SpringSpec, verified: SpringCheck, travel: Double, lookChange: LookChange, lookBefore: CheckLook,
    lookAfter: CheckLook, mainSchedule: String, forcedBy: [(rule: CheckRule, schedule: String)],
    settleCorrection: (schedule: String, needed: Double?, formula: Double)?, propagatorError: Double?,
    candidatesChecked: Int, rules: [CheckRule]
  ) {
    self.spec = spec
    self.travel = travel
    self.lookChange = lookChange
    self.forcedBy = forcedBy
    self.verified = verified.worstRuns
    self.lowestSafeRate = verified.lowestSafeRate ?? .infinity
    self.lookBefore = lookBefore
    self.lookAfter = lookAfter
    self.mainSchedule = mainSchedule
    self.settleCorrection = settleCorrection
    self.propagatorError = propagatorError
    self.candidatesChecked = candidatesChecked
    self.rules = rules
    let spring = spec.runsOnWave ? try? spec.spring : nil
    flipsSign = verified.worstRuns.compactMap { run in
      guard let spring else { return nil }
      let (first, second) = EulerStepMatrix(spring: spring, dt: run.schedule.medianDuration).eigenvaluePair
      let flipping = [first, second].filter { $0.im == 0 && $0.re < 0 }.map(\.re).min()
      return flipping.map { (run.schedule.name, $0) }
    }
  }
}
