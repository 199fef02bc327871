import Foundation
import WaveCore
import WaveTestSupport
import XCTest

@testable import WaveBench
@testable import WaveNumerics

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

  /// The plots follow the user's spring that fails: a spring of the user's whose step grows at a schedule's typical
  /// frame (0.86/0.15 at 30 Hz: its critical rate, 1/dt where the written-out step's ρ reaches 1, is above 30 Hz) is
  /// the focus before the upstream default; without one, the upstream default stays the focus.
  func testFocus_IsTheUsersGrowingSpringFirst() throws {
    let growing = SpringSpec(dampingRatio: 0.86, response: 0.15)
    let spring = try growing.spring
    XCTAssertGreaterThan(1 / EulerStepMatrix.criticalFrameDuration(of: spring), 30)
    XCTAssertEqual(
      AccuracyFocus.spring(in: [Self.interactive, Self.other, growing], schedules: [.fps(60), .fps(30)]), growing)
    XCTAssertEqual(
      AccuracyFocus.spring(in: [Self.other, Self.interactive], schedules: [.fps(60), .fps(30)]), Self.interactive)
    XCTAssertEqual(AccuracyFocus.spring(in: [Self.other, growing], schedules: [.fps(120)]), Self.other)
  }

  func testErrorSeries_IsAHandRunStepMinusTheTextbookSolution() throws {
    let result = try Self.result.get()
    let spring = try Self.interactive.spring
    let k = Double(spring.stiffness)
    let c = Double(spring.dampingCoefficient)
    let book = Textbook(stiffness: k, damping: c, mass: 1, distance: 1000)
    // The independent reference step (WaveTestSupport) at 60 Hz, over the animator's lifetime as upstream
    // main counts it (jtrivedi/Wave a52498e, SpringAnimator.swift:35-45, 210, 229): the last frame k is the
    // first with t_k − t₁ ≥ settlingDuration, t₁ = 1/60.
    var x = 0.0
    var v = 0.0
    var t = 0.0
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
    var sawUnstable = false
    var sawHitch = false
    var sawCheap = false
    var sawOthers = false
    for finding in result.findings {
      switch finding {
      case .springAtFocusSchedule(let row, let upstream, let points):
        springs.append(row.spring)
        XCTAssertEqual(upstream, row.spring == Self.interactive ? .defaultInteractive : nil)
        // Points on the 1000 pt move: one IEEE product of the same operands, so exactly equal.
        XCTAssertEqual(try XCTUnwrap(points), try XCTUnwrap(row.maxError) * 1000)
      case .engineDoesNotConverge(let rows):
        sawUnstable = rows.contains { $0.spring == Self.interactive && $0.schedule == .fps(30) }
      case .stallMovesTheEnd(let plain, let hitch):
        sawHitch = plain.schedule == .fps(60) && hitch.schedule == .hitch && plain.spring == Self.interactive
      case .otherIntegrators:
        sawOthers = true
      case .propagatorIsCheap(let relative, _, _, let schedule):
        sawCheap = relative == 2 && schedule == .fps(60)
      default: break
      }
    }
    // The other spring is the user's: its finding comes first, then the upstream default's.
    XCTAssertEqual(springs, [SpringSpec(dampingRatio: 0.5, response: 0.3), Self.interactive])
    XCTAssertTrue(sawUnstable)
    XCTAssertTrue(sawHitch)
    // The other integrators here (closed form, propagator) are exact by construction: naming the most accurate would
    // say nothing, so there is no such finding.
    XCTAssertFalse(sawOthers, "a finding naming an exact integrator as the most accurate stepper")
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
