/// How one integrator's error falls with the frame duration, on one spring.
struct ConvergenceRow: Sendable {
  /// The integrator, how it is stepped, the spring.
  let integrator: IntegratorID, mode: ConvergenceMode, spring: SpringSpec
  /// The frame durations tried, s (longest first), and the max |x − x_exact| / |distance| at each over
  /// ``ConvergenceExperiment/horizon``; nil where the run failed or diverged.
  let dts: [Double], errors: [Double?]
  /// The slope of ln(error) against ln(dt) over the errors above ``ConvergenceExperiment/precisionFloor``
  /// (the measured order); nil when fewer than two are (the integrator is at reference precision, or failed).
  let order: Double?
  /// Whether ``order`` is an order, and why not (``ConvergenceVerdict/judging(order:rSquared:failure:)``).
  let verdict: ConvergenceVerdict

  init(
    integrator: IntegratorID, mode: ConvergenceMode, spring: SpringSpec, dts: [Double], errors: [Double?],
    order: Double?, verdict: ConvergenceVerdict
  ) {
    self.integrator = integrator
    self.mode = mode
    self.spring = spring
    self.dts = dts
    self.errors = errors
    self.order = order
    self.verdict = verdict
  }
}
