/// When an animation in a batch ends.
public enum SettleMode: Sendable, Equatable {
  /// The engine's rule: after the frame in which the running time (the batch clock minus the time of the
  /// start or last retarget) is ≥ the spring's `settlingDuration`, the value snaps to the target and the
  /// animation is reported finished; its velocity is zeroed at the next step. Bit for bit what `SpringAnimator`
  /// does on upstream main.
  case settlingTime
  /// Ends when every component has `|value − target| < tolerance` and `|velocity| < tolerance` (value
  /// units, and value units per second; `tolerance` finite and > 0), then snaps and reports as above.
  case threshold(Double)
  /// Never ends: the integrator alone, as `wave-bench trajectory` runs it.
  case never
}
