import Foundation
import WaveAnalysis
import WaveCore
import WaveIntegrators
import XCTest

@testable import WaveReference

final class PeerIntegratorTests: XCTestCase {
  let problem = SpringProblem(spring: Spring(dampingRatio: 0.8, response: 0.5), from: 0, to: 100)

  func testRebound_ClampsALongFrameAndLosesTime() throws {
    // One 100 ms hitch: rebound consumes at most 64 ms, so afterwards it trails the exact solution in time.
    let durations = [0.1]
    let rebound = try AccumulatorRK4Integrator.rebound.integrate(problem, frameDurations: durations)
    let oscillator = DampedOscillator(try OscillatorParameters(problem.spring))
    let at63ms = oscillator.state(at: 0.063, x0: 0, v0: 0, target: 100).position
    let at64ms = oscillator.state(at: 0.064, x0: 0, v0: 0, target: 100).position
    let at100ms = oscillator.state(at: 0.1, x0: 0, v0: 0, target: 100).position
    // Subtracting 0.001 from a 0.064 s accumulator in binary floating point leaves just under one step after
    // 63 steps, so the output interpolates between the 62 ms and 63 ms states: at most 63 ms are consumed.
    // (RK4's own error over these steps: Tolerance.rk4AccumulatorRelative of the distance.)
    let slack = Tolerance.rk4AccumulatorRelative * 100
    XCTAssertGreaterThanOrEqual(
      rebound.values[1], oscillator.state(at: 0.062, x0: 0, v0: 0, target: 100).position - slack)
    XCTAssertLessThanOrEqual(rebound.values[1], at63ms + slack)
    XCTAssertLessThan(rebound.values[1], at64ms)
    XCTAssertGreaterThan(at100ms - rebound.values[1], 1)
  }

  func testAccumulator_InterpolatesBetweenSolverStates() throws {
    // 60 Hz with Advance's 8 ms steps: frame 1 (16.67 ms) runs 2 steps, leftover 0.67 ms → the output lies
    // between the states at 8 and 16 ms, so it trails the exact value at 16.67 ms.
    let advance = try AccumulatorRK4Integrator.advance.integrate(problem, frameDurations: [1.0 / 60])
    let oscillator = DampedOscillator(try OscillatorParameters(problem.spring))
    let at8 = oscillator.state(at: 0.008, x0: 0, v0: 0, target: 100).position
    let at16 = oscillator.state(at: 0.016, x0: 0, v0: 0, target: 100).position
    XCTAssertGreaterThan(advance.values[1], at8)
    XCTAssertLessThan(advance.values[1], at16 + Tolerance.rk4AccumulatorRelative * 100)
  }

  func testRegistry_ListsEveryPeerSchemeByName() {
    for name in ["euler", "exact", "propagator", "rebound-rk4", "advance-rk4", "react-spring-euler", "rk4"] {
      XCTAssertNotNil(IntegratorCatalogue.named(name), name)
    }
    XCTAssertEqual(Set(IntegratorCatalogue.all.map(\.name)).count, IntegratorCatalogue.all.count, "names are unique")
  }
}
