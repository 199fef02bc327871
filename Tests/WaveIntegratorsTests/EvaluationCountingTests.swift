import Foundation
import WaveCore
import XCTest

@testable import WaveNumerics

/// Right-hand-side evaluations, counted as each integrator calls its function (``EvaluationCounting``), against the
/// counts read off each method's formulas and GSL's source; and counting changes no row.
final class EvaluationCountingTests: XCTestCase {
  static let spring = Spring(dampingRatio: 0.5, response: 0.4)
  static let frames = [Double](repeating: 1.0 / 60, count: 30)
  static let problem = SpringProblem(spring: spring, from: 0, to: 1000, velocity: -300)

  /// Evaluations per step, from the formulas.
  ///
  /// The engine's step computes one force a call (`SpringStep.swift:31-35`); classical RK4 has four stages; explicit Euler and velocity Verlet one acceleration each (Verlet's second is solved
  /// for); implicit Euler solves its linear step exactly and evaluates none. Counted over 30 frames of 1 and 3 steps.
  func testFixedStepIntegrators_CountTheirMethodsEvaluationsPerStep() throws {
    let perStep: [(make: (Int) -> any EvaluationCounting, evaluations: Int)] = [
      ({ EulerIntegrator(substeps: $0) }, 1), ({ BatchIntegrator(substeps: $0) }, 1),
      ({ FixedStepRK4Integrator(substeps: $0) }, 4), ({ ExplicitEulerIntegrator(substeps: $0) }, 1),
      ({ VelocityVerletIntegrator(substeps: $0) }, 1), ({ ImplicitEulerIntegrator(substeps: $0) }, 0),
    ]
    for (make, evaluations) in perStep {
      for substeps in [1, 3] {
        let integrator = make(substeps)
        let counted = try integrator.integrateCounting(Self.problem, frameDurations: Self.frames)
        XCTAssertEqual(
          counted.evaluations, evaluations * substeps * Self.frames.count, "\(integrator.name) × \(substeps)")
      }
    }
  }

  /// One GSL step in fixed mode, counted through the system's C function, against GSL 2.8's source.
  ///
  /// In ampl/gsl cf180cd, `gsl_odeiv2_evolve_apply_fixed_step` evaluates f at the step's start for a stepper that takes it
  /// (evolve.c:326-328), and each stepper then evaluates
  /// - rk2: k2, k3 and the derivative it hands back (rk2.c:143, 161, 186): 1 + 3 = 4;
  /// - rk4, step doubling: one full RK4 step (3 more stages, rk4.c:144-176), two half steps (3, then k1 at the
  ///   midpoint and 3, rk4.c:252-281) and the derivative out (rk4.c:295): 1 + 3 + 3 + 1 + 3 + 1 = 12;
  /// - rkf45: 5 stages after k1 and the derivative out: 1 + 5 + 1 = 7;
  /// - rk8pd: 12 stages after k1 and the derivative out: 1 + 12 + 1 = 14.
  func testGSLFixedSteps_CountWhatGSLsSourceEvaluates() throws {
    for (step, perStep) in [(GSLStepType.rk2, 4), (.rk4, 12), (.rkf45, 7), (.rk8pd, 14)] {
      for substeps in [1, 2] {
        let gsl = GSLIntegrator(step: step, mode: .fixed(substeps: substeps))
        let counted = try gsl.integrateCounting(Self.problem, frameDurations: Self.frames)
        XCTAssertEqual(counted.evaluations, perStep * substeps * Self.frames.count, "\(step) × \(substeps)")
      }
    }
  }

  /// Counting changes nothing: every counting integrator's rows equal its uncounted run's, bit for bit, and the
  /// adaptive GSL methods (bounded as a report runs them, or not) count at least one evaluation per frame.
  func testCounting_ChangesNoRow_AndAdaptiveRunsCountTheirCalls() throws {
    for entry in IntegratorCatalogue.entries where entry.leftOutOfReports == nil {
      let integrator = BoundedGSLIntegrator(entry.integrator) ?? entry.integrator
      guard let counting = integrator as? any EvaluationCounting else { continue }
      let counted = try counting.integrateCounting(Self.problem, frameDurations: Self.frames)
      let plain = try integrator.integrate(Self.problem, frameDurations: Self.frames)
      XCTAssertEqual(counted.trajectory, plain, entry.name)
      if entry.kind == .gsl {
        XCTAssertGreaterThanOrEqual(counted.evaluations, Self.frames.count, entry.name)
      }
    }
  }

  /// The peers that step an equation count their models' accelerations, from their sources' loops: react-spring one a
  /// 1 ms step, ceil(frame in ms) steps a frame (17 at 60 Hz, its first frame taken as 16.667 ms) until at rest;
  /// rebound four (RK4) a 1 ms step of its accumulator, and Advance four a step of 8 ms (k1 computed though left out
  /// of the sum), each accumulator carrying less than a step from frame to frame, so the steps over the run are the
  /// run's time in steps give or take one.
  func testPeers_CountTheirModelsAccelerations() throws {
    // 10 frames, long before any of them comes to rest (response 0.4 s).
    let frames = Array(Self.frames.prefix(10))
    let seconds = frames.reduce(0, +)
    let react = try ReactSpringIntegrator().integrateCounting(Self.problem, frameDurations: frames)
    XCTAssertEqual(react.evaluations, 17 * frames.count)
    let rebound = try ReboundIntegrator().integrateCounting(Self.problem, frameDurations: frames)
    XCTAssertEqual(rebound.evaluations % 4, 0)
    // A fixed-step solver carries the remainder of each frame, so a run's step count is its time in steps give or take
    // one (the doc comment): 1.
    XCTAssertEqual(Double(rebound.evaluations / 4), seconds / ReboundSpring.solverTimestep, accuracy: 1)
    let advance = try AdvanceIntegrator().integrateCounting(Self.problem, frameDurations: frames)
    XCTAssertEqual(advance.evaluations % 4, 0)
    // Give or take one step, as for rebound.
    XCTAssertEqual(Double(advance.evaluations / 4), seconds / AdvanceSimulation.step, accuracy: 1)
  }

  /// The system counts every call of its function, its own ``GSLOscillatorSystem/derivative(position:velocity:)``
  /// included, and not the Jacobian's.
  func testOscillatorSystem_CountsCallsOfItsFunctionOnly() throws {
    let system = GSLOscillatorSystem(try PhysicalSpring(Self.spring), target: 1000)
    XCTAssertEqual(system.evaluationCount, 0)
    _ = system.derivative(position: 0, velocity: 0)
    _ = system.derivative(position: 1, velocity: 2)
    _ = system.jacobian()
    XCTAssertEqual(system.evaluationCount, 2)
  }

  /// GSL's rk2 advances the third-order solution of its (2, 3) pair: one fixed step is Kutta's third-order method
  /// y + h·(k1 + 4·k2 + k3)/6 with k2 = f(y + h/2·k1), k3 = f(y − h·k1 + 2h·k2) (rk2.c:134-180), written out again
  /// here, to ``Tolerance/roundingRelative`` of the travel (the same stage sums, GSL's in its own order).
  func testGSLrk2_OneStepIsKuttasThirdOrderMethod() throws {
    let p = try PhysicalSpring(Self.spring)
    func f(_ y: (Double, Double)) -> (Double, Double) {
      (y.1, -(p.stiffness * (y.0 - 1000) + p.damping * y.1) / p.mass)
    }
    var y = (0.0, -300.0)
    var expected = [y.0]
    for h in Self.frames {
      let k1 = f(y)
      let k2 = f((y.0 + h / 2 * k1.0, y.1 + h / 2 * k1.1))
      let k3 = f((y.0 + h * (-k1.0 + 2 * k2.0), y.1 + h * (-k1.1 + 2 * k2.1)))
      y = (y.0 + h * (k1.0 + 4 * k2.0 + k3.0) / 6, y.1 + h * (k1.1 + 4 * k2.1 + k3.1) / 6)
      expected.append(y.0)
    }
    let gsl = try GSLIntegrator(step: .rk2, mode: .fixed(substeps: 1)).integrate(
      Self.problem, frameDurations: Self.frames)
    for (index, (value, reference)) in zip(gsl.values, expected).enumerated() {
      XCTAssertEqual(value, reference, accuracy: Tolerance.roundingRelative * 1000, "frame \(index)")
    }
  }
}
