import Foundation
import WaveCore
import XCTest

@testable import WaveNumerics

/// `gsl-bsimp` one step per frame fails on a long move from rest because of its runaway guard (GSL 2.8, ampl/gsl
/// cf180cd, `ode-initval2/bsimp.c`): the first sub-step's change, each component divided by |y_i| at the step's start
/// or by 1 where y_i is 0 (`compute_weights`, bsimp.c:83-92), may sum to at most 100 × the dimension = 200
/// (bsimp.c:232, 276-279).
final class BsimpRunawayGuardTests: XCTestCase {
  /// A move past the one the guard allows fails on its first frame; a shorter one runs.
  ///
  /// From rest at 0 toward D both weights are 1. The first sub-step, h = dt/2 (the Bader–Deuflhard sequence starts at 2
  /// sub-steps), solves (I − h·J)·δ = h·f(y₀) with J = [[0, 1], [−k/m, −c/m]] and f(y₀) = (0, k/m·D), so
  /// δv = h·k/m·D / (1 + h·c/m + h²·k/m) and δx = h·δv: the sum is (1 + h)·δv, past 200 for D above
  /// D* = 200·(1 + h·c/m + h²·k/m) / ((1 + h)·h·k/m), 168 pt for ζ 0.5, response 0.5 at 60 Hz. A frame of a move 10 %
  /// beyond D* fails; 10 % short of it, 60 frames run (the guard's bound is a factor 100, so the margin is the
  /// formula's, not rounding's).
  func testOneStepPerFrame_FailsPastTheMoveItsRunawayGuardAllows() throws {
    let spring = Spring(dampingRatio: 0.5, response: 0.5)
    let p = try PhysicalSpring(spring)
    let (k, c) = (p.stiffness / p.mass, p.damping / p.mass)
    let h = 1.0 / 60 / 2
    let limit = 200 * (1 + h * c + h * h * k) / ((1 + h) * h * k)
    // The figure to one decimal: one unit in its last place.
    XCTAssertEqual(limit, 168.2, accuracy: Tolerance.printedFigure(decimals: 1), "D* for ζ 0.5, response 0.5 at 60 Hz")
    let bsimp = GSLIntegrator(step: .bsimp, mode: .fixed(substeps: 1))
    let frame = [1.0 / 60]
    XCTAssertThrowsError(
      try bsimp.integrate(SpringProblem(spring: spring, from: 0, to: 1.1 * limit), frameDurations: frame))
    let second = [Double](repeating: 1.0 / 60, count: 60)
    XCTAssertNoThrow(
      try bsimp.integrate(SpringProblem(spring: spring, from: 0, to: 0.9 * limit), frameDurations: second))
    // The accuracy report's move, 1000 pt, fails on the first frame.
    XCTAssertThrowsError(try bsimp.integrate(SpringProblem(spring: spring, from: 0, to: 1000), frameDurations: frame))
  }
}
