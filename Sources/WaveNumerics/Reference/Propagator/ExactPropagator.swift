import Foundation
import WaveCore

/// The exact per-frame propagator as an engine-compatible stepper: ``updateValue(spring:value:target:velocity:dt:)``
/// has the call shape of `CGFloat.updateValue`, so it can replace the engine's Euler step in a
/// `SpringAnimator` (`animator.integrator = propagator.updateValue`) or anywhere a step is called.
///
/// Coefficients are computed once per (stiffness, damping coefficient, mass, dt) and reused: a constant
/// frame rate costs one `exp`/`sin`/`cos` evaluation per spring, then four multiplies and three adds per frame.
/// The cache holds at most ``cacheLimit`` entries (a variable-refresh display uses a handful of durations).
///
/// Not thread-safe: use one propagator per thread (the cache is mutable).
final class ExactPropagator {
  struct Key: Hashable {
    let stiffness: Double, damping: Double, mass: Double, dt: Double
  }

  private var cache: [Key: PropagatorCoefficients] = [:]

  /// The most coefficient sets kept; past it the cache is cleared (frame durations are few in practice).
  let cacheLimit: Int

  init(cacheLimit: Int = 256) {
    self.cacheLimit = cacheLimit
  }

  /// The coefficients for `spring` over `dt`.
  ///
  /// Traps for a spring with infinite stiffness (response 0), which has no dynamics; the animator never steps such a
  /// spring (it snaps).
  func coefficients(for spring: Spring, dt: Double) -> PropagatorCoefficients {
    let key = Key(
      stiffness: Double(spring.stiffness), damping: Double(spring.dampingCoefficient), mass: Double(spring.mass), dt: dt
    )
    if let cached = cache[key] { return cached }
    guard let parameters = try? PhysicalSpring(spring) else {
      preconditionFailure("the exact propagator needs a spring with finite stiffness and positive mass")
    }
    let coefficients = PropagatorCoefficients(parameters, dt: dt)
    if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
    cache[key] = coefficients
    return coefficients
  }

  /// One exact frame, with the call shape of `CGFloat.updateValue`.
  func updateValue(
    spring: Spring, value: CGFloat, target: CGFloat, velocity: CGFloat, dt: TimeInterval
  ) -> (value: CGFloat, velocity: CGFloat) {
    let next = coefficients(for: spring, dt: dt).apply(
      value: Double(value), target: Double(target), velocity: Double(velocity))
    return (CGFloat(next.value), CGFloat(next.velocity))
  }
}
