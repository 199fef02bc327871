import Foundation
import WaveCore
import WaveTestSupport
import XCTest

@testable import WaveBench

/// `check`'s numbers against the engine's step written out again (``referenceEulerStep``), the textbook
/// solution and upstream main's lifetime rule, and its rules and recommendations against their definitions.
final class CheckExperimentTests: XCTestCase {
  func options(_ springs: [SpringSpec], _ schedules: [ScheduleSpec], rules: [CheckRule], travel: Double = 1000)
    -> CheckSetup
  {
    CheckSetup(springs: springs, schedules: schedules, travel: travel, rules: rules)
  }

  /// The lowest safe rate, by experiment: 1 % above it the step contracts over 5000 frames, 1 % below it grows.
  func testLowestSafeRate_SeparatesDecayFromGrowth() throws {
    for spec in [SpringSpec(dampingRatio: 0.8, response: 0.2), SpringSpec(dampingRatio: 0.3, response: 0.1)] {
      let verdict = try CheckExperiment.check(spec, options: options([spec], [.fps(60)], rules: []))
      let spring = try spec.spring
      func finalDistance(fps: Double) -> Double {
        var x = 0.0
        var v = 0.0
        for _ in 0..<5000 {
          (x, v) = referenceEulerStep(
            value: x, target: 1, velocity: v, dt: 1 / fps, k: Double(spring.stiffness),
            c: Double(spring.dampingCoefficient), m: Double(spring.mass))
        }
        return abs(x - 1)
      }
      let rate = try XCTUnwrap(verdict.lowestSafeRate)
      XCTAssertLessThan(finalDistance(fps: rate * 1.01), 1, spec.label)
      XCTAssertGreaterThan(finalDistance(fps: rate * 0.99), 1, spec.label)
    }
  }

  /// Error and snap at 60 Hz, written out: Euler frames from rest until t_k − t_1 ≥ the settling duration
  /// (upstream main, SpringAnimator.swift:35-45, 229), the largest distance from the textbook solution at the
  /// frame times, and the distance left on the last frame, in points of a 250 pt travel.
  ///
  /// Tolerance: 1e-9 of the travel (the textbook and the closed form round differently, ~1e-13 relative per frame).
  func testErrorAndSnap_MatchAWrittenOutRun() throws {
    let travel = 250.0
    for spec in [SpringSpec(dampingRatio: 0.5, response: 0.5), SpringSpec(dampingRatio: 0.9, response: 0.3)] {
      let spring = try spec.spring
      let run = try XCTUnwrap(
        CheckExperiment.check(spec, options: options([spec], [.fps(60)], rules: [], travel: travel)).runs.first)
      let k = Double(spring.stiffness)
      let c = Double(spring.dampingCoefficient)
      let m = Double(spring.mass)
      let textbook = Textbook(stiffness: k, damping: c, mass: m, distance: travel)
      var x = 0.0
      var v = 0.0
      var t = 0.0
      var start = 0.0
      var frame = 0
      var maxError = 0.0
      let dt = 1.0 / 60
      while true {
        (x, v) = referenceEulerStep(value: x, target: travel, velocity: v, dt: dt, k: k, c: c, m: m)
        t += dt
        frame += 1
        if frame == 1 { start = t }
        maxError = max(maxError, abs(x - textbook.position(t)))
        if t - start >= spring.settlingDuration { break }
      }
      // A report's numbers against the engine's step run by hand: Tolerance.verificationRelative of the travel.
      XCTAssertEqual(
        try XCTUnwrap(run.maxError), maxError, accuracy: Tolerance.verificationRelative * travel, spec.label)
      XCTAssertEqual(
        try XCTUnwrap(run.snap), abs(x - travel), accuracy: Tolerance.verificationRelative * travel, spec.label)
      XCTAssertEqual(run.formulaTime, spring.settlingDuration)
    }
  }

  /// A limit just below the measured snap fails the spring, just above passes it; `none` never fails.
  func testRules_DecideAtTheirLimits() throws {
    let spec = SpringSpec(dampingRatio: 0.9, response: 0.45)
    let measured = try XCTUnwrap(
      CheckExperiment.check(spec, options: options([spec], [.fps(30)], rules: [])).runs[0].snap)
    XCTAssertGreaterThan(measured, 0)
    let below = try CheckExperiment.check(
      spec, options: options([spec], [.fps(30)], rules: [.snap(.points(measured * 0.99))]))
    let above = try CheckExperiment.check(
      spec, options: options([spec], [.fps(30)], rules: [.snap(.points(measured * 1.01))]))
    XCTAssertFalse(below.passed)
    XCTAssertEqual(
      below.runs[0].failures,
      [CheckFailure(rule: .snap(.points(measured * 0.99)), measured: measured, limit: measured * 0.99)])
    XCTAssertTrue(above.passed)
  }

  /// An unstable spring fails `unstable` and has no error or snap number (a diverged run), which fails the
  /// numeric rules too; a stable one at the same rate passes `unstable`.
  func testDivergedRun_FailsEveryRuleItCannotMeasure() throws {
    let spec = SpringSpec(dampingRatio: 0.5, response: 0.08)  // stable only above ~59 Hz
    let verdict = try CheckExperiment.check(
      spec, options: options([spec], [.fps(30)], rules: [.unstable, .snap(.points(1)), .error(.percent(5))]))
    XCTAssertEqual(verdict.runs[0].status, .diverged)
    XCTAssertNil(verdict.runs[0].snap)
    XCTAssertEqual(verdict.runs[0].failures.map(\.rule.kind), ["unstable", "snap", "error"])
    let stable = try CheckExperiment.check(spec, options: options([spec], [.fps(120)], rules: [.unstable]))
    XCTAssertTrue(stable.passed)
  }

  /// Every failing spring of a preset list gets a recommendation that differs from it and passes the same
  /// check when checked on its own; passing springs get none.
  func testRecommendations_PassTheirOwnCheck() throws {
    let springs = [
      SpringSpec(dampingRatio: 0.8, response: 0.2), SpringSpec(dampingRatio: 1.2, response: 0.08),
      SpringSpec(dampingRatio: 0.7, stiffness: 200, mass: 3), SpringSpec(dampingRatio: 0.8, response: 0.3),
    ]
    let o = options(springs, CheckSetup.defaultSchedules, rules: try CheckRule.parseList(CheckRule.defaultText))
    let result = try CheckExperiment.run(o)
    XCTAssertEqual(result.springs.map(\.passed), [false, false, false, true])
    XCTAssertEqual(result.exitStatus, 1)
    for spring in result.springs {
      guard !spring.passed else {
        XCTAssertNil(spring.recommendation)
        continue
      }
      let r = try XCTUnwrap(spring.recommendation, spring.spec.label)
      XCTAssertNotEqual(r.spec, spring.spec)
      XCTAssertTrue(try CheckExperiment.check(r.spec, options: o).passed, r.spec.label)
      XCTAssertTrue(r.verified.allSatisfy { $0.failures.isEmpty })
    }
  }

  /// Overdamped springs end with a jump (the settling formula ends them early) and still get a recommendation, which
  /// passes the same check and whose view never steps back and forth at 120, 60 or 30 Hz: no move of the view, written
  /// out, reverses the one before it and is reversed by the one after by more than 0.5 pt.
  func testOverdampedSprings_GetARecommendationThatPasses() throws {
    let springs = [(2.0, 0.5), (3.0, 0.8), (1.68, 1.8)].map { SpringSpec(dampingRatio: $0.0, response: $0.1) }
    let o = options(springs, [.fps(120), .fps(60), .fps(30)], rules: CheckRule.defaults)
    for spring in try CheckExperiment.run(o).springs {
      XCTAssertFalse(spring.passed, spring.spec.label)
      let r = try XCTUnwrap(spring.recommendation, spring.spec.label)
      XCTAssertTrue(try CheckExperiment.check(r.spec, options: o).passed, r.spec.label)
      for fps in [120.0, 60, 30] {
        let values = ViewMotion(
          try r.spec.spring, frames: WaveFrames(onTime: Array(repeating: 1 / fps, count: 100_000))
        ).values.dropLast()
        let moves = zip(values.dropFirst(), values).map { ($0 - $1) * 1000 }
        for i in moves.indices.dropFirst().dropLast() where moves[i - 1] * moves[i] < 0 && moves[i] * moves[i + 1] < 0 {
          XCTAssertLessThanOrEqual(
            min(abs(moves[i - 1]), abs(moves[i]), abs(moves[i + 1])), 0.5, "\(r.spec.label) at \(fps)")
        }
      }
      XCTAssertTrue(r.forcedBy.contains { $0.rule.kind == "snap" }, spring.spec.label)
    }
  }

  /// The recommendation is the nearest passing spring in motion.
  ///
  /// No neighbour on the fine grid (ζ ± 0.01; the
  /// response 0.25 × 1.005^(s ± 1), three significant digits, s the recommendation's step) that passes the same check
  /// moves nearer the user's view at the main rate. Springs whose step oscillates in fewer than 4 frames a period at a
  /// schedule's rate (a complex pair of eigenvalues with a negative real part) are not recommended with a judder rule,
  /// so they are not neighbours.
  func testRecommendation_IsNearestAmongItsGridNeighbours() throws {
    let spec = SpringSpec(dampingRatio: 1, response: 0.25)
    let o = options([spec], [.fps(120), .fps(60), .fps(30)], rules: CheckRule.defaults)
    let r = try XCTUnwrap(CheckExperiment.run(o).springs[0].recommendation)
    let main = WaveFrames(onTime: Array(repeating: 1.0 / 120, count: 2000))
    let before = ViewMotion(try spec.spring, frames: main)
    let best = before.distance(to: ViewMotion(try r.spec.spring, frames: main))
    // The same distance computed by the same ViewMotion code (a fraction of the travel): exact in practice; 1e-12 only
    // allows a regrouping.
    XCTAssertEqual(best, r.lookChange.largestDistance, accuracy: 1e-12)
    var neighbours = 0
    let step = (log(try XCTUnwrap(r.spec.response) / 0.25) / log(1.005)).rounded()
    for dz in [-0.01, 0, 0.01] {
      for ds in [-1.0, 0, 1] where dz != 0 || ds != 0 {
        let response = Double(String(format: "%.3g", 0.25 * pow(1.005, step + ds)))!
        let candidate = SpringSpec(dampingRatio: r.spec.dampingRatio + dz, response: response)
        let undersampled = try [120.0, 60, 30].contains { fps in
          let matrix = EulerStepMatrix(spring: try candidate.spring, dt: 1 / fps)
          return matrix.eigenvalues[0].im != 0 && matrix.eigenvalues[0].re < 0
        }
        guard try CheckExperiment.check(candidate, options: o).passed, !undersampled else { continue }
        neighbours += 1
        let d = before.distance(to: ViewMotion(try candidate.spring, frames: main))
        XCTAssertGreaterThanOrEqual(d, best - 1e-12, candidate.label)
      }
    }
    XCTAssertGreaterThan(neighbours, 0)
  }

  /// A travel given for one spring is the travel its rules are measured over: 0.9/0.5 snaps 0.43 pt at 30 Hz over
  /// 1000 pt (0.043 % of the travel, the run being linear), so twice the travel fails `snap>0.5pt`.
  func testSpringTravel_ChangesItsVerdict() throws {
    var spec = SpringSpec(dampingRatio: 0.9, response: 0.5)
    let o = options([spec], [.fps(30)], rules: [.snap(.points(0.5))])
    let short = try CheckExperiment.check(spec, options: o)
    spec.travel = 2000
    let long = try CheckExperiment.check(spec, options: o)
    XCTAssertTrue(short.passed)
    XCTAssertFalse(long.passed)
    // Doubling the travel (1000 → 2000 pt) is exact in binary, so the snap doubles bit for bit; 1e-9 of the travel is
    // far looser than any rounding.
    XCTAssertEqual(try XCTUnwrap(long.runs[0].snap), 2 * (try XCTUnwrap(short.runs[0].snap)), accuracy: 1e-9 * 2000)
  }

  /// Wave's instant spring passes with nothing measured; the judder rule decides at its limit.
  func testInstantSpring_Passes_AndJudderDecidesAtItsLimit() throws {
    let instant = SpringSpec(dampingRatio: 1, response: 0)
    let verdict = try CheckExperiment.check(instant, options: options([instant], [.fps(30)], rules: CheckRule.defaults))
    XCTAssertTrue(verdict.passed)
    XCTAssertTrue(verdict.runs.isEmpty)
    let spec = SpringSpec(dampingRatio: 0.85, response: 0.26)
    let measured = try XCTUnwrap(
      CheckExperiment.check(spec, options: options([spec], [.fps(30)], rules: [])).runs[0].judder)
    XCTAssertGreaterThan(measured, 0)
    let below = try CheckExperiment.check(
      spec, options: options([spec], [.fps(30)], rules: [.judder(.points(measured * 0.99))]))
    let above = try CheckExperiment.check(
      spec, options: options([spec], [.fps(30)], rules: [.judder(.points(measured * 1.01))]))
    XCTAssertFalse(below.passed)
    XCTAssertTrue(above.passed)
  }
}
