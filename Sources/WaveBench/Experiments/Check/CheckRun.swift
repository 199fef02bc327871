/// One spring on one schedule at one release velocity, as `check` measures it: the engine's step over 0 → travel
/// points, against the exact spring.
struct CheckRun: Sendable {
  /// The schedule.
  let schedule: ScheduleSpec
  /// The travel, points: 0 → travel.
  let travel: Double
  /// The release velocity, pt/s toward increasing value (negative: a fling away from the target); 0: from rest.
  let velocity: Double
  /// ok, unstable or diverged (``RunStatus/judging(_:target:distance:typicalRadius:)``).
  let status: RunStatus
  /// The step matrix's spectral radius at the schedule's median frame (< 1: the step contracts).
  let spectralRadius: Double
  /// The largest |x − x_exact| over the animator's lifetime, points; nil when the run has no numbers.
  let maxError: Double?
  /// The jump to the target on the frame the animator ends (upstream main ends by time alone), points; nil
  /// when the run has no numbers.
  let snap: Double?
  /// The measured settle time, s: after it every frame stays within upstream's settled band (0.01 % of the
  /// travel, ``Tolerance/settledFraction``); nil when it does not settle within the horizon.
  let settleTime: Double?
  /// The largest back-and-forth of the view from frame to frame, points (``ViewMotion/judder``); nil when the run
  /// has no numbers.
  let judder: Double?
  /// How far a frame puts the view outside the range the exact motion covers, points (``ViewMotion/glitch(exact:)``);
  /// nil when the run has no numbers.
  let glitch: Double?
  /// The largest distance between the view and the exact motion over the first ``CheckRule/handOffSpan`` s after
  /// the release, points (``ViewMotion/handOff(span:exact:)``); nil from rest or when the run has no numbers.
  let handOff: Double?
  /// The frame of the largest glitch (frame k of the schedule, 1 the first), when there is one.
  var glitchFrame: Int?
  /// The spring's settling duration, s: when the animator ends.
  let formulaTime: Double
  /// The time after which every frame stays within the snap limit, s, when a snap rule is given: the run
  /// would have to last this long for the final jump to stay within the limit.
  ///
  /// nil without a snap rule or when it never does within the horizon.
  let clearOfSnapLimit: Double?
  /// The look at the schedule's median frame (``CheckLook``).
  let look: CheckLook
  /// Every rule as judged on this run, in the order of `--fail-on`.
  let judged: [Judged]
  /// The rules broken, in the order of `--fail-on`; empty when the run passes.
  let failures: [CheckFailure]
  /// The frames of the engine's step this run took.
  ///
  /// The animator's lifetime twice (the accuracy row and the view) and the settling horizon once. What a fix search spends on a candidate's full check (``StepBudget``).
  let framesStepped: Int

  /// One rule on one run: what was measured in the rule's terms (``CheckFailure/measured``), its limit, and whether
  /// it is broken.
  struct Judged: Sendable, Equatable {
    let rule: CheckRule
    let measured: Double?
    let limit: Double
    let broken: Bool

    /// `measured` against `limit`: broken when above it or absent (a number that cannot be measured fails its rule),
    /// unless `broken` says otherwise (`unstable` is broken by the run's status, and measures the radius).
    init(_ rule: CheckRule, _ measured: Double?, _ limit: Double, broken: Bool? = nil) {
      self.rule = rule
      self.measured = measured
      self.limit = limit
      self.broken = broken ?? !(measured.map { $0 <= limit } ?? false)
    }

    /// measured / limit, how near the rule is to breaking (> 1: broken); ∞ when broken without a number above the
    /// limit, or for a limit of 0 that is exceeded.
    var ratio: Double {
      guard let measured, !broken || measured > limit else { return broken ? .infinity : 0 }
      guard limit > 0 else { return measured > 0 ? .infinity : 0 }
      return measured / limit
    }
  }

  /// A run with its numbers, judged against `rules`: `unstable` is broken when `unstable` is true (the run's status
  /// is not `ok`), every other rule by its number against its limit over `travel` (``Judged``).
  init(
    schedule: ScheduleSpec, travel: Double, velocity: Double, status: RunStatus, spectralRadius: Double,
    maxError: Double?, snap: Double?, settleTime: Double?, judder: Double?, glitch: Double?, formulaTime: Double,
    clearOfSnapLimit: Double?, look: CheckLook, rules: [CheckRule], unstable: Bool, framesStepped: Int,
    handOff: Double? = nil
  ) {
    (self.schedule, self.travel, self.velocity, self.status, self.spectralRadius) =
      (schedule, travel, velocity, status, spectralRadius)
    (self.maxError, self.snap, self.settleTime, self.judder, self.glitch, self.formulaTime) =
      (maxError, snap, settleTime, judder, glitch, formulaTime)
    (self.clearOfSnapLimit, self.look, self.framesStepped) = (clearOfSnapLimit, look, framesStepped)
    let handOff = velocity == 0 ? nil : handOff
    self.handOff = handOff
    let settleRatio = settleTime.map { $0 / formulaTime }
    judged = rules.compactMap { rule in
      switch rule {
      case .unstable: Judged(rule, spectralRadius, 1, broken: unstable)
      case .snap(let limit): Judged(rule, snap, limit.points(travel: travel))
      case .error(let limit): Judged(rule, maxError, limit.points(travel: travel))
      case .judder(let limit): Judged(rule, judder, limit.points(travel: travel))
      case .glitch(let limit): Judged(rule, glitch, limit.points(travel: travel))
      case .settle(let ratio): Judged(rule, settleRatio, ratio)
      // Judged on a release only: a run from rest hands nothing over.
      case .handOff(let limit):
        velocity == 0
          ? nil : Judged(rule, handOff, limit.points(travel: travel), broken: handOff == nil ? false : nil)
      case .plausible: nil  // the spring's numbers, judged once per spring (SpringCheck)
      }
    }
    failures = judged.filter(\.broken).map { CheckFailure(rule: $0.rule, measured: $0.measured, limit: $0.limit) }
  }

  /// How badly the run does: the rules it breaks, then the largest ``Judged/ratio``; the larger, the worse.
  var severity: (broken: Int, ratio: Double) { (failures.count, judged.map(\.ratio).max() ?? 0) }

  /// settleTime / formulaTime (> 1: the formula ends the run too early); nil when it never settles.
  var settleRatio: Double? { settleTime.map { $0 / formulaTime } }
}
