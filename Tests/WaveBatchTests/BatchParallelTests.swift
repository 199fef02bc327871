import Foundation
import WaveBatch
import WaveCore
import WaveTestSupport
import XCTest

/// The parallel step against the single-threaded one: same lanes, same arithmetic, bit for bit.
final class BatchParallelTests: XCTestCase {
  /// Split from a small threshold (`step(dt:parallelThreshold:)`, the entry `step(dt:)` calls with
  /// ``SpringBatch/defaultParallelThreshold``), so that several tasks and an uneven tail run in a debug build.
  static let threshold = 4_096

  func testParallelStep_EqualsSingleThreaded_EulerAndExact_DoubleAndFloat() {
    let lanes = 3 * (Self.threshold / 2) + 5  // three tasks of at least threshold / 2 lanes, an uneven tail
    check(Double.self, lanes: lanes, stepper: .euler)
    check(Float.self, lanes: lanes, stepper: .euler)
    check(Double.self, lanes: lanes, stepper: .exact(Propagators.exact))
  }

  private func check<S: BatchScalar>(_ type: S.Type, lanes: Int, stepper: BatchStepper) {
    var rng = SeededGenerator(seed: 42)
    let spring = rng.uiSpring()
    let single = SpringBatch<S>(springs: .shared(spring), stepper: stepper, capacity: lanes)
    let parallel = SpringBatch<S>(springs: .shared(spring), stepper: stepper, capacity: lanes)
    parallel.parallelism = 4
    for _ in 0..<lanes {
      let (from, to, v) = (rng.coordinate(), rng.coordinate(), Double.random(in: -3000...3000, using: &rng))
      single.add(value: from, target: to, velocity: v)
      parallel.add(value: from, target: to, velocity: v)
    }
    for dt in FrameSchedule.variableRefresh.durations(count: 90) {
      single.step(dt: dt)
      parallel.step(dt: dt, parallelThreshold: Self.threshold)
      XCTAssertEqual(Array(single.finished), Array(parallel.finished))
    }
    let a = single.lanePointers
    let b = parallel.lanePointers
    for i in 0..<single.laneCount {
      XCTAssertEqual(a.value[i], b.value[i], "lane \(i)")
      XCTAssertEqual(a.velocity[i], b.velocity[i], "lane \(i)")
    }
  }
}
