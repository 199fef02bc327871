import Foundation
import WaveCore
import XCTest

@testable import WaveBench
@testable import WaveOutput

/// `check --retarget`: the motion check judges is the one Wave's animator shows under `animate --retarget` (the real
/// `SpringAnimator` on a `FrameDriver`, frame by frame), a time retarget is the same moment at every rate, and a
/// retarget that cannot be judged is refused.
final class CheckRetargetTests: XCTestCase {
  func rows(_ run: AnimationJob) throws -> [AnimationJob.Row] {
    var rows: [AnimationJob.Row] = []
    _ = try MainActor.assumeIsolated { try run.run { rows.append($0) } }
    return rows
  }

  /// The picture-in-picture of Wave's gesture guide (0.68/0.8) thrown 600 pt and retargeted to −600 at 0.166 s, then
  /// re-grabbed at −2000 pt/s at 0.5 s: every frame check measures is the animator's `valueChanged` value, bit for
  /// bit, at 120, 60 and 30 Hz, and both end on the same frame (the `finished` row), where check shows the target.
  func testRetargetedMotion_IsTheAnimatorsFrames() throws {
    let spec = SpringSpec(dampingRatio: 0.68, response: 0.8)
    let retargets = try ["0.166s:-600", "0.5s:-600:-2000"].map { try FrameRetarget(parsing: $0) }
    for fps in [120.0, 60, 30] {
      let run = try AnimationJob(
        spring: spec, from: 0, to: 600, velocity: 1500, fps: fps, frames: nil, retargets: retargets)
      let shown = try rows(run)
      let values = shown.filter { $0.event == .value }
      let finished = try XCTUnwrap(shown.first { $0.event == .finished })
      let motion = try RetargetedMotion(
        try spec.spring, on: .fps(fps), travel: 600, velocity: 1500, retargets: retargets)
      XCTAssertEqual(motion.times.count - 1, finished.frame, "\(fps) Hz")
      for row in values where row.frame < finished.frame {
        XCTAssertEqual(motion.values[row.frame], row.value, "\(fps) Hz frame \(row.frame)")
        XCTAssertEqual(motion.times[row.frame], row.t, "\(fps) Hz frame \(row.frame)")
      }
      XCTAssertEqual(motion.values.last, -600)
      XCTAssertEqual(motion.targets, [600, -600])
    }
  }

  /// `--retarget 0.1s:0` happens at the same moment at 120, 60 and 30 Hz: the animator's running time restarts at
  /// 0.1 s on each (frames 12, 6, 3), so each ends the settling duration after it, on the first frame at or past
  /// 0.1 s + the duration (within a frame).
  func testTimeRetarget_IsTheSameMomentAtEveryRate() throws {
    let spec = SpringSpec(dampingRatio: 0.8, response: 0.3)
    var options = CheckSetup(
      springs: [spec], schedules: [.fps(120), .fps(60), .fps(30)], travel: 300, rules: CheckRule.defaults)
    options.retargets = [try FrameRetarget(parsing: "0.1s:0")]
    let verdict = try CheckExperiment.check(spec, options: options)
    let duration = try spec.spring.settlingDuration
    for run in verdict.runs {
      // The retarget frame's clock is a sum of ≤ 12 frame durations, within a few ulps of 0.1 s; the settling duration
      // is added once. 1e-9 s is the retarget clock's slack, FrameRetarget.clockSlack.
      XCTAssertEqual(run.formulaTime, 0.1 + duration, accuracy: FrameRetarget.clockSlack, run.schedule.name)
    }
    let motions = try [120.0, 60, 30].map {
      try RetargetedMotion(try spec.spring, on: .fps($0), travel: 300, velocity: 0, retargets: options.retargets)
    }
    XCTAssertEqual(motions.map(\.retargetFrames), [[12], [6], [3]])
  }

  /// A retarget after the animator ended is refused, naming it and the schedule; so is a retarget of a spring another
  /// engine runs (its merge is not modelled by check).
  func testRetargets_ThatCannotBeJudged_AreRefused() throws {
    let spec = SpringSpec(dampingRatio: 0.8, response: 0.3)
    var options = CheckSetup(springs: [spec], schedules: [.fps(60)], travel: 300, rules: CheckRule.defaults)
    options.retargets = [try FrameRetarget(parsing: "5s:0")]
    XCTAssertThrowsError(try CheckExperiment.check(spec, options: options)) { error in
      let message = (error as? InputError)?.message ?? ""
      XCTAssertTrue(message.contains("5s:0") && message.contains("60hz"), message)
    }
    let input = try CheckCommand.parse([
      "--spring", "swiftui:duration=0.5", "--schedule", "60hz", "--travel", "300", "--fail-on", CheckRule.defaultText,
      "--retarget", "0.1s:0",
    ]).make()
    XCTAssertThrowsError(try input.options())
  }

  /// The README's failing flick spring retargeted at 50 ms is judged diverged (exit 1), never a trap.
  ///
  /// At 60 Hz its step leaves the band on frame 3, the frame the retarget lands on, so the motion ends before the
  /// retarget's frame is shown (the overshoot measure once looped from that frame down to the last shown).
  func testRetarget_OnTheFrameTheRunDiverges_FailsAsDiverged() throws {
    let spring = try SpringSpec(dampingRatio: 0.8, response: 0.06).spring
    let retargets = [try FrameRetarget(parsing: "0.05s:500")]
    let motion = try RetargetedMotion(spring, on: .fps(60), travel: 1000, velocity: 0, retargets: retargets)
    XCTAssertTrue(motion.diverged)
    XCTAssertGreaterThan(try XCTUnwrap(motion.lastLeg), motion.values.count - 1, "the retarget's frame is not shown")
    let result = CommandRunner.run([
      "check", "--spring", "0.8:0.06", "--schedule", "60hz", "--retarget", "0.05s:500", "--format", "json",
    ])
    XCTAssertEqual(result.status, 1, result.stderr)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let springs = try XCTUnwrap(object["springs"] as? [[String: Any]])
    let runs = try XCTUnwrap(springs.first?["runs"] as? [[String: Any]])
    XCTAssertEqual(runs.map { $0["status"] as? String }, ["diverged"])
  }

  /// A retarget value or re-grab velocity of absurd size is refused in one line naming it (exit 64).
  ///
  /// 1e308 made the step's force infinite, so that a stable spring read as diverged. Values at the limits are judged.
  func testRetarget_AbsurdValueOrVelocity_IsRefusedInOneLine() throws {
    for (retarget, words) in [
      ("1:1e308", "--retarget value"), ("1:-1e10", "--retarget value"), ("1:0:2e6", "--retarget velocity"),
    ] {
      let result = CommandRunner.run(["check", "--spring", "0.5:0.5", "--schedule", "60hz", "--retarget", retarget])
      XCTAssertEqual(result.status, 64, "\(retarget): \(result.stderr)")
      let error = result.stderr.split(separator: "\n").filter { $0.hasPrefix("Error:") }
      XCTAssertEqual(error.count, 1, result.stderr)
      XCTAssertTrue(error.first?.contains(words) == true && error.first?.contains(retarget) == true, result.stderr)
      XCTAssertEqual(result.stdout, "", retarget)
    }
    let limit = NumberFormat.shortest(InputLimits.maximumRetargetValue)
    let velocity = NumberFormat.shortest(InputLimits.maximumReleaseVelocity)
    let result = CommandRunner.run([
      "check", "--spring", "0.5:0.5", "--schedule", "60hz", "--retarget", "1:-\(limit):\(velocity)",
    ])
    XCTAssertTrue([0, 1].contains(result.status), result.stderr)
    XCTAssertTrue(result.stdout.contains("0.5/0.5"), result.stdout)
  }
}
