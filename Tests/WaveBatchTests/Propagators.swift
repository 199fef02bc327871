import WaveBatch
import WaveCore

@testable import WaveNumerics

/// The exact propagator the tests give the batch: the references' `transition(over:)`.
enum Propagators {
  static let exact: PropagatorProvider = { spring, dt in
    // Springs in these tests are animated; a throwing init would be a test bug.
    guard let parameters = try? PhysicalSpring(spring) else {
      preconditionFailure("a spring without an equation in a propagator test")
    }
    return DampedOscillator(parameters).transition(over: dt)
  }
}
