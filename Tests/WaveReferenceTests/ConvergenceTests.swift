import Foundation
import WaveCore
import XCTest

@testable import WaveNumerics

/// Measured orders of accuracy: the slope of log(max error) vs log(step) over steps in the asymptotic
/// range (small enough that the leading error term dominates, large enough that rounding does not).
final class ConvergenceTests: XCTestCase {
  let spring = Spring(dampingRatio: 0.6, response: 0.8)
  let problem = SpringProblem(spring: Spring(dampingRatio: 0.6, response: 0.8), from: 0, to: 1000)

  func maxError(_ integrator: any TrajectoryIntegrator, steps: Int, over duration: Double = 1) throws -> Double {
    let dt = duration / Double(steps)
    let trajectory = try integrator.integrate(problem, frameDurations: Array(repeating: dt, count: steps))
    let oscillator = DampedOscillator(try PhysicalSpring(spring))
    var worst = 0.0
    for i in 0..<trajectory.count {
      let exact = oscillator.state(at: Double(i) * dt, x0: 0, v0: 0, target: 1000).position
      worst = max(worst, abs(trajectory.values[i] - exact))
    }
    return worst
  }

  /// Least-squares slope of log(error) against log(h).
  func order(_ integrator: any TrajectoryIntegrator, steps: [Int]) throws -> Double {
    let points = try steps.map { (log(1 / Double($0)), log(try maxError(integrator, steps: $0))) }
    let n = Double(points.count)
    let mx = points.map(\.0).reduce(0, +) / n
    let my = points.map(\.1).reduce(0, +) / n
    let sxy = points.map { ($0.0 - mx) * ($0.1 - my) }.reduce(0, +)
    let sxx = points.map { ($0.0 - mx) * ($0.0 - mx) }.reduce(0, +)
    return sxy / sxx
  }

  // Tolerance on a slope: Tolerance.measuredOrder (the steps here have ω0·h ≤ 0.13, inside its derivation).

  func testEngineEuler_ConvergesAtOrder1() throws {
    let slope = try order(EulerIntegrator(), steps: [60, 120, 240, 480, 960])
    print("euler order \(slope)")
    XCTAssertEqual(slope, 1, accuracy: Tolerance.measuredOrder)
  }

  func testRK4_ConvergesAtOrder4() throws {
    let slope = try order(FixedStepRK4Integrator(), steps: [60, 120, 240, 480])
    print("rk4 order \(slope)")
    XCTAssertEqual(slope, 4, accuracy: Tolerance.measuredOrder)
  }
}
