import Foundation
import WaveBatch
import WaveCore
import WaveTestSupport
import XCTest

@testable import WaveNumerics

/// The exact-propagator stepper: its arithmetic, and its agreement with the closed form.
final class BatchExactTests: XCTestCase {
  /// Lane by lane, the batch computes `u = x − t; x₁ = t + (a·u + b·v); v₁ = c·u + d·v` with the provider's
  /// coefficients for each frame's dt: a scalar loop doing the same must agree bit for bit.
  func testExactStepper_IsThePropagatorAppliedPerFrame() {
    var rng = SeededGenerator(seed: 11)
    for _ in 0..<20 {
      let spring = rng.uiSpring()
      let batch = SpringBatch<Double>(springs: .shared(spring), stepper: .exact(Propagators.exact), settle: .never)
      var (x, v) = (rng.coordinate(), Double.random(in: -3000...3000, using: &rng))
      let t = rng.coordinate()
      let handle = batch.add(value: x, target: t, velocity: v)
      for dt in FrameSchedule.jittered(fps: 60, amplitude: 0.3, seed: 5).durations(count: 120) {
        batch.step(dt: dt)
        let m = Propagators.exact(spring, dt)
        let u = x - t
        (x, v) = (t + ((m.a * u) + (m.b * v)), (m.c * u) + (m.d * v))
        XCTAssertEqual(batch.value(handle).bitPattern, x.bitPattern)
        XCTAssertEqual(batch.velocity(handle).bitPattern, v.bitPattern)
      }
    }
  }

  /// Against the closed form at each frame time: each frame adds a few roundings of the state
  /// (≤ closedFormRelative of the magnitude, by that constant's derivation), so after n frames the
  /// difference stays within n × closedFormRelative × magnitude.
  func testExactStepper_TracksClosedForm() throws {
    var rng = SeededGenerator(seed: 12)
    for _ in 0..<20 {
      let spring = rng.uiSpring()
      let oscillator = DampedOscillator(try PhysicalSpring(spring))
      let batch = SpringBatch<Double>(springs: .shared(spring), stepper: .exact(Propagators.exact), settle: .never)
      let (x0, t, v0) = (rng.coordinate(), rng.coordinate(), Double.random(in: -3000...3000, using: &rng))
      let handle = batch.add(value: x0, target: t, velocity: v0)
      let magnitude = max(abs(x0), abs(t)) + abs(v0) / oscillator.parameters.naturalFrequencySquared.squareRoot()
      var time = 0.0
      for (n, dt) in FrameSchedule.fps(120).durations(count: 240).enumerated() {
        batch.step(dt: dt)
        time += dt
        let exact = oscillator.state(at: time, x0: x0, v0: v0, target: t)
        let bound = Double(n + 1) * Tolerance.closedFormRelative * magnitude
        XCTAssertEqual(batch.value(handle), exact.position, accuracy: bound)
      }
    }
  }
}
