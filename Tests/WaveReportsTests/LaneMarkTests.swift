import WaveCore
import XCTest

@testable import WaveBench
@testable import WaveOutput

/// A lane whose motion is unstable or judders is marked on the lane itself; a sound lane is not.
///
/// The mark is in the lane's markup, so the still picture shows it, not only the animation; the legend names the
/// device each lane's rate stands for. Which rate is unstable is read from the step matrix's spectral radius at that rate's frame (≥ 1: the step grows the
/// motion), not from the check that marks it.
final class LaneMarkTests: XCTestCase {
  /// The markup of the lane labelled `label`: its `<div …>` line.
  func lane(_ label: String, in html: String) throws -> String {
    try XCTUnwrap(html.split(separator: "\n").first { $0.contains("data-lane=\"\(label)\"") }.map(String.init), label)
  }

  func testUnstableLane_CarriesItsMark_AStableOneDoesNot() throws {
    let spec = SpringSpec(dampingRatio: 0.8, response: 0.2)
    let spring = try spec.spring
    let playback = try XCTUnwrap(try MotionPlaybackJob.playback(for: spec))
    let html = MotionPlayback.html([playback])
    var unstableRates = 0
    for fps in MotionPlaybackJob.schedules.compactMap(\.constantRate) {
      let unstable = EulerStepMatrix(spring: spring, dt: 1 / fps).spectralRadius >= 1
      let lane = try lane("Wave \(Int(fps)) Hz", in: html)
      XCTAssertEqual(lane.hasPrefix("<div class=\"lane marked\""), unstable, lane)
      XCTAssertEqual(lane.contains("<em class=\"mark\">unstable: grows</em>"), unstable, lane)
      if unstable { unstableRates += 1 }
      let device = try XCTUnwrap(ScheduleSpec.fps(fps).device)
      XCTAssertTrue(html.contains(XMLText.escape(device)), "the legend names \(fps) Hz's device")
    }
    XCTAssertEqual(unstableRates, 1, "the case: 0.8/0.2 is unstable at 30 Hz alone")
    XCTAssertFalse(try lane("exact", in: html).contains("marked"))
    // The still picture (print, reduced motion) drops only the animation: the mark's styles sit outside every
    // @media rule.
    let style = MotionPlayback.style
    let marked = try XCTUnwrap(style.range(of: ".lane.marked .track{"))
    let media = try XCTUnwrap(style.range(of: "@media"))
    XCTAssertLessThan(marked.lowerBound, media.lowerBound)
  }

  /// 1/0.27 steps back and forth at 30 Hz while its step contracts: that lane says it judders.
  ///
  /// Read from the lane's own frames: four moves in a row, each reversing the one before, each larger than check's default judder limit
  /// (0.5 pt of its 1000 pt travel); the last frame, the animator's snap to the target, is not a move of the step.
  func testJudderingLane_SaysItJudders() throws {
    let spec = SpringSpec(dampingRatio: 1, response: 0.27)
    let playback = try XCTUnwrap(try MotionPlaybackJob.playback(for: spec))
    let html = MotionPlayback.html([playback])
    let limit = try XCTUnwrap(
      CheckRule.defaults.lazy.compactMap { rule -> Double? in
        guard case .judder(let limit) = rule else { return nil }
        return limit.points(travel: CheckSetup.defaultTravel) / CheckSetup.defaultTravel
      }.first)
    var juddering = 0
    for (fps, lane) in zip(MotionPlaybackJob.schedules.compactMap(\.constantRate), playback.lanes) {
      let shown = Array(lane.values.dropLast())
      let moves = zip(shown.dropFirst(), shown).map { $0 - $1 }
      let judders = moves.indices.dropLast(3).contains { i in
        (0..<3).allSatisfy { moves[i + $0] * moves[i + $0 + 1] < 0 }
          && (0..<4).allSatisfy { abs(moves[i + $0]) > limit }
      }
      XCTAssertEqual(lane.mark == .judders, judders, "\(fps) Hz")
      XCTAssertEqual(try self.lane(lane.label, in: html).contains("<em class=\"mark\">judders</em>"), judders)
      if judders { juddering += 1 }
    }
    XCTAssertEqual(juddering, 1, "the case: 1/0.27 judders at 30 Hz alone")
  }

  func testStableSpring_HasNoMark() throws {
    let spec = SpringSpec(dampingRatio: 0.8, response: 0.3)
    let spring = try spec.spring
    for fps in [120.0, 60, 30] {
      XCTAssertLessThan(EulerStepMatrix(spring: spring, dt: 1 / fps).spectralRadius, 1, "the case: stable at \(fps)")
    }
    let html = MotionPlayback.html([try XCTUnwrap(try MotionPlaybackJob.playback(for: spec))])
    XCTAssertFalse(html.contains("class=\"lane marked\""))
    XCTAssertFalse(html.contains("class=\"mark\""))
  }

  /// Wave's `defaultAnimated` (1/0.82) snaps only when a main-thread stall delays a frame: the page plays that lane
  /// with the stalled frame shown 100 ms after the one before, and marks it.
  ///
  /// Written out: a 1000 pt move stepped by 1/60 s every frame, the 6th frame's callback 0.1 s after the 5th, the
  /// animator ending on the first frame whose wall-clock running time reaches the settling duration
  /// −ln(1e-4)/(ζ′·2π/0.82) × 1.25 (ζ′ = 1 − ε); the step's value there is more than 0.5 pt from the target.
  func testSpringFailingOnlyAtHitch_ItsHitchLaneIsMarked() throws {
    let spec = SpringSpec(dampingRatio: 1, response: 0.82)
    let playback = try XCTUnwrap(try MotionPlaybackJob.playback(for: spec))
    let hitch = try XCTUnwrap(playback.lanes.first { $0.label == "Wave hitch" })
    XCTAssertEqual(hitch.mark, .snaps)
    XCTAssertTrue(try lane("Wave hitch", in: MotionPlayback.html([playback])).contains("snaps to the target"))
    for lane in playback.lanes where lane.label != "Wave hitch" { XCTAssertNil(lane.mark, lane.label) }
    let gaps = zip(hitch.times.dropFirst(), hitch.times).map { $0 - $1 }
    // A gap is a difference of two clock readings, sums of frame durations (a few ulps, ≲ 1e-15 s); 1e-12 s is far
    // looser and far from the other gaps (1/60 s).
    XCTAssertEqual(gaps.filter { abs($0 - 0.1) < 1e-12 }.count, 1)
    // The written-out stall model's snap.
    let k = pow(2 * Double.pi / 0.82, 2)
    let c = 4 * Double.pi / 0.82
    let settling = -log(1e-4) / ((1 - Double.ulpOfOne) * k.squareRoot()) * 1.25
    var (x, v, t, start) = (0.0, 0.0, 0.0, 0.0)
    for frame in 0... {
      t += frame == 5 ? 0.1 : 1.0 / 60
      if frame == 0 { start = t }
      let a = -k * (x - 1000) - c * v
      v += a / 60
      x += v / 60
      if t - start >= settling { break }
    }
    XCTAssertGreaterThan(abs(1000 - x), 0.5)
  }
}
