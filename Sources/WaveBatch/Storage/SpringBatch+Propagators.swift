import WaveCore

extension SpringBatch {
  /// Refreshes the exact stepper's coefficients when `dt` differs (bitwise) from the last frame's: one
  /// provider call for a shared spring; one per distinct spring (by identity) and a refill of the per-lane
  /// arrays in `.perLane` mode.
  @usableFromInline
  func preparePropagators(dt: Double) {
    guard case .exact = stepper, dt.bitPattern != propagatorDT.bitPattern else { return }
    propagatorDT = dt
    propagatorCache.removeAll(keepingCapacity: true)
    switch springMode {
    case .shared(let spring):
      sharedPropagator = propagator(for: spring)
    case .perLane:
      for slot in 0..<count {
        writeCoefficients(slot: slot, spring: springs[slot])
      }
    }
  }

  /// The propagator of `spring` over ``propagatorDT``, from the cache or the provider.
  @usableFromInline
  func propagator(for spring: Spring) -> BatchPropagatorCoefficients<Scalar> {
    guard case .exact(let provider) = stepper else { preconditionFailure("not an exact-stepper batch") }
    let key = ObjectIdentifier(spring)
    if let cached = propagatorCache[key] { return cached }
    let m = BatchPropagatorCoefficients<Scalar>(provider(spring, propagatorDT))
    propagatorCache[key] = m
    return m
  }
}
