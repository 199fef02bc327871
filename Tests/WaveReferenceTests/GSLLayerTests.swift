import Foundation
import WaveCore
import XCTest

@testable import WaveNumerics

/// The Swift layer over odeiv2: the system's callbacks, the step types' metadata against GSL's own, the
/// integrators' names and shape, and the two fixed-step paths agreeing.
final class GSLLayerTests: XCTestCase {
  private let parameters = try! PhysicalSpring(mass: 2, stiffness: 50, damping: 3).solvable()

  func testSystem_CallbacksComputeTheOscillatorAndItsJacobian() {
    let system = GSLOscillatorSystem(parameters, target: 10)
    // x' = v, v' = −(k/m)(x − target) − (c/m)v with k/m = 25, c/m = 1.5.
    let f = system.derivative(position: 12, velocity: -4)
    XCTAssertEqual(f.dx, -4)
    XCTAssertEqual(f.dv, -25 * 2 - 1.5 * -4)
    XCTAssertEqual(system.jacobian(), [0, 1, -25, -1.5, 0, 0])
  }

  func testStepTypes_MatchGSLNamesAndOrders() throws {
    XCTAssertEqual(GSLStepType.allCases.count, 11)
    for type in GSLStepType.allCases {
      let step = try GSLStep(type)
      XCTAssertEqual(step.name, type.rawValue)
      // The multistep methods report their current order, 1 before their first step.
      XCTAssertEqual(step.reportedOrder, type.isMultistep ? 1 : type.order, "\(type)")
      XCTAssertTrue(type.isImplicit || !type.requiresDriver || type == .msadams, "\(type)")
    }
    XCTAssertEqual(
      GSLStepType.allCases.filter(\.isImplicit).map(\.rawValue), ["rk1imp", "rk2imp", "rk4imp", "bsimp", "msbdf"])
  }

  func testRegistry_ListsEveryStepTypeAdaptiveAtReferenceTolerances() {
    for type in GSLStepType.allCases {
      let integrator = IntegratorCatalogue.named("gsl-\(type.rawValue)") as? GSLIntegrator
      XCTAssertEqual(
        integrator,
        GSLIntegrator(step: type, mode: .adaptive(absTol: Tolerance.gslReference, relTol: Tolerance.gslReference)))
      XCTAssertEqual(GSLIntegrator(name: "gsl-\(type.rawValue)"), integrator)
    }
    XCTAssertNil(GSLIntegrator(name: "gsl-rk5"))
    XCTAssertNil(GSLIntegrator(name: "rk4"))
    XCTAssertEqual(GSLIntegrator.allReference.map(\.name), GSLStepType.allCases.map { "gsl-\($0.rawValue)" })
  }

  func testIntegrator_RowsAreFramesPlusOneStartingAtTheInitialState() throws {
    let problem = SpringProblem(spring: Spring(dampingRatio: 0.6, response: 0.4), from: 5, to: 25, velocity: -30)
    let durations = FrameSchedule.variableRefresh.durations(count: 13)
    for mode in [GSLMode.reference, .fixed(substeps: 3)] {
      let trajectory = try GSLIntegrator(step: .rkck, mode: mode).integrate(problem, frameDurations: durations)
      XCTAssertEqual(trajectory.count, durations.count + 1)
      XCTAssertEqual(trajectory.times[0], 0)
      XCTAssertEqual(trajectory.values[0], 5)
      XCTAssertEqual(trajectory.velocities[0], -30)
      XCTAssertEqual(trajectory.times.last!, durations.reduce(0, +))
    }
  }

  /// The integrators' fixed mode (a driver with its control bypassed) takes exactly the steps a bare
  /// evolve object without a control takes: same results, bit for bit.
  func testFixedMode_EqualsEvolveWithoutControl() throws {
    let problem = SpringProblem(spring: Spring(dampingRatio: 0.2, response: 0.3), from: 0, to: 100, velocity: 800)
    let durations = FrameSchedule.jittered(fps: 60, amplitude: 0.3, seed: 1).durations(count: 40)
    for type in GSLStepType.allCases where !type.requiresDriver {
      let trajectory = try GSLIntegrator(step: type, mode: .fixed(substeps: 2)).integrate(
        problem, frameDurations: durations)
      let system = GSLOscillatorSystem(try PhysicalSpring(problem.spring), target: problem.to)
      let step = try GSLStep(type)
      let evolve = try GSLEvolve()
      var time = 0.0
      var state: GSLState = (problem.from, problem.velocity)
      for (frame, dt) in durations.enumerated() {
        for _ in 0..<2 {
          try evolve.applyFixedStep(
            control: nil, step: step, system: system, time: &time, stepSize: dt / 2, state: &state)
        }
        XCTAssertEqual(trajectory.values[frame + 1], state.position, "\(type) frame \(frame)")
        XCTAssertEqual(trajectory.velocities[frame + 1], state.velocity, "\(type) frame \(frame)")
      }
      XCTAssertEqual(evolve.stepCount, 2 * durations.count)
    }
  }

  /// Every step type, adaptively, follows the closed form more closely as the tolerance tightens: 100×
  /// tighter must cut the error at least 5×, unless it is already at the closed form's own precision.
  ///
  /// With error-per-step control an order-p method's global error scales like tol^(p/(p+1)), so 100× in
  /// tolerance is ≥ 10× in error for p ≥ 1; 5× leaves a factor 2 for the controller's step-size rounding
  /// (measured: rk1imp 10.3×, rk4imp 11.9×, the others more).
  func testEveryStepType_AdaptiveErrorFallsWithTolerance() throws {
    let problem = SpringProblem(spring: Spring(dampingRatio: 0.5, response: 0.5), from: 0, to: 100, velocity: 300)
    let durations = FrameSchedule.fps(60).durations(count: 60)
    let exact = try ExactIntegrator().integrate(problem, frameDurations: durations)
    func worst(_ type: GSLStepType, _ tolerance: Double) throws -> Double {
      let trajectory = try GSLIntegrator(step: type, mode: .adaptive(absTol: tolerance, relTol: tolerance))
        .integrate(problem, frameDurations: durations)
      return zip(trajectory.values, exact.values).map { abs($0 - $1) }.max()! / 100
    }
    for type in GSLStepType.allCases {
      let loose = try worst(type, 1e-6)
      let tight = try worst(type, 1e-8)
      print("GSL \(type.rawValue) adaptive: worst relative position error \(loose) at 1e-6, \(tight) at 1e-8")
      XCTAssertLessThanOrEqual(tight, max(loose / 5, Tolerance.closedFormRelative), "\(type)")
    }
  }
}
