import Foundation
import WaveAnalysis
import WaveBatch
import WaveCore
import XCTest

/// The Float batch against the Double batch (the engine's numbers), over whole animations.
final class BatchFloatToleranceTests: XCTestCase {
  func testFloatBatch_WithinStatedTolerance_RandomSpringsAndSchedules() {
    var worst = 0.0
    for seed in UInt64(1)...200 {
      var rng = SeededGenerator(seed: seed)
      let spring = rng.uiSpring()
      let schedule = rng.schedule(Int(seed))
      let from = rng.coordinate()
      let to = rng.coordinate()
      let velocity = Double.random(in: -3000...3000, using: &rng)
      let report = FloatDrift.measure(
        spring: spring, from: from, to: to, velocity: velocity, frameDurations: schedule.durations(count: 4000))
      worst = max(worst, report.relativeValueDifference)
      XCTAssertLessThanOrEqual(
        report.relativeValueDifference, Tolerance.batchFloatRelative,
        "seed \(seed): \(spring) \(schedule) \(from)→\(to) v0 \(velocity): \(report)")
      XCTAssertEqual(report.doubleEndFrame, report.floatEndFrame, "the settle rule runs on the Double clock")
      XCTAssertNotNil(report.doubleEndFrame, "seed \(seed): the animation must end within the frames given")
    }
    XCTAssertGreaterThan(worst, 0, "Float must differ from Double somewhere, or the test compares nothing")
  }
}
