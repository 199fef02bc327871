import WaveInputs

/// One spring on one schedule, as `check` measures it: the engine's step from rest over 0 → travel points,
/// against the exact spring.
package struct CheckRun: Sendable {
  /// The schedule.
  package let schedule: ScheduleSpec
  /// The travel, points: 0 → travel from rest.
  package let travel: Double
  /// ok, unstable or diverged (``RunStatus/judging(_:target:distance:typicalRadius:)``).
  package let status: RunStatus
  /// The step matrix's spectral radius at the schedule's median frame (< 1: the step contracts).
  package let spectralRadius: Double
  /// The largest |x − x_exact| over the animator's lifetime, points; nil when the run has no numbers.
  package let maxError: Double?
  /// The jump to the target on the frame the animator ends (upstream main ends by time alone), points; nil
  /// when the run has no numbers.
  package let snap: Double?
  /// The measured settle time, s: after it every frame stays within upstream's settled band (0.01 % of the
  /// travel, ``Tolerance/settledFraction``); nil when it does not settle within the horizon.
  package let settleTime: Double?
  /// The largest back-and-forth of the view from frame to frame, points (``ViewMotion/judder``); nil when the run
  /// has no numbers.
  package let judder: Double?
  /// The spring's settling duration, s: when the animator ends.
  package let formulaTime: Double
  /// The time after which every frame stays within the snap limit, s, when a snap rule is given: the run
  /// would have to last this long for the final jump to stay within the limit.
  ///
  /// nil without a snap rule or when it never does within the horizon.
  package let clearOfSnapLimit: Double?
  /// The look at the schedule's median frame (``CheckLook``).
  package let look: CheckLook
  /// The rules broken, in the order of `--fail-on`; empty when the run passes.
  package let failures: [CheckFailure]
  /// The frames of the engine's step this run took.
  ///
  /// The animator's lifetime twice (the accuracy row and the view) and the settling horizon once. What a fix search spends on a candidate's full check (``StepBudget``).
  package let framesStepped: Int

  /// settleTime / formulaTime (> 1: the formula ends the run too early); nil when it never settles.
  package var settleRatio: Double? { settleTime.map { $0 / formulaTime } }
}
