import WaveCore

/// What `wave-bench animate --summary` answers: the animation as given, and its measures at each rate
/// (``AnimationMeasures``), in the order the rates were given.
struct AnimationSummary: Sendable {
  /// The spring as parsed.
  let spring: SpringSpec
  /// The animation that runs it.
  let runner: SpringRunner
  /// Start and first target (units), initial velocity (units/s).
  let from: Double, to: Double, velocity: Double
  /// The retargets as given.
  let retargets: [FrameRetarget]
  /// One per rate.
  let rates: [AnimationMeasures]
  /// The band ``AnimationMeasures/settleTime`` is measured in, a fraction of the last leg's travel:
  /// ``Tolerance/settledFraction`` (upstream's 0.01 %).
  let settledFraction = Tolerance.settledFraction

  init(
    spring: SpringSpec, runner: SpringRunner, from: Double, to: Double, velocity: Double, retargets: [FrameRetarget],
    rates: [AnimationMeasures]
  ) {
    self.spring = spring
    self.runner = runner
    self.from = from
    self.to = to
    self.velocity = velocity
    self.retargets = retargets
    self.rates = rates
  }
}
