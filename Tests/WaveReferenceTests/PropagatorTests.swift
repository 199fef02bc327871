import Foundation
import WaveCore
import XCTest

@testable import WaveNumerics

final class PropagatorTests: XCTestCase {
  func testPropagator_EqualsTheClosedFormAtFrameTimes_Over10000Frames() throws {
    var worst = 0.0
    // Lightly damped (still moving after 10,000 frames), critical, overdamped, stiff; 60 and 120 Hz.
    let cases: [(Double, Double)] = [(0.01, 2), (0.05, 2), (0.6, 0.8), (1, 0.82), (3, 0.5), (0.8, 0.05)]
    for (zeta, response) in cases {
      let spring = Spring(dampingRatio: zeta, stiffness: pow(2 * .pi / response, 2))
      let p = try PhysicalSpring(spring)
      let oscillator = DampedOscillator(p)
      for dt in [1.0 / 60, 1.0 / 120] {
        let step = PropagatorCoefficients(p, dt: dt)
        var x = 0.0
        var v = 3000.0
        let target = 1000.0
        let scale = max(1000, 3000 / (p.naturalFrequencySquared).squareRoot())
        for n in 1...10_000 {
          (x, v) = step.apply(value: x, target: target, velocity: v)
          let exact = oscillator.state(at: Double(n) * dt, x0: 0, v0: 3000, target: target)
          let error = abs(x - exact.position) / scale
          worst = max(worst, error)
          if error > Tolerance.closedFormRelative {
            XCTFail("ζ \(zeta) response \(response) dt \(dt) frame \(n): error \(error)")
            break
          }
        }
      }
    }
    print("propagator vs closed form over 10,000 frames: worst relative error \(worst)")
  }

  func testPropagator_IsUnconditionallyStable() throws {
    // A stiff spring at 10 fps: Euler diverges (ω0·h = 6.3 > 2), the propagator decays.
    let spring = Spring(dampingRatio: 0.5, response: 0.1)
    let durations = Array(repeating: 0.1, count: 200)
    let problem = SpringProblem(spring: spring, from: 0, to: 100)
    let euler = EulerIntegrator().integrate(problem, frameDurations: durations)
    let exact = try PropagatorIntegrator().integrate(problem, frameDurations: durations)
    // A stable run from 0 to 100 stays within a few hundred points; 1e6 pt is far beyond any stable motion, so only a
    // diverging step exceeds it.
    XCTAssertFalse(abs(euler.values.last!) < 1e6)
    XCTAssertEqual(exact.values.last!, 100, accuracy: Tolerance.closedFormRelative * 100)
  }

  func testExactPropagator_AsTheAnimatorsIntegrator() throws {
    try MainActor.assumeIsolated {
      let spring = Spring(dampingRatio: 0.7, response: 0.5)
      let driver = FrameDriver(schedule: .variableRefresh)
      let animator = SpringAnimator<CGFloat>(spring: spring, value: 0, target: 500, driver: driver)
      let propagator = ExactPropagator()
      animator.integrator = propagator.updateValue
      var values: [CGFloat] = []
      animator.valueChanged = { values.append($0) }
      animator.start()
      driver.run(frames: 30)
      XCTAssertEqual(values.count, 30)
      let oscillator = DampedOscillator(try PhysicalSpring(spring))
      var t = 0.0
      for i in 1...30 {
        t += FrameSchedule.variableRefresh.duration(ofFrame: i - 1)!
        let exact = oscillator.state(at: t, x0: 0, v0: 0, target: 500).position
        // No callback at start() on upstream main (jtrivedi/Wave a52498e, AnimationController.swift:71-77):
        // values[i − 1] is frame i's.
        XCTAssertEqual(Double(values[i - 1]), exact, accuracy: Tolerance.closedFormRelative * 500)
      }
    }
  }
}
