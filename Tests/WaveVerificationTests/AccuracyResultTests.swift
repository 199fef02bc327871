import Foundation
import WaveAnalysis
import WaveCore
import WaveInputs
import WaveIntegrators
import WaveReference
import WaveTestSupport
import XCTest

@testable import WaveVerification

/// The typed result of the accuracy report: its selections, joins, summaries and findings, each checked
/// against an oracle built here (a hand-run step, the textbook closed form, hand-made rows).
final class AccuracyResultTests: XCTestCase {
  static let interactive = SpringSpec(dampingRatio: 0.8, response: 0.2)
  static let other = SpringSpec(dampingRatio: 0.5, response: 0.3)
  /// ns per frame, made up so that the order and the ratios are known: euler 10, propagator 20, exact 30.
  static let costs = ["euler": 10.0, "propagator": 20.0, "exact": 30.0]

  /// Two springs (the focus last, so that the focus is chosen by value, not position), 60 Hz, 30 Hz and the
  /// hitch, the engine's step and the two exact references.
  static let result: Result<AccuracyResult, any Error> = Result {
    try AccuracyExperiment.run(
      springs: [other, interactive], schedules: [.fps(30), .fps(60), .hitch],
      integrators: [EulerIntegrator(), ExactIntegrator(), PropagatorIntegrator()], costs: costs)
  }

  func testFocus_IsTheUpstreamDefaultAt60HzWherePresent() throws {
    let result = try Self.result.get()
    XCTAssertEqual(result.focus.spring, Self.interactive)
    XCTAssertEqual(result.focus.schedule, .fps(60))
    XCTAssertEqual(result.focus.panels.map(\.schedule.name), ["60hz", "30hz"])
    XCTAssertEqual(result.focus.panels[0].runs.map(\.integrator.name), ["euler", "exact", "propagator"])
    XCTAssertEqual(result.focus.errors.map(\.schedule.name), ["30hz", "60hz", "hitch"])
  }

  func testErrorSeries_IsAHandRunStepMinusTheTextbookSolution() throws {
    let result = try Self.result.get()
    let spring = try Self.interactive.spring
    let k = Double(spring.stiffness), c = Double(spring.dampingCoefficient)
    let book = Textbook(stiffness: k, damping: c, mass: 1, distance: 1000)
    // The independent reference step (WaveTestSupport) at 60 Hz, over the animator's lifetime as upstream
    // main counts it (jtrivedi/Wave a52498e, SpringAnimator.swift:35-45, 210, 229): the last frame k is the
    // first with t_k − t₁ ≥ settlingDuration, t₁ = 1/60.
    var x = 0.0, v = 0.0, t = 0.0
    var expected = [0.0]
    while expected.count < 2 || t - 1.0 / 60 < spring.settlingDuration {
      (x, v) = referenceEulerStep(value: x, target: 1000, velocity: v, dt: 1.0 / 60, k: k, c: c, m: 1)
      t += 1.0 / 60
      expected.append((x - book.position(t)) / 1000)
    }
    let series = try XCTUnwrap(result.focus.errors.first { $0.schedule == .fps(60) })
    XCTAssertEqual(series.errors.count, expected.count)
    for (got, want) in zip(series.errors, expected) {
      XCTAssertEqual(got, want, accuracy: Tolerance.verificationRelative)
    }
    let exact = try XCTUnwrap(result.focus.panels[0].runs.first { $0.integrator == .closedForm })
    for (time, value) in zip(exact.trajectory.times, exact.trajectory.values) {
      XCTAssertEqual(value / 1000, book.position(time) / 1000, accuracy: Tolerance.verificationRelative)
    }
  }

  func testSummaries_WorstIsTheLargestErrorAndTheMedianSplitsTheErrors() throws {
    let result = try Self.result.get()
    XCTAssertEqual(result.summaries.map(\.integrator), result.integrators)
    for summary in result.summaries {
      let errors = result.rows.filter { $0.integrator == summary.integrator }.compactMap(\.maxError)
      XCTAssertEqual(summary.worstMaxError, errors.max())
      let median = try XCTUnwrap(summary.medianMaxError)
      // The upper median of n errors (ties allowed): one of them, at most n/2 below it, more than n/2 at or below.
      XCTAssertTrue(errors.contains(median), summary.integrator.name)
      XCTAssertLessThanOrEqual(errors.filter { $0 < median }.count, errors.count / 2, summary.integrator.name)
      XCTAssertGreaterThan(errors.filter { $0 <= median }.count, errors.count / 2, summary.integrator.name)
    }
    // defaultInteractive at 30 Hz does not converge (spectral radius > 1 at every frame).
    let engine = try XCTUnwrap(result.summaries.first { $0.integrator == .engineStep })
    XCTAssertTrue(engine.notOK.contains { $0.spring == Self.interactive && $0.schedule == .fps(30) })
    XCTAssertTrue(engine.notOK.allSatisfy { $0.status != .ok })
    XCTAssertEqual(result.summaries.first { $0.integrator == .closedForm }?.notOK.count, 0)
  }

  func testCosts_AreSortedByCostAndRelativeToTheEngineStep() throws {
    let costs = try XCTUnwrap(try Self.result.get().costs)
    XCTAssertEqual(costs.map(\.integrator.name), ["euler", "propagator", "exact"])
    XCTAssertEqual(costs.map(\.relativeCost), [1, 2, 3])
    let rows = try Self.result.get().rows.filter { $0.integrator == .engineStep && $0.schedule == .fps(60) }
    XCTAssertEqual(costs[0].worstMaxError, rows.compactMap(\.maxError).max())
  }

  func testFindings_NameTheRowsTheyRestOn() throws {
    let result = try Self.result.get()
    var springs: [SpringSpec] = []
    var sawUnstable = false, sawHitch = false, sawCheap = false, sawOthers = false
    for finding in result.findings {
      switch finding {
      case .springAtFocusSchedule(let row, let upstream, let points):
        springs.append(row.spring)
        XCTAssertEqual(upstream, row.spring == Self.interactive ? .defaultInteractive : nil)
        // Points on the 1000 pt move: one IEEE product of the same operands, so exactly equal.
        XCTAssertEqual(try XCTUnwrap(points), try XCTUnwrap(row.maxError) * 1000)
      case .engineDoesNotConverge(let rows):
        sawUnstable = rows.contains { $0.spring == Self.interactive && $0.schedule == .fps(30) }
      case .hitchRaisesError(let plain, let hitch):
        sawHitch = plain.schedule == .fps(60) && hitch.schedule == .hitch && plain.spring == Self.interactive
      case .otherIntegrators(_, let best):
        sawOthers = best.integrator == .propagator
      case .propagatorIsCheap(let relative, _, _, let schedule):
        sawCheap = relative == 2 && schedule == .fps(60)
      default: break
      }
    }
    // The other spring is the user's: its finding comes first, then the upstream default's (issue 12).
    XCTAssertEqual(springs, [SpringSpec(dampingRatio: 0.5, response: 0.3), Self.interactive])
    XCTAssertTrue(sawUnstable)
    XCTAssertTrue(sawHitch)
    XCTAssertTrue(sawOthers, "the most accurate non-closed-form run is the propagator's")
    XCTAssertTrue(sawCheap)
  }

  func testConvergenceTable_GroupsByIntegratorAndModeInFirstSeenOrder() {
    let springs = [SpringSpec(dampingRatio: 0.5, response: 0.5), SpringSpec(dampingRatio: 2, response: 0.5)]
    let rk4 = IntegratorID(GSLIntegrator(step: .rk4))
    func row(_ id: IntegratorID, _ mode: ConvergenceMode, _ spring: SpringSpec, _ order: Double?) -> ConvergenceRow {
      ConvergenceRow(
        integrator: id, mode: mode, spring: spring, dts: [0.1], errors: [nil], order: order,
        verdict: order == nil ? .atReferencePrecision : .measured)
    }
    let rows = [
      row(.engineStep, .asListed, springs[0], 1.0), row(rk4, .asListed, springs[0], nil),
      row(rk4, .oneStepPerFrame, springs[0], 4.0), row(.engineStep, .asListed, springs[1], 1.1),
      row(rk4, .oneStepPerFrame, springs[1], 3.9),
    ]
    let result = ConvergenceResult(rows: rows, springs: springs, precisionFloor: 1e-9)
    XCTAssertEqual(result.table.map(\.integrator), [.engineStep, rk4, rk4])
    XCTAssertEqual(result.table.map(\.mode), [.asListed, .asListed, .oneStepPerFrame])
    XCTAssertEqual(result.table.map(\.orders), [[1.0, 1.1], [nil, nil], [4.0, 3.9]])
    XCTAssertEqual(result.table.map(\.verdict), [nil, .atReferencePrecision, nil])
    XCTAssertEqual(result.plotted.map(\.order), [1.0, 4.0])
  }

  func testRunStatus_IsDecidedByTheBandThenTheTypicalRadius() {
    let bounded = [0, 500, 1200, 1000.0]
    XCTAssertEqual(RunStatus.judging(bounded, target: 1000, distance: 1000, typicalRadius: nil), .ok)
    XCTAssertEqual(RunStatus.judging(bounded, target: 1000, distance: 1000, typicalRadius: 0.999), .ok)
    XCTAssertEqual(RunStatus.judging(bounded, target: 1000, distance: 1000, typicalRadius: 1), .unstable)
    // 10 distances past the target is still inside the band; a hair more is not; NaN never is.
    XCTAssertEqual(RunStatus.judging([0, 11_000], target: 1000, distance: 1000, typicalRadius: nil), .ok)
    XCTAssertEqual(RunStatus.judging([0, 11_001], target: 1000, distance: 1000, typicalRadius: 0.5), .diverged)
    XCTAssertEqual(RunStatus.judging([0, .nan], target: 1000, distance: 1000, typicalRadius: 0.5), .diverged)
  }

  func testIntegratorID_WrappersKeyLikeWhatTheyWrap() throws {
    let bounded = try XCTUnwrap(BoundedGSLIntegrator(GSLIntegrator(step: .rk4)))
    XCTAssertEqual(IntegratorID(bounded), IntegratorID(GSLIntegrator(step: .rk4)))
    XCTAssertEqual(IntegratorID(bounded).kind, .gsl)
    XCTAssertEqual(IntegratorID(PerturbedEulerIntegrator(perturbation: 0.01)), .engineStep)
    XCTAssertTrue(IntegratorID.engineStep.isEngineStep)
    XCTAssertFalse(IntegratorID(BatchIntegrator()).isEngineStep)
    XCTAssertNotEqual(IntegratorID.closedForm, .propagator)
  }
}

/// The exact spring's peak (issue 12: accuracy.md gave 1/0.3, a critical spring, a peak time of
/// 19,400,354.659 s beside an overshoot of 0 %).
final class ExactPeakTests: XCTestCase {
  /// A critically damped spring has no peak: no overshoot and no peak time.
  func testCriticalSpring_HasNoPeakTime() throws {
    let spring = try SpringSpec(dampingRatio: 1, response: 0.3).spring
    let peak = AccuracyExperiment.exactPeak(DampedOscillator(try OscillatorParameters(spring)))
    XCTAssertEqual(peak.overshoot, 0)
    XCTAssertNil(peak.time)
  }

  /// An underdamped spring peaks at π/ωd with overshoot e^{−ζπ/√(1−ζ²)} (textbook, from rest), ζ and ωd from
  /// the stored k, c, m.
  func testUnderdampedSpring_PeaksAtPiOverTheDampedFrequency() throws {
    let spring = try SpringSpec(dampingRatio: 0.6, response: 0.8).spring
    let k = Double(spring.stiffness), c = Double(spring.dampingCoefficient)
    let zeta = c / (2 * k.squareRoot()), omega = k.squareRoot()
    let peak = AccuracyExperiment.exactPeak(DampedOscillator(try OscillatorParameters(spring)))
    let time = try XCTUnwrap(peak.time)
    XCTAssertEqual(time, Double.pi / (omega * (1 - zeta * zeta).squareRoot()), accuracy: Tolerance.roundingRelative * time)
    let overshoot = exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot())
    XCTAssertEqual(peak.overshoot, overshoot, accuracy: Tolerance.closedFormRelative)
  }
}

/// Every fitted slope in the convergence table is either an order or says why it is not one (issue 12: orders
/// 0.00, 0.18 and 8.59 were listed with no note).
final class ConvergenceVerdictTests: XCTestCase {
  let dts: [Double] = [1 / 30, 1 / 60, 1 / 120, 1 / 240, 1 / 480, 1 / 960]

  /// Points on C·dtᵖ fit with slope p and R² = 1.
  func testPowerLaw_IsAnOrder() throws {
    let fit = try XCTUnwrap(LogLogFit.fit(x: dts, y: dts.map { 3 * $0 * $0 }))
    XCTAssertEqual(fit.slope, 2, accuracy: Tolerance.roundingRelative * 2)
    XCTAssertEqual(fit.rSquared, 1, accuracy: Tolerance.roundingRelative)
    XCTAssertEqual(ConvergenceVerdict.judging(order: fit.slope, rSquared: fit.rSquared, failure: nil), .measured)
  }

  /// An error set by a fixed internal step (the same at every frame duration) is not an order.
  func testFlatError_DoesNotShrink() throws {
    let errors = dts.map { 0.01 + 1e-6 * $0 }
    let fit = try XCTUnwrap(LogLogFit.fit(x: dts, y: errors))
    XCTAssertLessThan(fit.slope, Tolerance.minimumConvergenceOrder)
    XCTAssertEqual(ConvergenceVerdict.judging(order: fit.slope, rSquared: fit.rSquared, failure: nil), .doesNotShrink)
  }

  /// First order, then a sudden drop to near the floor (a method whose error collapses at small steps): a
  /// steep slope (> 3) that is no power law. R² by hand: the kinked points leave a large residual.
  func testKinkedErrors_AreNoPowerLaw() throws {
    let errors = [1e-2, 5e-3, 2.5e-3, 1e-8, 5e-9, 2e-9]
    let fit = try XCTUnwrap(LogLogFit.fit(x: dts, y: errors))
    XCTAssertGreaterThan(fit.slope, 3)
    XCTAssertLessThan(fit.rSquared, Tolerance.powerLawRSquared)
    guard case .noPowerLaw = ConvergenceVerdict.judging(order: fit.slope, rSquared: fit.rSquared, failure: nil) else {
      return XCTFail("a kinked fit was read as an order")
    }
  }

  /// No fit: a failure names itself, else the integrator is at reference precision.
  func testNoFit_IsAFailureOrReferencePrecision() {
    XCTAssertEqual(ConvergenceVerdict.judging(order: nil, rSquared: nil, failure: "boom"), .failed("boom"))
    XCTAssertEqual(ConvergenceVerdict.judging(order: nil, rSquared: nil, failure: nil), .atReferencePrecision)
  }
}

/// The findings lead with the user's springs, one finding each (issue 12: `accuracy` with three user springs
/// wrote a finding only for the first).
final class UserSpringFindingTests: XCTestCase {
  func testEveryUserSpring_GetsItsOwnFinding() throws {
    let user = [
      SpringSpec(dampingRatio: 0.5, response: 0.3), SpringSpec(dampingRatio: 0.9, response: 0.6),
      SpringSpec(dampingRatio: 0.7, stiffness: 200),
    ]
    let result = try AccuracyExperiment.run(
      springs: user, schedules: [.fps(60)], integrators: [EulerIntegrator(), ExactIntegrator()], costs: nil)
    let subjects = result.findings.compactMap { finding -> SpringSpec? in
      if case .springAtFocusSchedule(let row, _, _) = finding { return row.spring }
      return nil
    }
    XCTAssertEqual(subjects, user)
  }
}

/// An integrator whose every run ended alike is summarised once (issue 12: gsl-rk1imp's 48 failed runs filled a
/// table cell one by one).
final class IntegratorAccuracySummaryTests: XCTestCase {
  func row(_ status: RunStatus, _ schedule: ScheduleSpec) -> AccuracyRow {
    AccuracyRow(
      spring: SpringSpec(dampingRatio: 0.8, response: 0.2), schedule: schedule,
      integrator: IntegratorID(GSLIntegrator(step: .rk1imp)), status: status, frames: 1, horizon: 0, maxError: nil,
      rmsError: nil, overshoot: nil, peakTime: nil, exactOvershoot: 0, exactPeakTime: nil, timeLeadFrames: nil,
      snapPer1000: nil, spectralRadius: nil, effectiveDampingRatio: nil, effectiveResponse: nil)
  }

  func testEveryRunFailed_IsOneStatus() {
    let id = IntegratorID(GSLIntegrator(step: .rk1imp))
    let rows = [row(.failed("a"), .fps(60)), row(.failed("b"), .fps(30))]
    let summary = IntegratorAccuracy(id, rows: rows)
    XCTAssertEqual(summary.runs, 2)
    XCTAssertEqual(summary.everyRunEnded, .failed("a"))
    let mixed = IntegratorAccuracy(id, rows: [row(.failed("a"), .fps(60)), row(.ok, .fps(30))])
    XCTAssertNil(mixed.everyRunEnded)
  }
}
