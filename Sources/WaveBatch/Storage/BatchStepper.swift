import WaveCore

/// The exact per-frame propagator of a spring over `dt` seconds, in Double, computed by the caller (WaveBatch
/// does not depend on the references): typically
/// `DampedOscillator(try PhysicalSpring(spring)).transition(over: dt)`.
///
/// A batch calls it once per (spring, dt) and caches the result: once per frame while `dt` changes, never
/// while it stays the same.
public typealias PropagatorProvider =
  @Sendable (_ spring: Spring, _ dt: Double) -> (
    a: Double, b: Double, c: Double, d: Double
  )

/// How a batch advances its lanes over one frame.
public enum BatchStepper: Sendable {
  /// The engine's semi-implicit Euler step, in its operation order.
  case euler
  /// The exact solution over the frame, `u₁ = a·u₀ + b·v₀`, `v₁ = c·u₀ + d·v₀` (`u` = value − target).
  case exact(PropagatorProvider)

  /// `euler` or `exact`.
  package var name: String {
    switch self {
    case .euler: return "euler"
    case .exact: return "exact"
    }
  }
}
