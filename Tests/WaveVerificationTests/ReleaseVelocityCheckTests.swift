import Foundation
import WaveCore
import WaveTestSupport
import XCTest

@testable import WaveBench

/// `check` with a release velocity, against a view run written out here with the engine's step written out again
/// (``referenceEulerStep``), upstream main's lifetime rule (the animator ends on the first frame with t − t₁ ≥ the
/// settling duration, and snaps to the target) and the judder's definition written out.
final class ReleaseVelocityCheckTests: XCTestCase {
  /// The frames the view shows at `fps`, 0 → `travel` points, released at `velocity` pt/s (``writtenOutView``).
  func writtenOut(_ spring: Spring, travel: Double, velocity: Double, fps: Double) -> [Double] {
    writtenOutView(
      k: Double(spring.stiffness), c: Double(spring.dampingCoefficient), m: Double(spring.mass),
      settlingDuration: spring.settlingDuration, travel: travel, velocity: velocity, fps: fps)
  }

  /// A spring released at 3,000 pt/s away from the target, over 300 pt at 30 Hz: the step judders by 0.8 pt, which
  /// the judder rule (0.5 pt) fails; the recommendation passes `check` at that velocity, and the run written out
  /// confirms it does not judder past the limit at 120, 60 or 30 Hz.
  ///
  /// The measured judder agrees with the written-out run to 1e-9 pt (the same operations in the same order, on 300 pt:
  /// rounding alone, stepped in CGFloat, which is Double here).
  func testFlingAway_FailsOnJudderAt30Hz_AndTheFixDoesNot() throws {
    let spec = SpringSpec(dampingRatio: 0.65, response: 0.233)
    var options = CheckSetup(springs: [spec], schedules: [.fps(30)], travel: 300, rules: CheckRule.defaults)
    options.velocities = ReleaseVelocities(values: [-3000])
    let result = try CheckExperiment.run(options)
    let verdict = try XCTUnwrap(result.springs.first)
    XCTAssertFalse(verdict.passed)
    let run = try XCTUnwrap(verdict.runs.first)
    XCTAssertEqual(run.velocity, -3000)
    XCTAssertEqual(run.failures.map(\.rule.kind), ["judder"])
    let expected = writtenOutJudder(writtenOut(try spec.spring, travel: 300, velocity: -3000, fps: 30))
    XCTAssertGreaterThan(expected, 0.5)
    // The same Euler steps written out again: rounding only; 1e-9 (of a judder > 0.5) is far looser and far below any
    // other run's judder.
    XCTAssertEqual(try XCTUnwrap(run.judder), expected, accuracy: 1e-9)
    // From rest the same spring passes: the release is what breaks it.
    let rest = try CheckExperiment.check(
      spec, options: CheckSetup(springs: [spec], schedules: [.fps(30)], travel: 300, rules: CheckRule.defaults))
    XCTAssertTrue(rest.passed)

    let fix = try XCTUnwrap(verdict.recommendation)
    XCTAssertTrue(fix.verified.allSatisfy { $0.failures.isEmpty && $0.velocity == -3000 })
    XCTAssertTrue(try CheckExperiment.check(fix.spec, options: options).passed)
    let fixed = try fix.spec.spring
    for fps in [120.0, 60, 30] {
      let frames = writtenOut(fixed, travel: 300, velocity: -3000, fps: fps)
      XCTAssertLessThanOrEqual(writtenOutJudder(frames), 0.5, "\(fix.spec.label) at \(fps) Hz")
    }
  }

  /// Over ±10,000 pt/s, a range fails a spring whenever a scan every 100 pt/s finds a failing velocity, and the
  /// rules measured at the range's samples are the scan's worst: the judder to 1e-9 pt (rounding of the linear
  /// combination the sampling solves), the snap and the error to 1e-9 pt (their worst is at an end, which both
  /// run).
  func testRange_CatchesWhatADenseScanFinds() throws {
    let springs = [
      (0.8, 0.2), (0.65, 0.233), (0.5, 0.3), (1.0, 0.15), (0.3, 0.25), (0.9, 0.18), (0.7, 0.22), (0.85, 0.26),
      (0.6, 0.2), (1.2, 0.12), (0.4, 0.4), (0.75, 0.19),
    ].map { SpringSpec(dampingRatio: $0.0, response: $0.1) }
    let schedules: [ScheduleSpec] = [.fps(30), .fps(60), ScheduleSpec.hitch]
    let rules = CheckRule.defaults + [.error(.points(150))]
    for travel in [300.0, 40] {
      for spec in springs {
        var dense = CheckSetup(springs: [spec], schedules: schedules, travel: travel, rules: rules)
        dense.velocities = ReleaseVelocities(values: stride(from: -10000.0, through: 10000, by: 100).map { $0 })
        var ranged = dense
        ranged.velocities = ReleaseVelocities(ranges: [-10000...10000])
        let scan = try CheckExperiment.check(spec, options: dense)
        let range = try CheckExperiment.check(spec, options: ranged)
        let label = "\(spec.label) over \(travel) pt"
        if !scan.passed { XCTAssertFalse(range.passed, label) }
        for schedule in schedules {
          let a = scan.runs.filter { $0.schedule == schedule && $0.status.hasNumbers }
          let b = range.runs.filter { $0.schedule == schedule && $0.status.hasNumbers }
          guard a.count == scan.runs.filter({ $0.schedule == schedule }).count, !b.isEmpty else { continue }
          for measure in [\CheckRun.judder, \CheckRun.snap, \CheckRun.maxError] {
            let scanned = a.compactMap { $0[keyPath: measure] }.max() ?? 0
            let sampled = b.compactMap { $0[keyPath: measure] }.max() ?? 0
            XCTAssertLessThanOrEqual(scanned, sampled + 1e-9, "\(label) at \(schedule.name)")
          }
        }
      }
    }
  }

  /// The judder's worst velocity over a range is at least as bad as every velocity of a scan every 5 pt/s, for
  /// springs whose step alternates at 30 Hz and contracts (a step that grows fails every rule at the range's ends,
  /// which are always run), over ranges 500 pt/s wide.
  func testWorstJudder_IsTheScansLargest() throws {
    var judders = 0
    for (zeta, response) in [(0.85, 0.26), (0.65, 0.233), (0.95, 0.24), (0.7, 0.25), (1.0, 0.3), (0.6, 0.22)] {
      let spring = Spring(dampingRatio: zeta, response: response)
      guard EulerStepMatrix(spring: spring, dt: 1.0 / 30).isStable else { continue }
      let frames = AccuracyExperiment.lifetime(spring, on: .fps(30))
      let travel = 100.0
      func judder(at v: Double) -> Double { ViewMotion(spring, frames: frames, velocity: v / travel).judder * travel }
      for lower in stride(from: -3000.0, to: 3000, by: 500) {
        let range = lower...(lower + 500)
        let scan = stride(from: range.lowerBound, through: range.upperBound, by: 5).map(judder).max() ?? 0
        let label = "\(zeta)/\(response) over \(range)"
        guard let worst = ReleaseSampling.worstJudder(spring, frames: frames, over: range, travel: travel) else {
          XCTAssertEqual(scan, 0, label)
          continue
        }
        let found = judder(at: worst)
        XCTAssertGreaterThanOrEqual(found, scan - 1e-9, label)
        judders += 1
      }
    }
    // The set is chosen so that most ranges judder: the comparison is not vacuous.
    XCTAssertGreaterThan(judders, 20)
  }

  /// Without a velocity a spring is judged from rest, as before: one run per schedule at 0 pt/s; Wave's
  /// `defaultInteractive` among the documented springs is judged over every fling (±8,000 pt/s).
  func testReleases_DefaultToRest_AndToTheGestureRangeForDefaultInteractive() throws {
    let spec = SpringSpec(dampingRatio: 0.8, response: 0.2)
    let options = CheckSetup(
      springs: SpringSpec.documented, schedules: [.fps(60)], travel: 1000, rules: CheckRule.defaults)
    let plain = try CheckExperiment.check(spec, options: options)
    XCTAssertEqual(plain.runs.map(\.velocity), [0])
    XCTAssertTrue(plain.releases.velocities.isRest)
    let preset = try CheckExperiment.check(SpringSpec.documented[0], options: options)
    XCTAssertEqual(preset.releases.source, .gesture)
    XCTAssertEqual(preset.releases.velocities.ranges, [-8000...8000])
    XCTAssertTrue(Set(preset.runs.map(\.velocity)).isSuperset(of: [-8000, 8000]))
    XCTAssertEqual(try CheckExperiment.check(SpringSpec.documented[1], options: options).runs.map(\.velocity), [0])
  }
}
