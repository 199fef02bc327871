import WaveCore
import XCTest

@testable import WaveNumerics

/// Advance (timdonnelly/Advance 3156e6c): its own `testReachesTargetValue`, ported to ``AdvanceSimulation``,
/// and the quirks of its source, each against an expectation derived by hand.
final class AdvanceTests: XCTestCase {
  /// `testReachesTargetValue` (`Tests/AdvanceTests/SpringTests.swift:8-38`): tension 500, damping 40,
  /// threshold 0.01, from 0 to 10; the test waits for a frame whose value is exactly 10.
  ///
  /// Upstream bounds the wait by its own `estimatedConvergence(… maximumDuration: 10.0)`; here the frames are 60 Hz and
  /// the bound is that 10 s.
  func testReachesTargetValue() {
    var simulation = AdvanceSimulation(target: 10, value: 0, velocity: 0, tension: 500, damping: 40, threshold: 0.01)
    var t = 0.0
    while simulation.value != 10 && t < 10 {
      simulation.advance(by: 1.0 / 60)
      t += 1.0 / 60
    }
    XCTAssertEqual(simulation.value, 10)
    XCTAssertTrue(simulation.hasConverged)
    XCTAssertEqual(simulation.velocity, 0)
  }

  /// The RK4 without k1 (`SimulationFunction+Integration.swift:27-38`, since 62cb3f7): with no force the
  /// true step moves v·h, Advance's moves (2(v + v) + v)/6·h = 5/6·v·h.
  ///
  /// One advance of exactly 8 ms takes one step and shows it with α = 1.
  func testStepWithoutK1_MovesAFreeBodyFiveSixthsOfTheWay() {
    var simulation = AdvanceSimulation(target: 0, value: 0, velocity: 1, tension: 0, damping: 0, threshold: 0)
    simulation.advance(by: 0.008)
    XCTAssertEqual(simulation.value, 0.008 * 5 / 6, accuracy: 0.008 * Tolerance.roundingRelative)
    XCTAssertEqual(simulation.velocity, 1)
  }

  /// Frames are clamped at 10 steps, 80 ms (`Simulation.swift:80`): a 0.5 s frame shows what a 0.08 s frame
  /// shows.
  func testLongFrame_IsClampedAt80ms() throws {
    let problem = SpringProblem(spring: Spring(dampingRatio: 0.8, response: 0.5), from: 0, to: 100)
    let long = try AdvanceIntegrator().integrate(problem, frameDurations: [0.5])
    let clamp = try AdvanceIntegrator().integrate(problem, frameDurations: [0.08])
    XCTAssertEqual(long.values[1], clamp.values[1])
  }

  /// Rest (`SpringFunction.swift:39-50`, `Simulation.swift:53-66`): a start within the 0.1 threshold in value
  /// and velocity is at the target before any frame.
  func testStartWithinThreshold_IsAtTheTarget() throws {
    let problem = SpringProblem(spring: Spring(dampingRatio: 0.8, response: 0.5), from: 99.95, to: 100, velocity: 0.05)
    let trajectory = try AdvanceIntegrator().integrate(problem, frameDurations: [1.0 / 60])
    XCTAssertEqual(trajectory.values, [100, 100])
    XCTAssertEqual(trajectory.velocities, [0, 0])
  }
}
