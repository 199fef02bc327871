/// The oscillator's state as GSL integrates it: position (any unit) and velocity (units/s).
///
/// A homogeneous tuple, so that its two `Double`s are contiguous and can be handed to GSL as `y[2]`
/// without copying.
typealias GSLState = (position: Double, velocity: Double)

/// Calls `body` with `state` as a C array `y[2]` that GSL may read and overwrite.
@inline(__always)
func withStateArray<R>(_ state: inout GSLState, _ body: (UnsafeMutablePointer<Double>) -> R) -> R {
  withUnsafeMutablePointer(to: &state) { pointer in
    pointer.withMemoryRebound(to: Double.self, capacity: GSLOscillatorSystem.dimension, body)
  }
}
