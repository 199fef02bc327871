import Foundation
import WaveCore
import WaveTestSupport
import XCTest

@testable import WaveBench
@testable import WaveNumerics

final class AccuracyExperimentTests: XCTestCase {
  /// One spring per damping regime (response 0.5 s, no rubberband), at 60 Hz.
  let regimes: [SpringSpec] = [0.3, 1.0, 2.0].map { SpringSpec(dampingRatio: $0, response: 0.5) }

  func testEulerRow_MaxAndRMSErrorMatchTheTextbookSolutionAndAHandRunStep() throws {
    for spec in regimes {
      let spring = try spec.spring
      let row = try AccuracyExperiment.row(
        spec: spec, spring: spring, schedule: .fps(60), integrator: EulerIntegrator())
      XCTAssertEqual(row.status, .ok)
      let book = Textbook(
        stiffness: Double(spring.stiffness), damping: Double(spring.dampingCoefficient), mass: 1, distance: 1000)
      // The independent reference step (WaveTestSupport), 60 Hz, over the animator's lifetime as upstream main
      // counts it (jtrivedi/Wave a52498e, SpringAnimator.swift:35-45, 210, 229): frame 1 sets the start time
      // t₁ = 1/60, and frame k is the last when t_k − t₁ ≥ settlingDuration.
      var x = 0.0
      var v = 0.0
      var t = 0.0
      var errors = [0.0]
      while errors.count < 2 || t - 1.0 / 60 < spring.settlingDuration {
        (x, v) = referenceEulerStep(
          value: x, target: 1000, velocity: v, dt: 1.0 / 60, k: Double(spring.stiffness),
          c: Double(spring.dampingCoefficient), m: 1)
        t += 1.0 / 60
        errors.append(abs(x - book.position(t)) / 1000)
      }
      XCTAssertEqual(row.frames, errors.count - 1)
      let maxError = try XCTUnwrap(row.maxError)
      XCTAssertEqual(maxError, errors.max()!, accuracy: Tolerance.verificationRelative, spec.label)
      let rms = (errors.map { $0 * $0 }.reduce(0, +) / Double(errors.count)).squareRoot()
      XCTAssertEqual(try XCTUnwrap(row.rmsError), rms, accuracy: Tolerance.verificationRelative, spec.label)
      XCTAssertEqual(
        try XCTUnwrap(row.snapPer1000), abs(x - 1000), accuracy: Tolerance.verificationRelative * 1000, spec.label)
    }
  }

  func testExactOvershoot_IsTheTextbookFirstPeak() throws {
    let spring = Spring(dampingRatio: 0.3, response: 0.5)
    let peak = AccuracyExperiment.exactPeak(DampedOscillator(try PhysicalSpring(spring)))
    let zeta = 0.3
    let overshoot = exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
    let time = 0.5 / 2 / (1 - zeta * zeta).squareRoot()
    XCTAssertEqual(peak.overshoot, overshoot, accuracy: Tolerance.roundingRelative * overshoot)
    XCTAssertEqual(try XCTUnwrap(peak.time), time, accuracy: Tolerance.roundingRelative * time)
    let overdamped = AccuracyExperiment.exactPeak(
      DampedOscillator(try PhysicalSpring(Spring(dampingRatio: 2, response: 0.5))))
    XCTAssertEqual(overdamped.overshoot, 0)
    XCTAssertNil(overdamped.time)
  }

  func testSnap_IsWhatARealAnimatorJumpsAtTheEnd() throws {
    // XCTest on Linux cannot discover `@MainActor` test methods; tests run on the main thread.
    try MainActor.assumeIsolated { try Self.snapMatchesAnimator() }
  }

  @MainActor
  static func snapMatchesAnimator() throws {
    for schedule in [ScheduleSpec.fps(60), .variableRefresh, .hitch] {
      let spec = SpringSpec(dampingRatio: 0.8, response: 0.2)
      let spring = try spec.spring
      let row = try AccuracyExperiment.row(
        spec: spec, spring: spring, schedule: schedule, integrator: EulerIntegrator())
      let driver = FrameDriver(schedule: schedule.schedule)
      let animator = SpringAnimator<Double>(spring: spring, value: 0, target: 1000, driver: driver)
      var seen: [Double] = []
      animator.valueChanged = { seen.append($0) }
      var lastBeforeSnap = 0.0
      // The animator runs on the independent reference step (WaveTestSupport), recording the last value.
      animator.integrator = { spring, value, target, velocity, dt in
        let next = referenceEulerStep(
          value: value, target: target, velocity: velocity, dt: dt, k: Double(spring.stiffness),
          c: Double(spring.dampingCoefficient), m: Double(spring.mass))
        lastBeforeSnap = next.0
        return next
      }
      animator.start()
      driver.runUntilIdle()
      XCTAssertEqual(seen.last, 1000)
      XCTAssertEqual(
        try XCTUnwrap(row.snapPer1000), abs(lastBeforeSnap - 1000), accuracy: Tolerance.verificationRelative * 1000,
        schedule.name)
    }
  }

  func testTimeLead_MatchesABruteForceLeastSquaresShift() throws {
    let spec = SpringSpec(dampingRatio: 0.8, response: 0.2)
    let spring = try spec.spring
    let row = try AccuracyExperiment.row(spec: spec, spring: spring, schedule: .fps(60), integrator: EulerIntegrator())
    let run = EulerIntegrator().integrate(
      AccuracyExperiment.problem(spring), frameDurations: AccuracyExperiment.lifetime(spring, on: .fps(60)).steps)
    let book = Textbook(
      stiffness: Double(spring.stiffness), damping: Double(spring.dampingCoefficient), mass: 1, distance: 1000)
    let tau = goldenMinimum(-0.05, 0.05, tolerance: 1e-9) { tau in
      zip(run.times, run.values).map { t, x in pow(x - book.position(t + tau), 2) }.reduce(0, +)
    }
    XCTAssertEqual(try XCTUnwrap(row.timeLeadFrames), tau * 60, accuracy: Tolerance.timeLeadFrames)
  }

  func testUnstableAndDivergedRuns_AreLabelledAndCarryNoNumbers() throws {
    // defaultInteractive at 30 Hz: radius > 1, but over its 0.37 s lifetime (11 frames) it stays bounded.
    let interactive = SpringSpec(dampingRatio: 0.8, response: 0.2)
    let slow = try AccuracyExperiment.row(
      spec: interactive, spring: try interactive.spring, schedule: .fps(30), integrator: EulerIntegrator())
    XCTAssertEqual(slow.status, .unstable)
    XCTAssertGreaterThan(try XCTUnwrap(slow.spectralRadius), 1)
    // A stiff spring at 30 Hz (ω·h = 4.2 ≫ the bound 2(√(ζ²+1) − ζ) ≈ 0.96) leaves the band quickly.
    let stiff = SpringSpec(dampingRatio: 0.8, response: 0.05)
    let row = try AccuracyExperiment.row(
      spec: stiff, spring: try stiff.spring, schedule: .fps(30), integrator: EulerIntegrator())
    XCTAssertEqual(row.status, .diverged)
    XCTAssertNil(row.maxError)
    XCTAssertNil(row.snapPer1000)
  }

  func testPerturbedStep_IsLessAccurate() throws {
    let spec = SpringSpec(dampingRatio: 0.8, response: 0.2)
    let spring = try spec.spring
    let plain = try AccuracyExperiment.row(
      spec: spec, spring: spring, schedule: .fps(60), integrator: EulerIntegrator())
    let perturbed = try AccuracyExperiment.row(
      spec: spec, spring: spring, schedule: .fps(60), integrator: PerturbedEulerIntegrator(perturbation: 0.05))
    XCTAssertEqual(perturbed.integrator, .engineStep)
    XCTAssertGreaterThan(try XCTUnwrap(perturbed.maxError), try XCTUnwrap(plain.maxError))
  }

  func testConvergence_EulerIsOrderOneRK4OrderFourExactAtPrecision() throws {
    let rows = try ConvergenceExperiment.run(
      integrators: [EulerIntegrator(), ExactIntegrator(), GSLIntegrator(step: .rk4)],
      springs: [SpringSpec(dampingRatio: 0.5, response: 0.5)])
    let euler = try XCTUnwrap(rows.first { $0.integrator == .engineStep })
    XCTAssertEqual(try XCTUnwrap(euler.order), 1, accuracy: Tolerance.measuredOrder)
    let exact = try XCTUnwrap(rows.first { $0.integrator == .closedForm })
    XCTAssertNil(exact.order)
    let rk4 = try XCTUnwrap(
      rows.first { $0.integrator == IntegratorID(GSLIntegrator(step: .rk4)) && $0.mode == .oneStepPerFrame })
    XCTAssertEqual(try XCTUnwrap(rk4.order), 4, accuracy: Tolerance.measuredOrder)
  }

  /// The rows kept for the process are told apart by the integrator's value, not its name: a perturbed engine step
  /// (named `euler` too), measured after the plain one, gets its own errors, and a second run of the plain one the
  /// first run's.
  func testConvergence_KeptRows_AreKeyedByTheIntegratorsValue() throws {
    let springs = [SpringSpec(dampingRatio: 0.7, response: 0.45)]
    let plain = try XCTUnwrap(ConvergenceExperiment.run(integrators: [EulerIntegrator()], springs: springs).first)
    let perturbed = try XCTUnwrap(
      ConvergenceExperiment.run(integrators: [PerturbedEulerIntegrator(perturbation: 0.05)], springs: springs).first)
    XCTAssertEqual(perturbed.integrator, plain.integrator)
    for (a, b) in zip(plain.errors, perturbed.errors) {
      XCTAssertNotEqual(try XCTUnwrap(a), try XCTUnwrap(b))
    }
    let again = try XCTUnwrap(ConvergenceExperiment.run(integrators: [EulerIntegrator()], springs: springs).first)
    XCTAssertEqual(again.errors, plain.errors)
  }

  func testFrameRateDrift_IsTheGapBetweenHandRun60And120HzSteps() throws {
    let spec = SpringSpec(dampingRatio: 0.8, response: 0.2)
    let drift = try FrameRateDrift.measure(spec)
    let spring = try spec.spring
    func run(_ fps: Double, _ frames: Int) -> [Double] {
      var x = 0.0
      var v = 0.0
      var values = [x]
      for _ in 0..<frames {
        (x, v) = referenceEulerStep(
          value: x, target: 1000, velocity: v, dt: 1 / fps, k: Double(spring.stiffness),
          c: Double(spring.dampingCoefficient), m: 1)
        values.append(x)
      }
      return values
    }
    let n = drift.times.count - 1
    let a = run(60, n)
    let b = run(120, 2 * n)
    let gaps = (0...n).map { abs(a[$0] - b[2 * $0]) / 1000 }
    XCTAssertEqual(drift.maxGap, gaps.max()!)
  }
}
