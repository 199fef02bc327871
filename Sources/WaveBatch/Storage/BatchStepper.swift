import WaveCore

/// The exact per-frame propagator of a spring over `dt` seconds, in Double, computed by the caller (WaveBatch
/// does not depend on the references): typically
/// `DampedOscillator(try PhysicalSpring(spring)).transition(over: dt)`.
///
/// A `.shared` batch calls it once per frame duration and keeps the result: once per frame while `dt` changes,
/// never while it stays the same. A `.perLane` batch does not call it: it computes each lane's propagator itself,
/// eight lanes at a time, from the same closed form with its own vectorised `exp`, `sin` and `cos` (within 16 ulps of
/// the entries' scale of WaveNumerics', the same bits on every CPU), and keeps those of the last 8 frame durations,
/// so that a display's varying intervals cost what a constant one does.
public typealias PropagatorProvider =
  @Sendable (_ spring: Spring, _ dt: Double) -> (
    a: Double, b: Double, c: Double, d: Double
  )

/// How a batch advances its lanes over one frame.
public enum BatchStepper: Sendable {
  /// The engine's semi-implicit Euler step, in its operation order.
  case euler
  /// The exact solution over the frame, `u₁ = a·u₀ + b·v₀`, `v₁ = c·u₀ + d·v₀` (`u` = value − target): the
  /// provider's for a shared spring, the batch's own for per-lane springs (see ``PropagatorProvider``).
  case exact(PropagatorProvider)

  /// `euler` or `exact`.
  package var name: String {
    switch self {
    case .euler: return "euler"
    case .exact: return "exact"
    }
  }
}
