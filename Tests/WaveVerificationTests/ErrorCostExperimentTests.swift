import Foundation
import WaveCore
import XCTest

@testable import WaveBench
@testable import WaveNumerics

/// The error-against-cost points: counted evaluations per frame at 1 … 16 steps a frame, and the error they buy.
final class ErrorCostExperimentTests: XCTestCase {
  /// One panel per schedule, one series per method; each point costs the method's evaluations a step (the engine's
  /// step, explicit Euler and Verlet 1, RK4 4, GSL's rk4 12 and rk8pd 14: ``EvaluationCountingTests`` derives them)
  /// times its steps a frame; the engine's error falls with every doubling of its steps (order 1: about half), and
  /// RK4's at 16 steps is below the engine's at 16 by far (order 4 against 1: < 1e-3 of it).
  func testPoints_CostTheMethodsCountedEvaluations_AndTheirErrorFalls() throws {
    let spring = SpringSpec(dampingRatio: 0.5, response: 0.4)
    let result = try ErrorCostExperiment.run(spring: spring, schedules: [.fps(60), .fps(120)])
    XCTAssertEqual(result.panels.map(\.schedule), [.fps(60), .fps(120)])
    let perStep = ["euler": 1.0, "explicit-euler": 1, "verlet": 1, "rk4": 4, "gsl-rk4": 12, "gsl-rk8pd": 14]
    for panel in result.panels {
      XCTAssertEqual(Set(panel.series.map(\.integrator.name)), Set(perStep.keys))
      for series in panel.series {
        let expected = ErrorCostExperiment.substeps.map { Double($0) * perStep[series.integrator.name]! }
        XCTAssertEqual(series.evaluationsPerFrame, expected, series.integrator.name)
      }
      let euler = try XCTUnwrap(panel.series.first { $0.integrator.name == "euler" })
      let errors = euler.maxErrors.compactMap { $0 }
      XCTAssertEqual(errors.count, ErrorCostExperiment.substeps.count)
      for (coarse, fine) in zip(errors, errors.dropFirst()) {
        XCTAssertLessThan(fine, coarse * 0.75, "order 1: the error about halves with the step")
      }
      let rk4 = try XCTUnwrap(panel.series.first { $0.integrator.name == "rk4" }?.maxErrors.last ?? nil)
      XCTAssertLessThan(rk4, errors.last! * 1e-3)
    }
  }
}
