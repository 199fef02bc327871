import Foundation
import WaveCore
import WaveTestSupport
import XCTest

@testable import WaveBench
@testable import WaveNumerics

final class SettlingExperimentTests: XCTestCase {
  func testSettleIndex_IsTheFirstFrameAfterWhichAllStayInside() {
    let values = [0, 0.5, 1.0002, 0.99995, 1.00011, 1.00005, 0.99999]
    XCTAssertEqual(SettleTime.index(values: values, target: 1, distance: 1), 5)
    XCTAssertNil(SettleTime.index(values: [0, 0.5, 0.9], target: 1, distance: 1))
    XCTAssertNil(SettleTime.index(values: [0, 1, .nan], target: 1, distance: 1))
  }

  func testExactSettleTime_CriticalAndOverdamped_MatchBisectionOfTheTextbookSolution() throws {
    for zeta in [1.0, 3.0] {
      let spring = Spring(dampingRatio: zeta, response: 0.5)
      let run = SettlingExperiment.exactRun(spring)
      let book = Textbook(
        stiffness: Double(spring.stiffness), damping: Double(spring.dampingCoefficient), mass: 1, distance: 1)
      // The crossing bracketed to within `slack` by bisection; sample times are good to far less.
      let slack = Tolerance.roundingRelative * run.horizon
      let expected = book.monotoneSettleTime(band: Tolerance.settledFraction, upper: run.horizon, resolution: slack)
      let measured = try XCTUnwrap(run.settleTime)
      // Sampled every exactStep: the first sample at or after the true crossing.
      XCTAssertGreaterThanOrEqual(measured, expected - slack, "ζ \(zeta)")
      XCTAssertLessThan(measured, expected + SettlingExperiment.exactStep + slack, "ζ \(zeta)")
      let residual = abs(book.position(spring.settlingDuration) - 1)
      XCTAssertEqual(try XCTUnwrap(run.residualAtFormula), residual, accuracy: Tolerance.verificationRelative)
    }
  }

  /// The recommended settle time never ends early: the textbook solution, sampled every 0.1 ms from it over
  /// ten slowest time constants, stays inside the band; at critical damping (a stiffness-made spring, exactly
  /// critical: 4km = c²) the bound is the motion itself, so it is the bisected settle time (to 1 µs, the
  /// search's resolution).
  func testBoundedSettleTime_NeverEndsEarly_AndIsExactAtCriticalDamping() throws {
    let springs = [
      Spring(dampingRatio: 0.3, response: 0.5), Spring(dampingRatio: 0.95, response: 0.4),
      Spring(dampingRatio: 1.0, response: 0.3), Spring(dampingRatio: 3, response: 0.8),
      Spring(dampingRatio: 1, response: 0.05),
    ]
    for spring in springs {
      let parameters = try PhysicalSpring(spring)
      let bound = SettlingExperiment.boundedSettleTime(parameters)
      let book = Textbook(
        stiffness: Double(spring.stiffness), damping: Double(spring.dampingCoefficient), mass: 1, distance: 1)
      let slowest = SettlingExperiment.slowestDecayRate(parameters)
      for i in 0...Int(10 / slowest / 1e-4) {
        let t = bound + Double(i) * 1e-4
        XCTAssertLessThanOrEqual(abs(book.position(t) - 1), Tolerance.settledFraction, "\(spring) at \(t)")
      }
    }
    let critical = Spring(dampingRatio: 1, stiffness: 100, mass: 1)
    let book = Textbook(stiffness: 100, damping: Double(critical.dampingCoefficient), mass: 1, distance: 1)
    let expected = book.monotoneSettleTime(band: Tolerance.settledFraction, upper: 10)
    // boundedSettleTime bisects until its bracket is ≤ 1e-6 s and returns its upper end; the test's bisection stops at
    // 1e-9 s above the same crossing: they differ by < 1e-6 s.
    XCTAssertEqual(SettlingExperiment.boundedSettleTime(try PhysicalSpring(critical)), expected, accuracy: 1e-6)
  }

  func testOverdampedFormula_UnderestimatesAndLetsTheViewJump() throws {
    // ζ = 3: the formula promises 1.25 × the critical time; the slow root ω(ζ − √(ζ² − 1)) ≈ 0.17ω decays
    // much more slowly, so the residual at the formula's time is far above the 1e-4 band.
    let spring = Spring(dampingRatio: 3, response: 0.5)
    let run = SettlingExperiment.exactRun(spring)
    XCTAssertGreaterThan(try XCTUnwrap(run.settleTime), spring.settlingDuration)
    XCTAssertGreaterThan(try XCTUnwrap(run.residualAtFormula), Tolerance.settledFraction)
  }

  func testUnderdampedEnvelope_FormulaHoldsForTheExactSolution() throws {
    // ζ = 0.3: the formula is the envelope e^{−ζωt} reaching 1e-4, an upper bound on |u|·√(1 − ζ²)… so
    // the exact solution is inside the band (or within a factor 1/√(1 − ζ²) of it) at the formula's time.
    let spring = Spring(dampingRatio: 0.3, response: 0.5)
    let run = SettlingExperiment.exactRun(spring)
    XCTAssertLessThanOrEqual(try XCTUnwrap(run.residualAtFormula), Tolerance.settledFraction / (1 - 0.09).squareRoot())
  }

  func testEulerRun_MatchesAHandRunStep() throws {
    let spring = Spring(dampingRatio: 0.5, response: 0.3)
    let run = SettlingExperiment.eulerRun(spring, on: .fps(60))
    // The independent reference step (WaveTestSupport) over as many 60 Hz frames as the run's horizon holds.
    var x = 0.0
    var v = 0.0
    var t = 0.0
    var times = [0.0]
    var values = [0.0]
    for _ in 0..<Int((run.horizon * 60).rounded()) {
      (x, v) = referenceEulerStep(
        value: x, target: 1, velocity: v, dt: 1.0 / 60, k: Double(spring.stiffness),
        c: Double(spring.dampingCoefficient), m: 1)
      t += 1.0 / 60
      times.append(t)
      values.append(x)
    }
    XCTAssertEqual(t, run.horizon, "the same frames, summed the same way")
    let last = values.lastIndex { abs($0 - 1) > Tolerance.settledFraction }!
    XCTAssertEqual(run.settleTime, times[last + 1])
    // The animator snaps on the first frame k with t_k − t₁ ≥ settlingDuration, t₁ = 1/60 (jtrivedi/Wave
    // a52498e, SpringAnimator.swift:35-45, 229).
    let atFormula = times.firstIndex { $0 - times[1] >= spring.settlingDuration }!
    XCTAssertEqual(run.residualAtFormula, abs(values[atFormula] - 1))
  }

  func testUnstableStep_NeverSettlesAndIsReportedAsSuch() {
    let run = SettlingExperiment.eulerRun(Spring(dampingRatio: 0.8, response: 0.05), on: .fps(30))
    XCTAssertEqual(run.status, .diverged)
    XCTAssertNil(run.settleTime)
    XCTAssertNil(run.residualAtFormula)
  }
}
