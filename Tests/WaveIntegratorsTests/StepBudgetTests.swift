import WaveCore
import WaveIntegrators
import XCTest

/// A report's adaptive runs share one budget of driver steps: a run within it is the run without it, bit for bit;
/// the run that would pass it stops with ``BoundedGSLIntegrator/BudgetSpent``, and so does every later run.
final class StepBudgetTests: XCTestCase {
  let problem = SpringProblem(spring: Spring(dampingRatio: 0.5, response: 0.4), from: 0, to: 1)
  let frames = Array(repeating: 1.0 / 60, count: 60)

  func integrator(_ name: String, budget: StepBudget?) throws -> BoundedGSLIntegrator {
    try XCTUnwrap(BoundedGSLIntegrator(try XCTUnwrap(IntegratorCatalogue.named(name)), budget: budget))
  }

  func testRunWithinTheBudget_IsTheRunWithout_AndSpendsItsSteps() throws {
    let budget = StepBudget(steps: 1_000_000)
    let bounded = try integrator("gsl-rk4", budget: budget).integrate(problem, frameDurations: frames)
    let free = try integrator("gsl-rk4", budget: nil).integrate(problem, frameDurations: frames)
    XCTAssertEqual(bounded.values, free.values)
    XCTAssertEqual(bounded.velocities, free.velocities)
    let spent = budget.total - budget.remaining
    XCTAssertGreaterThan(spent, 60)  // at least one driver step per frame
    XCTAssertLessThan(spent, 1_000_000)
    // The same run again spends the same steps: the count is the driver's, deterministic.
    _ = try integrator("gsl-rk4", budget: budget).integrate(problem, frameDurations: frames)
    XCTAssertEqual(budget.total - budget.remaining, 2 * spent)
  }

  func testSpentBudget_StopsThisRunAndEveryLaterOne() throws {
    let needed: Int = try {
      let probe = StepBudget(steps: 1_000_000)
      _ = try integrator("gsl-rk4", budget: probe).integrate(problem, frameDurations: frames)
      return probe.total - probe.remaining
    }()
    // Half of what the run needs (GSL may take one step past a call's bound: a budget of needed − 1 can pass).
    let budget = StepBudget(steps: needed / 2)
    XCTAssertThrowsError(try integrator("gsl-rk4", budget: budget).integrate(problem, frameDurations: frames)) {
      XCTAssertTrue($0 is BoundedGSLIntegrator.BudgetSpent, "\($0)")
    }
    XCTAssertEqual(budget.remaining, 0)
    XCTAssertThrowsError(try integrator("gsl-rk8pd", budget: budget).integrate(problem, frameDurations: frames)) {
      XCTAssertTrue("\($0)".contains("gsl-rk8pd stopped: the report's adaptive methods spent their budget"), "\($0)")
    }
  }
}
