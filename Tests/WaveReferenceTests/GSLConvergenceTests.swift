import Foundation
import WaveCore
import XCTest

@testable import WaveNumerics

/// Fixed-step GSL methods converge to the closed form at their stated order: the slope of log(max error)
/// against log(step size), fitted by least squares over a range of steps where truncation error dominates
/// rounding by several orders of magnitude.
final class GSLConvergenceTests: XCTestCase {
  /// Underdamped (ζ = 0.3, ω0 = 4π rad/s), 100 points of travel, integrated for T = 2 s.
  private let problem = SpringProblem(spring: Spring(dampingRatio: 0.3, response: 0.5), from: 0, to: 100)
  private let horizon = 2.0

  /// Max position error over the frames, relative to the 100-point distance, with `count` equal steps.
  private func maxError(_ step: GSLStepType, stepCount count: Int) throws -> (h: Double, error: Double) {
    let h = horizon / Double(count)
    let durations = [Double](repeating: h, count: count)
    let trajectory = try GSLIntegrator(step: step, mode: .fixed(substeps: 1)).integrate(
      problem, frameDurations: durations)
    let exact = try ExactIntegrator().integrate(problem, frameDurations: durations)
    let error = zip(trajectory.values, exact.values).map { abs($0 - $1) }.max()!
    return (h, error / abs(problem.to - problem.from))
  }

  /// The least-squares slope of log(error) against log(h).
  private func fittedOrder(_ samples: [(h: Double, error: Double)]) -> Double {
    let xs = samples.map { log($0.h) }
    let ys = samples.map { log($0.error) }
    let mx = xs.reduce(0, +) / Double(xs.count)
    let my = ys.reduce(0, +) / Double(ys.count)
    let sxy = zip(xs, ys).map { ($0 - mx) * ($1 - my) }.reduce(0, +)
    let sxx = xs.map { ($0 - mx) * ($0 - mx) }.reduce(0, +)
    return sxy / sxx
  }

  private func measure(_ step: GSLStepType, stepCounts: [Int]) throws -> Double {
    let samples = try stepCounts.map { try maxError(step, stepCount: $0) }
    let order = fittedOrder(samples)
    let omega0 = (Double(problem.spring.stiffness) / Double(problem.spring.mass)).squareRoot()
    let table = samples.map { "h·ω0 \(String(format: "%.3f", $0.h * omega0)): \(String(format: "%.3e", $0.error))" }
    print("GSL \(step.rawValue) fixed-step: fitted order \(order) from [\(table.joined(separator: ", "))]")
    return order
  }

  func testRK4_FixedStep_ConvergesAtOrder4() throws {
    // h·ω0 from 1.0 down to 0.126: errors from ~1e-3 to ~1e-7, far above rounding (~1e-13). Classical RK4's
    // stability polynomial is exactly e^z's Taylor polynomial of degree 4, so order 4 holds here too.
    let order = try measure(.rk4, stepCounts: [25, 35, 50, 70, 100, 140, 200])
    XCTAssertEqual(order, 4, accuracy: Tolerance.gslConvergenceOrderSlack)
  }

  func testRK8PD_FixedStep_ConvergesAtOrderAtLeast7() throws {
    // h·ω0 from 1.57 down to 0.5: errors from ~1e-6 to ~1e-10, still ~1e3 above rounding.
    let order = try measure(.rk8pd, stepCounts: [16, 20, 25, 32, 40, 50])
    XCTAssertGreaterThanOrEqual(order, 7)
    // At least its stated order 8. No upper bound: on this linear, constant-coefficient problem only the
    // method's stability polynomial matters, and rk8pd's matches e^z one term further (measured: 9.0).
    XCTAssertGreaterThanOrEqual(order, Double(GSLStepType.rk8pd.order) - Tolerance.gslConvergenceOrderSlack)
  }
}
