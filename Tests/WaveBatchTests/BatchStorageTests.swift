import Foundation
import WaveBatch
import WaveCore
import WaveTestSupport
import XCTest

/// Add / swap-remove / retarget / velocity invariants, against a plain model of the same operations.
final class BatchStorageTests: XCTestCase {
  /// Random adds and removes: every live handle keeps its own lanes, the count matches, removed handles are
  /// gone, padding lanes stay zero, and the storage never grows past the reserved capacity.
  func testSwapRemoveAndAdd_KeepHandlesLanesAndPadding() {
    var rng = SeededGenerator(seed: 7)
    let batch = SpringBatch<Double>(
      componentCount: 3, springs: .shared(Spring(dampingRatio: 1, response: 0.5)), settle: .never, capacity: 64)
    var model: [BatchHandle: [Double]] = [:]
    for _ in 0..<2000 {
      if model.count < 64, model.isEmpty || Bool.random(using: &rng) {
        let values = (0..<3).map { _ in rng.coordinate() }
        let handle = batch.add { (values[$0], values[$0] + 1, -values[$0]) }
        XCTAssertNil(model[handle], "a live handle was reused")
        model[handle] = values
      } else {
        let handle = model.keys.randomElement(using: &rng)!
        batch.remove(handle)
        model[handle] = nil
        XCTAssertFalse(batch.contains(handle))
      }
      XCTAssertEqual(batch.count, model.count)
      XCTAssertEqual(batch.capacity, 64, "no reallocation within the reserved capacity")
    }
    for (handle, values) in model {
      for c in 0..<3 {
        XCTAssertEqual(batch.value(handle, component: c), values[c])
        XCTAssertEqual(batch.target(handle, component: c), values[c] + 1)
        XCTAssertEqual(batch.velocity(handle, component: c), -values[c])
      }
    }
    let lanes = batch.lanePointers
    for i in (batch.count * 3)..<batch.laneCount {
      XCTAssertEqual([lanes.value[i], lanes.velocity[i], lanes.target[i]], [0, 0, 0], "padding lane \(i)")
    }
  }

  /// Growing past the capacity keeps every animation and handle.
  func testGrowth_KeepsAnimations() {
    let batch = SpringBatch<Float>(componentCount: 2, springs: .perLane, capacity: 1)
    let springs = [Spring(dampingRatio: 1, response: 0.5), Spring(dampingRatio: 0.5, response: 0.3)]
    let handles = (0..<100).map { i in
      batch.add(spring: springs[i % 2]) { c in (Double(i * 2 + c), 0, 0) }
    }
    XCTAssertGreaterThanOrEqual(batch.capacity, 100)
    for (i, handle) in handles.enumerated() {
      XCTAssertEqual(batch.value(handle, component: 1), Float(i * 2 + 1))
    }
  }

  /// Retargeting to the same value does not restart the running time; to another value it does, and it
  /// revives an ended animation, as setting the target and calling `start()` does on an animator.
  func testRetarget_RestartsOnlyOnChange_RevivesEnded() {
    let spring = Spring(dampingRatio: 1, response: 0.2)
    let batch = SpringBatch<Double>(springs: .shared(spring), capacity: 2)
    let handle = batch.add(value: 0, target: 10)
    // Upstream main (jtrivedi/Wave a52498e): the first step sets the start time t₁ (`SpringAnimator.swift:
    // 35-45`); step k ends the run when t_k − t₁ ≥ settlingDuration (`:229`).
    var t = 0.0
    var frames = 0
    repeat {
      frames += 1
      t += 1.0 / 60
    } while t - 1.0 / 60 < spring.settlingDuration
    XCTAssertFalse(batch.isRunning(handle), "added: waits for the next step, as an animator is .inactive")
    for _ in 0..<(frames - 1) {
      batch.step(dt: 1.0 / 60)
      batch.retarget(handle, to: 10)
    }
    batch.step(dt: 1.0 / 60)
    XCTAssertEqual(Array(batch.finished), [handle], "same-target retargets must not delay the end")
    XCTAssertEqual(batch.value(handle), 10)
    XCTAssertNotEqual(batch.velocity(handle), 0, "the last step's velocity stays until the next step (`:240-244`)")
    batch.step(dt: 1.0 / 60)
    XCTAssertEqual(batch.velocity(handle), 0, "zeroed on the next step, as `reset()` (`:197-201`)")
    XCTAssertEqual(batch.value(handle), 10)
    XCTAssertTrue(batch.finished.isEmpty, "an ended animation is reported once")
    batch.retarget(handle, to: 20)
    XCTAssertFalse(batch.isRunning(handle), "restarted: runs from the next step")
    batch.step(dt: 1.0 / 60)
    XCTAssertTrue(batch.isRunning(handle))
    XCTAssertGreaterThan(batch.value(handle), 10)
  }

  /// The threshold mode ends an animation as soon as it is within the tolerance, before its settling time.
  func testThresholdMode_EndsWhenWithinTolerance() {
    let spring = Spring(dampingRatio: 0.5, response: 0.3)
    let batch = SpringBatch<Double>(springs: .shared(spring), settle: .threshold(5), capacity: 1)
    let handle = batch.add(value: 0, target: 100)
    var frames = 0
    repeat {
      batch.step(dt: 1.0 / 60)
      frames += 1
    } while batch.isRunning(handle)
    XCTAssertLessThan(Double(frames) / 60, spring.settlingDuration)
    XCTAssertEqual(batch.value(handle), 100)
  }

  /// `LaneLayout` maps the engine's types and rejects a type with a non-CGFloat component.
  func testLaneLayout_ComponentCounts() throws {
    XCTAssertEqual(try LaneLayout<CGFloat>().componentCount, 1)
    XCTAssertEqual(try LaneLayout<CGPoint>().componentCount, 2)
    XCTAssertEqual(try LaneLayout<CGRect>().componentCount, 4)
    XCTAssertEqual(try LaneLayout<RGBAComponents>().componentCount, 4)
    let layout = try LaneLayout<CGRect>()
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    XCTAssertEqual((0..<4).map { layout.component($0, of: rect) }, [1, 2, 3, 4])
    XCTAssertEqual(layout.make { Double($0 + 1) }, rect)
    XCTAssertThrowsError(try LaneLayout<Labelled>())
  }
}

/// A value with a non-float component: not batchable.
private struct Labelled: SpringInterpolatable, VelocityProviding {
  var x: CGFloat = 0
  var tag: Int = 0
  static let zero = Labelled()
  var scaledIntegral: Labelled { self }
  static func updateValue(spring: Spring, value: Labelled, target: Labelled, velocity: Labelled, dt: TimeInterval)
    -> (value: Labelled, velocity: Labelled)
  { (value, velocity) }
}
