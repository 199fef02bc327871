/// A rule a spring broke on one schedule, with what was measured.
struct CheckFailure: Sendable, Equatable {
  /// The rule broken.
  let rule: CheckRule
  /// The measured value in the rule's terms: points for `snap`/`error` (whatever unit the limit was given
  /// in), measured/formula for `settle`, the spectral radius at the typical frame for `unstable`; nil when the
  /// run has no such number (it diverged, or never settled within the horizon): a number that cannot be
  /// measured fails its rule.
  let measured: Double?
  /// The limit in the same terms: points, a ratio, or 1 (the radius) for `unstable`.
  let limit: Double

}
