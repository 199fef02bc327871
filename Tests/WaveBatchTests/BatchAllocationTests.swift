import Foundation
import WaveBatch
import WaveCore
import WaveTestSupport
import XCTest

/// No heap allocation per frame in steady state, counted by the interposed allocator (not timed).
///
/// Each test first shows that the counter counts: a deliberate allocation, measured the same way, counts exactly 1.
final class BatchAllocationTests: XCTestCase {
  func testSteadyState_NoAllocationPerFrame_EveryPath() {
    var rng = SeededGenerator(seed: 3)
    let springs = (0..<8).map { _ in rng.uiSpring() }
    let configurations: [(String, () -> SpringBatch<Double>)] = [
      ("euler shared", { SpringBatch(springs: .shared(springs[0]), capacity: 4096) }),
      (
        "exact shared",
        { SpringBatch(springs: .shared(springs[0]), stepper: .exact(Propagators.exact), capacity: 4096) }
      ),
      ("euler per-lane", { SpringBatch(springs: .perLane, capacity: 4096) }),
      ("exact per-lane", { SpringBatch(springs: .perLane, stepper: .exact(Propagators.exact), capacity: 4096) }),
    ]
    // Every configuration steps on this thread (4,000 lanes, below the worker pool's threshold): its allocations are
    // counted on this thread alone.
    for (name, make) in configurations {
      assertCounterCountsOneDeliberateAllocation(name, thisThread: true)
      let batch = make()
      for i in 0..<4000 {
        batch.add(value: rng.coordinate(), target: rng.coordinate(), spring: springs[i % springs.count])
      }
      let durations = FrameSchedule.variableRefresh.durations(count: 720)
      // Counted around the batch's own calls (the test's loop is not what is measured).
      // Warm-up: every operation runs once, removals included (first calls of generic code fill the runtime's
      // metadata caches; the propagator cache sizes itself); counting starts on the frame after the first removal.
      var count: UInt64 = 0
      var warm: UInt64?
      var removedWhileCounting = 0
      for (i, dt) in durations.enumerated() {
        if warm == nil, i > 0, batch.count < 4000 { warm = count }
        count += allocations(thisThread: true) { batch.step(dt: dt) }
        if warm != nil { removedWhileCounting += batch.finished.count }
        count += allocations(thisThread: true) { batch.removeFinished() }
        if i % 10 == 0, batch.count > 0 {
          // A per-lane exact batch's slots are in spring blocks, some of them empty: the next occupied one.
          var slot = i % batch.slotCount
          while !batch.isOccupied(slot: slot) { slot = (slot + 1) % batch.slotCount }
          let handle = batch.handle(atSlot: slot)
          count += allocations(thisThread: true) { batch.retarget(handle, to: Double(i)) }
          count += allocations(thisThread: true) { batch.setVelocity(handle) { _ in 100 } }
        }
        if batch.count < 4000 {
          let spring = springs[i % springs.count]
          count += allocations(thisThread: true) { batch.add(value: 0, target: 1, spring: spring) }
        }
      }
      XCTAssertEqual(count - (warm ?? count), 0, "\(name): allocations in steady state")
      XCTAssertNotNil(warm, "\(name): no animation ended: the steady state was never reached")
      XCTAssertGreaterThan(removedWhileCounting, 0, "\(name): removals must happen while counting")
    }
  }

  /// The Float path, and the parallel step over the worker pool: 4,096 lanes, split in two from a threshold of
  /// 1,024 lanes (``SpringBatch/step(dt:parallelThreshold:)``, the same parallel step as the default threshold's).
  func testFloatAndParallel_NoAllocationPerFrame() {
    let lanes = 4096
    let threshold = 1024
    let float = SpringBatch<Float>(
      springs: .shared(Spring(dampingRatio: 1, response: 0.5)), settle: .never, capacity: lanes)
    let parallel = SpringBatch<Double>(
      springs: .shared(Spring(dampingRatio: 1, response: 0.5)), settle: .never, capacity: lanes)
    parallel.parallelism = 2
    for i in 0..<lanes {
      float.add(value: Double(i), target: 0)
      parallel.add(value: Double(i), target: 0)
    }
    for _ in 0..<8 {
      float.step(dt: 1.0 / 60)
      parallel.step(dt: 1.0 / 60, parallelThreshold: threshold)
    }
    assertCounterCountsOneDeliberateAllocation()
    // The counter counts every thread of the test process, and another thread can allocate during a window
    // (a few allocations, e.g. while a CLI test's child process is reaped). So the least of three windows of
    // 60 frames is taken: an allocation in the step happens in every frame of every window (at least 60 a
    // window); a stray one does not repeat.
    var floatCount = UInt64.max
    var parallelCount = UInt64.max
    for _ in 0..<3 {
      var floatWindow: UInt64 = 0
      var parallelWindow: UInt64 = 0
      for _ in 0..<60 {
        floatWindow += allocations { float.step(dt: 1.0 / 60) }
        parallelWindow += allocations { parallel.step(dt: 1.0 / 60, parallelThreshold: threshold) }
      }
      floatCount = min(floatCount, floatWindow)
      parallelCount = min(parallelCount, parallelWindow)
    }
    XCTAssertEqual(floatCount, 0, "Float")
    XCTAssertEqual(parallelCount, 0, "parallel (Dispatch's concurrentPerform)")
  }
}
