import WaveCore
import XCTest

@testable import WaveNumerics

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

  /// ζ 1e6 and k 1e12 (c = 2e12, m = 1): a stiff spring, on which an implicit method rejects more steps than it keeps.
  let stiff = SpringProblem(spring: Spring(dampingRatio: 1e6, stiffness: 1e12), from: 0, to: 1)

  /// The budget is spent by every step the driver tried, the rejected ones too: the same three frames stepped by
  /// GSL's driver directly (the registry's tolerances, one call per frame) accept fewer steps than they try, and the
  /// budget is spent by what they try.
  func testImplicitMethodOnAStiffSpring_SpendsItsRejectedSteps() throws {
    let three = Array(repeating: 1.0 / 60, count: 3)
    let budget = StepBudget(steps: 1_000_000_000)
    _ = try integrator("gsl-rk4imp", budget: budget).integrate(stiff, frameDurations: three)
    let spent = budget.total - budget.remaining
    let gsl = try XCTUnwrap(IntegratorCatalogue.named("gsl-rk4imp") as? GSLIntegrator)
    guard case .adaptive(let absolute, let relative) = gsl.mode else { return XCTFail("\(gsl.mode)") }
    let driver = try GSLDriver(
      system: GSLOscillatorSystem(try PhysicalSpring(stiff.spring), target: 1), step: .rk4imp,
      initialStepSize: GSLIntegrator.initialStepSize, absoluteTolerance: absolute, relativeTolerance: relative)
    var (time, end, accepted) = (0.0, 0.0, 0)
    var state: GSLState = (0, 0)
    for dt in three {
      end += dt
      try driver.apply(time: &time, until: end, state: &state)
      accepted += driver.lastStepCount
      time = end
    }
    XCTAssertEqual(spent, driver.attemptedStepCount)
    XCTAssertGreaterThan(spent, accepted)
  }

  /// A trajectory's budget, spent, stops the run in its own words (not a report's).
  func testTrajectoryBudget_StopsTheRunInItsOwnWords() throws {
    var bounded = try integrator("gsl-rk4imp", budget: StepBudget(steps: 5000))
    bounded.budgetScope = .trajectory(frames: 3)
    XCTAssertThrowsError(try bounded.integrate(stiff, frameDurations: Array(repeating: 1.0 / 60, count: 3))) {
      XCTAssertEqual(
        "\($0)",
        "gsl-rk4imp stopped: its driver tried more than the 5000 steps (accepted and rejected) a trajectory of 3 "
          + "frames may take (give fewer frames, or a method for stiff springs such as gsl-bsimp or gsl-msbdf)")
    }
  }
}
