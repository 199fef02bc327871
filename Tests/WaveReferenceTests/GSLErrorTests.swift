import Foundation
import WaveCore
import XCTest

@testable import WaveNumerics

/// GSL's failures arrive as thrown ``GSLError``s that name the step type and the status; none aborts the
/// process (GSL's default handler would, so each test reaching its end shows the handler is off).
final class GSLErrorTests: XCTestCase {
  /// A stiff, lightly damped spring: rk8pd at 1e-12 needs thousands of steps for 10 s of it.
  private func stiffSystem() throws -> GSLOscillatorSystem {
    let spring = Spring(dampingRatio: 0.05, response: 0.02, mass: 1)
    return GSLOscillatorSystem(try PhysicalSpring(spring), target: 100)
  }

  private func assertError(
    _ body: () throws -> Void, step: GSLStepType?, status: GSLStatus, message: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertThrowsError(try body(), file: file, line: line) { error in
      guard let error = error as? GSLError else {
        return XCTFail("expected a GSLError, got \(error)", file: file, line: line)
      }
      XCTAssertEqual(error.step, step, file: file, line: line)
      XCTAssertEqual(error.status, status, file: file, line: line)
      XCTAssertEqual(error.status.message, message, file: file, line: line)
      let text = String(describing: error)
      if let step { XCTAssertTrue(text.contains("GSL \(step.rawValue)"), text, file: file, line: line) }
      XCTAssertTrue(text.contains(message), text, file: file, line: line)
      XCTAssertTrue(text.contains("status \(status.rawValue)"), text, file: file, line: line)
      print("GSL error as Swift error: \(text)")
    }
  }

  func testDriver_StepLimitExceeded_ThrowsMaxIterationsNamingStep() throws {
    let driver = try GSLDriver(
      system: try stiffSystem(), step: .rk8pd, initialStepSize: 1e-6, absoluteTolerance: 1e-12,
      relativeTolerance: 1e-12)
    try driver.setMaximumStepCount(10)
    var time = 0.0
    var state: GSLState = (0, 0)
    assertError(
      { try driver.apply(time: &time, until: 10, state: &state) }, step: .rk8pd, status: .maxIterations,
      message: "exceeded max number of iterations")
    // GSL leaves the state at the last successful step: partway, not at the end.
    XCTAssertGreaterThan(time, 0)
    XCTAssertLessThan(time, 10)
  }

  func testDriver_MinimumStepTooLarge_ThrowsNoProgressNamingStep() throws {
    let driver = try GSLDriver(
      system: try stiffSystem(), step: .rk4, initialStepSize: 0.01, absoluteTolerance: 1e-12,
      relativeTolerance: 1e-12)
    // rk4 at 1e-12 on ω0 ≈ 314 rad/s needs steps far below 10 ms.
    try driver.setMinimumStepSize(0.01)
    var time = 0.0
    var state: GSLState = (0, 0)
    assertError(
      { try driver.apply(time: &time, until: 1, state: &state) }, step: .rk4, status: .noProgress,
      message: "iteration is not making progress towards solution")
  }

  func testDriver_FixedStepAboveTolerance_ThrowsFailureNamingStep() throws {
    let driver = try GSLDriver(
      system: try stiffSystem(), step: .rkf45, initialStepSize: 1e-3, absoluteTolerance: 1e-12,
      relativeTolerance: 1e-12)
    var time = 0.0
    var state: GSLState = (0, 0)
    // One 1/60 s step of rkf45 is far outside 1e-12: the driver's control refuses it.
    assertError(
      { try driver.applyFixedStep(time: &time, stepSize: 1.0 / 60, count: 1, state: &state) }, step: .rkf45,
      status: .failure, message: "failure")
    XCTAssertEqual(time, 0)
    XCTAssertEqual(state.position, 0)
  }

  func testEvolve_StepNeedingDriver_ThrowsInvalidPointerNamingStep() throws {
    let system = try stiffSystem()
    for type in GSLStepType.allCases where type.requiresDriver {
      let step = try GSLStep(type)
      let evolve = try GSLEvolve()
      var time = 0.0
      var state: GSLState = (0, 0)
      assertError(
        {
          try evolve.applyFixedStep(
            control: nil, step: step, system: system, time: &time, stepSize: 1e-3, state: &state)
        }, step: type, status: .invalidPointer, message: "invalid pointer")
    }
  }

  func testIntegrator_StepTheMethodCannotTake_ThrowsFailureNamingStep() throws {
    // bsimp's runaway guard measures each sub-step's change relative to |y_i|: starting at 1e-300, any
    // motion is a relative change beyond its limit, so bsimp refuses the step (infinite error estimate).
    // Fixed steps cannot shrink, so the integrator throws instead of returning the unmoved state.
    let integrator = GSLIntegrator(step: .bsimp, mode: .fixed(substeps: 1))
    let problem = SpringProblem(spring: Spring(dampingRatio: 0.5, response: 0.5), from: 1e-300, to: 100)
    assertError(
      { _ = try integrator.integrate(problem, frameDurations: [1.0 / 60]) }, step: .bsimp, status: .failure,
      message: "failure")
  }

  func testSwiftSideChecks_RefuseWhatGSLWouldAcceptSilently() throws {
    let system = try stiffSystem()
    let driver = try GSLDriver(
      system: system, step: .rk2, initialStepSize: 1e-3, absoluteTolerance: 1e-6, relativeTolerance: 0)
    // gsl_odeiv2_driver_set_hmin with hmin > h returns 0 once the handler is off: checked here instead.
    assertError(
      { try driver.setMinimumStepSize(1) }, step: .rk2, status: .invalidArgument,
      message: "invalid argument supplied by user")
    var time = 1.0
    var state: GSLState = (0, 0)
    assertError(
      { try driver.apply(time: &time, until: 0, state: &state) }, step: .rk2, status: .invalidArgument,
      message: "invalid argument supplied by user")
    assertError(
      { _ = try GSLControl(absoluteTolerance: -1, relativeTolerance: 0) }, step: nil, status: .invalidArgument,
      message: "invalid argument supplied by user")
    assertError(
      {
        _ = try GSLIntegrator(step: .rk4, mode: .fixed(substeps: 0)).integrate(
          SpringProblem(spring: Spring(dampingRatio: 1, response: 1), from: 0, to: 1), frameDurations: [0.01])
      }, step: .rk4, status: .invalidArgument, message: "invalid argument supplied by user")
  }
}
