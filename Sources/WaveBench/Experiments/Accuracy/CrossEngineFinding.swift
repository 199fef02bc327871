/// One finding of the cross-engine page, as facts.
enum CrossEngineFinding: Sendable {
  /// What a quirk costs: the largest |x_peer − x_peer without the quirk| (or, for Motion's overdamped
  /// branch, |x_peer − x_exact| on ``CrossEngineResult/overdampedSpring``) over the springs at the focus
  /// schedule, as a fraction of the distance, and the spring where it is largest.
  case quirkCost(IntegratorID, PeerQuirk, worst: Double, spring: SpringSpec)
  /// A quirk that shows as a time shift: the median lead over the springs at the focus schedule, frames
  /// (> 0 ahead, < 0 behind).
  case quirkShift(IntegratorID, PeerQuirk, medianLeadFrames: Double)
  /// A peer's rest rule stopped `stopped` of its `runs` runs before the last frame of the animator's lifetime
  /// (where the engine's animator snaps); the stop that cut the most motion short (largest
  /// ``RestStop/exactResidual``).
  case restStopsEarly(IntegratorID, stopped: Int, runs: Int, largest: CrossEngineRow)
}
