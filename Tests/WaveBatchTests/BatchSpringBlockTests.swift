import Foundation
import WaveBatch
import WaveCore
import WaveTestSupport
import XCTest

@testable import WaveNumerics

/// The block layout of per-lane exact batches: a spring with many animations steps them from blocks of its own with
/// its transition matrix broadcast; the other springs' animations share the pool, stepped with per-lane matrices of
/// the same bits.
final class BatchSpringBlockTests: XCTestCase {
  typealias Vector = SIMD8<Double>

  /// One animation of the model: its handle, spring and state.
  struct Lane {
    var handle: BatchHandle
    var spring: Spring
    var x: [Double], v: [Double], t: [Double]
  }

  /// The springs of a scenario: four shared by many animations, then distinct ones.
  static func springs(_ rng: inout SeededGenerator) -> [Spring] {
    (0..<4).map { _ in rng.uiSpring() }
  }

  /// Steps the model's lane over `dt` as the batch steps it, in the pool or in a spring's block alike: the spring's
  /// transition matrix (``LanePropagator/laneTransition(gamma:omega0Squared:discriminant:root:dt:)``),
  /// `u₁ = a·u + b·v`, `v₁ = c·u + d·v`.
  static func step(_ lane: inout Lane, dt: Double) {
    let p = LanePropagator.parameters(of: lane.spring)
    let (a, b, c, d) = LanePropagator.laneTransition(
      gamma: p.gamma, omega0Squared: p.omega0Squared, discriminant: p.discriminant, root: p.root, dt: dt)
    for k in lane.x.indices {
      let (x, v, t) = (lane.x[k], lane.v[k], lane.t[k])
      let u = x - t
      lane.x[k] = t + ((a * u) + (b * v))
      lane.v[k] = (c * u) + (d * v)
    }
  }

  /// Adds, removes, retargets and sets velocities across springs whose counts cross the promotion (half a block) and
  /// demotion (a quarter) counts, on `vrr` frames: every handle stays valid, every lane moves bit for bit as the model
  /// steps it wherever it is, and the slots stay within one partial block per spring with blocks (and the pool's).
  func testBlocks_ChurnAcrossSprings_EveryLaneAsTheModel() {
    for componentCount in [1, 3] {
      var rng = SeededGenerator(seed: 71 + UInt64(componentCount))
      let shared = Self.springs(&rng)
      let batch = SpringBatch<Double>(
        componentCount: componentCount, springs: .perLane, stepper: .exact(Propagators.exact), settle: .never,
        capacity: 4)
      var model: [Lane] = []
      var blockSteps = 0
      var poolSteps = 0
      func add(_ spring: Spring) {
        let x = (0..<componentCount).map { _ in rng.coordinate() }
        let t = (0..<componentCount).map { _ in rng.coordinate() }
        let v = (0..<componentCount).map { _ in Double.random(in: -3000...3000, using: &rng) }
        let handle = batch.add(spring: spring) { (x[$0], t[$0], v[$0]) }
        model.append(Lane(handle: handle, spring: spring, x: x, v: v, t: t))
      }
      let durations = FrameSchedule.variableRefresh.durations(count: 240)
      for (frame, dt) in durations.enumerated() {
        // Phases: grow every shared spring past a block, shrink some below the demotion count, grow again.
        let phase = frame / 60
        let adds = phase == 1 ? 1 : 6
        for _ in 0..<adds {
          let pick = Int.random(in: 0..<6, using: &rng)
          add(pick < 4 ? shared[pick] : rng.uiSpring())  // one in three a distinct spring
        }
        let removals = phase == 1 ? 12 : 3
        for _ in 0..<min(removals, model.count) {
          let index = Int.random(in: 0..<model.count, using: &rng)
          batch.remove(model[index].handle)
          model.remove(at: index)
        }
        if !model.isEmpty {
          let index = Int.random(in: 0..<model.count, using: &rng)
          let target = rng.coordinate()
          batch.retarget(model[index].handle) { _ in target }
          model[index].t = Array(repeating: target, count: componentCount)
          let velocity = Double.random(in: -500...500, using: &rng)
          batch.setVelocity(model[index].handle) { _ in velocity }
          model[index].v = Array(repeating: velocity, count: componentCount)
        }
        let inBlock = model.map { batch.isInSpringBlock($0.handle) }
        batch.step(dt: dt)
        for index in model.indices {
          Self.step(&model[index], dt: dt)
          if inBlock[index] { blockSteps += 1 } else { poolSteps += 1 }
          for k in 0..<componentCount {
            let handle = model[index].handle
            XCTAssertTrue(batch.contains(handle))
            assertBitEqual(
              batch.value(handle, component: k), model[index].x[k], "x, frame \(frame), C \(componentCount)")
            assertBitEqual(
              batch.velocity(handle, component: k), model[index].v[k], "v, frame \(frame), C \(componentCount)")
            assertBitEqual(batch.target(handle, component: k), model[index].t[k], "t, frame \(frame)")
          }
        }
        XCTAssertEqual(batch.count, model.count)
        if let counts = batch.springBlockCounts {
          // Each spring with blocks wastes less than a block, the pool less than one.
          let perBlock = batch.slotCount / max(1, counts.blocks)
          XCTAssertLessThanOrEqual(batch.slotCount, model.count + (counts.springsWithBlocks + 1) * perBlock)
          XCTAssertLessThanOrEqual(counts.springsWithBlocks, 4)
        }
        var occupied = 0
        for slot in 0..<batch.slotCount where batch.isOccupied(slot: slot) {
          occupied += 1
          XCTAssertTrue(batch.contains(batch.handle(atSlot: slot)))
        }
        XCTAssertEqual(occupied, model.count, "frame \(frame)")
      }
      XCTAssertGreaterThan(blockSteps, 0, "some lanes must step from a spring's block")
      XCTAssertGreaterThan(poolSteps, 0, "some lanes must step from the pool")
    }
  }

  /// A spring's block steps as a `.shared` exact batch of that spring does with the same transition matrix, and
  /// within the closed form's bound: the lanes agree with `DampedOscillator.state(at:)`.
  func testBlocks_SpringBlockTracksClosedForm() throws {
    var rng = SeededGenerator(seed: 73)
    let spring = rng.uiSpring()
    let oscillator = DampedOscillator(try PhysicalSpring(spring))
    let batch = SpringBatch<Double>(springs: .perLane, stepper: .exact(Propagators.exact), settle: .never)
    let starts = (0..<40).map { _ in (rng.coordinate(), rng.coordinate(), Double.random(in: -3000...3000, using: &rng))
    }
    let handles = starts.map { batch.add(value: $0.0, target: $0.1, velocity: $0.2, spring: spring) }
    XCTAssertTrue(handles.allSatisfy { batch.isInSpringBlock($0) })
    var time = 0.0
    for (n, dt) in FrameSchedule.fps(120).durations(count: 240).enumerated() {
      batch.step(dt: dt)
      time += dt
      for (handle, start) in zip(handles, starts) {
        let exact = oscillator.state(at: time, x0: start.0, v0: start.2, target: start.1)
        let magnitude =
          max(abs(start.0), abs(start.1)) + abs(start.2) / oscillator.parameters.naturalFrequencySquared.squareRoot()
        XCTAssertEqual(
          batch.value(handle), exact.position, accuracy: Double(n + 1) * Tolerance.closedFormRelative * magnitude)
      }
    }
  }

  /// Every spring distinct: all animations in the pool, the lanes dense (the pool's last block partial), and every
  /// lane bit for bit what a batch without blocks computes.
  func testBlocks_AllDistinctSprings_PoolIsDenseAndEqualsPerLaneArrays() {
    var rng = SeededGenerator(seed: 75)
    let blocked = SpringBatch<Double>(springs: .perLane, stepper: .exact(Propagators.exact), settle: .never)
    let plain = SpringBatch<Double>(springs: .perLane, stepper: .exact(Propagators.exact), settle: .never)
    plain.disableSpringBlocks()
    var handles: [(BatchHandle, BatchHandle)] = []
    for _ in 0..<1000 {
      let spring = rng.uiSpring()
      let (x, t, v) = (rng.coordinate(), rng.coordinate(), Double.random(in: -3000...3000, using: &rng))
      handles.append(
        (
          blocked.add(value: x, target: t, velocity: v, spring: spring),
          plain.add(value: x, target: t, velocity: v, spring: spring)
        ))
    }
    XCTAssertEqual(blocked.laneCount, 1024)
    XCTAssertEqual(blocked.springBlockCounts?.springsWithBlocks, 0)
    for (frame, dt) in FrameSchedule.variableRefresh.durations(count: 30).enumerated() {
      if frame % 3 == 1 {
        let index = Int.random(in: 0..<handles.count, using: &rng)
        blocked.remove(handles[index].0)
        plain.remove(handles[index].1)
        handles.remove(at: index)
      }
      blocked.step(dt: dt)
      plain.step(dt: dt)
      for (a, b) in handles {
        assertBitEqual(blocked.value(a), plain.value(b), "frame \(frame)")
        assertBitEqual(blocked.velocity(a), plain.velocity(b), "frame \(frame)")
      }
    }
    XCTAssertEqual(blocked.laneCount, 992)  // 990 animations in 31 blocks of 32
  }

  /// The parallel step splits blocks of 96 lanes (three components) at 16-lane chunk boundaries: bit for bit the
  /// single-threaded step.
  func testBlocks_ParallelStep_EqualsSingleThreaded() {
    var rng = SeededGenerator(seed: 77)
    let springs = Self.springs(&rng)
    let single = SpringBatch<Double>(
      componentCount: 3, springs: .perLane, stepper: .exact(Propagators.exact), settle: .never)
    let parallel = SpringBatch<Double>(
      componentCount: 3, springs: .perLane, stepper: .exact(Propagators.exact), settle: .never)
    parallel.parallelism = 2
    for i in 0..<700 {
      let spring = i % 5 == 4 ? rng.uiSpring() : springs[i % 4]
      let lane = (0..<3).map { _ in (rng.coordinate(), rng.coordinate(), Double.random(in: -3000...3000, using: &rng)) }
      single.add(spring: spring) { lane[$0] }
      parallel.add(spring: spring) { lane[$0] }
    }
    XCTAssertEqual(single.laneCount, parallel.laneCount)
    for dt in FrameSchedule.variableRefresh.durations(count: 12) {
      single.step(dt: dt)
      parallel.step(dt: dt, parallelThreshold: 208)  // chunks of 112 lanes: not a multiple of a block's 96
    }
    let a = single.lanePointers
    let b = parallel.lanePointers
    for i in 0..<single.laneCount {
      assertBitEqual(a.value[i], b.value[i], "value of lane \(i)")
      assertBitEqual(a.velocity[i], b.velocity[i], "velocity of lane \(i)")
    }
  }

  /// Float lanes (one 16-lane vector per half block): a spring's block within the Float tolerance of the Double run.
  func testBlocks_Float_WithinToleranceOfDouble() {
    var rng = SeededGenerator(seed: 79)
    let springs = Self.springs(&rng)
    let double = SpringBatch<Double>(springs: .perLane, stepper: .exact(Propagators.exact), settle: .never)
    let float = SpringBatch<Float>(springs: .perLane, stepper: .exact(Propagators.exact), settle: .never)
    var handles: [(BatchHandle, BatchHandle)] = []
    for i in 0..<200 {
      let spring = i % 7 == 6 ? rng.uiSpring() : springs[i % 4]
      let (x, t) = (Double.random(in: 0...500, using: &rng), Double.random(in: 0...500, using: &rng))
      handles.append(
        (double.add(value: x, target: t, spring: spring), float.add(value: x, target: t, spring: spring)))
    }
    for dt in FrameSchedule.variableRefresh.durations(count: 60) {
      double.step(dt: dt)
      float.step(dt: dt)
    }
    for (a, b) in handles {
      XCTAssertEqual(Double(float.value(b)), double.value(a), accuracy: 1e-3 * 500)
    }
  }

  /// An animation's trajectory does not depend on its company: alone with its spring (in the pool, among animations of
  /// distinct springs) and with 45 other animations of its spring (in the spring's blocks), over `vrr` frames with a
  /// retarget, its value and velocity are the same bits every frame, in Double and with three components.
  func testBlocks_LaneBitIdentical_AloneInPoolOrSharingItsSpring() {
    for componentCount in [1, 3] {
      var rng = SeededGenerator(seed: 81 + UInt64(componentCount))
      let spring = rng.uiSpring()
      let alone = SpringBatch<Double>(
        componentCount: componentCount, springs: .perLane, stepper: .exact(Propagators.exact), settle: .never)
      let shared = SpringBatch<Double>(
        componentCount: componentCount, springs: .perLane, stepper: .exact(Propagators.exact), settle: .never)
      func start() -> [(Double, Double, Double)] {
        (0..<componentCount).map { _ in
          (rng.coordinate(), rng.coordinate(), Double.random(in: -3000...3000, using: &rng))
        }
      }
      for _ in 0..<20 {
        let other = rng.uiSpring()
        let lane = start()
        alone.add(spring: other) { lane[$0] }
        shared.add(spring: other) { lane[$0] }
      }
      for _ in 0..<23 {
        let lane = start()
        shared.add(spring: spring) { lane[$0] }
      }
      let lane = start()
      let a = alone.add(spring: spring) { lane[$0] }
      let b = shared.add(spring: spring) { lane[$0] }
      for _ in 0..<22 {
        let lane = start()
        shared.add(spring: spring) { lane[$0] }
      }
      XCTAssertFalse(alone.isInSpringBlock(a), "alone with its spring: in the pool")
      XCTAssertTrue(shared.isInSpringBlock(b), "46 animations of its spring: in its blocks")
      for (frame, dt) in FrameSchedule.variableRefresh.durations(count: 48).enumerated() {
        if frame == 20 {
          alone.retarget(a) { Double($0) * 7 }
          shared.retarget(b) { Double($0) * 7 }
        }
        alone.step(dt: dt)
        shared.step(dt: dt)
        for k in 0..<componentCount {
          assertBitEqual(alone.value(a, component: k), shared.value(b, component: k), "x, frame \(frame)")
          assertBitEqual(alone.velocity(a, component: k), shared.velocity(b, component: k), "v, frame \(frame)")
        }
      }
    }
  }

  /// Runs and sorting under churn: 30 springs with up to a few blocks each and distinct ones in the pool, animations
  /// added, removed and retargeted every frame on `vrr`, against the same animations in a batch without blocks (every
  /// lane with its own matrices): bit for bit every frame, whichever run, position or sort moved them; after every
  /// step the runs cover every animation, and once sorted each spring is one run ending within 7 lanes of its last.
  func testBlocks_RunsAndSortingUnderChurn_EqualBatchWithoutBlocks() throws {
    var rng = SeededGenerator(seed: 83)
    let springs = (0..<30).map { _ in rng.uiSpring() }
    let blocked = SpringBatch<Double>(springs: .perLane, stepper: .exact(Propagators.exact), settle: .never)
    let plain = SpringBatch<Double>(springs: .perLane, stepper: .exact(Propagators.exact), settle: .never)
    plain.disableSpringBlocks()
    var handles: [(BatchHandle, BatchHandle)] = []
    func add() {
      let pick = Int.random(in: 0..<36, using: &rng)
      let spring = pick < 30 ? springs[pick] : rng.uiSpring()
      let (x, t, v) = (rng.coordinate(), rng.coordinate(), Double.random(in: -3000...3000, using: &rng))
      handles.append(
        (
          blocked.add(value: x, target: t, velocity: v, spring: spring),
          plain.add(value: x, target: t, velocity: v, spring: spring)
        ))
    }
    for _ in 0..<1500 { add() }
    var sorted = 0
    for (frame, dt) in FrameSchedule.variableRefresh.durations(count: 150).enumerated() {
      let growing = (frame / 25) % 2 == 0
      for _ in 0..<(growing ? 40 : 10) { add() }
      for _ in 0..<(growing ? 10 : 45) where !handles.isEmpty {
        let index = Int.random(in: 0..<handles.count, using: &rng)
        blocked.remove(handles[index].0)
        plain.remove(handles[index].1)
        handles.remove(at: index)
      }
      for _ in 0..<5 {
        let index = Int.random(in: 0..<handles.count, using: &rng)
        let target = rng.coordinate()
        blocked.retarget(handles[index].0, to: target)
        plain.retarget(handles[index].1, to: target)
      }
      blocked.step(dt: dt)
      plain.step(dt: dt)
      for (a, b) in handles {
        assertBitEqual(blocked.value(a), plain.value(b), "x, frame \(frame)")
        assertBitEqual(blocked.velocity(a), plain.velocity(b), "v, frame \(frame)")
      }
      let runs = try XCTUnwrap(blocked.springRuns)
      var covered = 0
      for slot in 0..<blocked.slotCount where blocked.isOccupied(slot: slot) {
        XCTAssertTrue(runs.contains { Int($0.start) <= slot && slot < Int($0.end) }, "slot \(slot), frame \(frame)")
        covered += 1
      }
      XCTAssertEqual(covered, handles.count)
      let springsWithBlocks = try XCTUnwrap(blocked.springBlockCounts).springsWithBlocks
      if runs.count <= springsWithBlocks + 1 {
        sorted += 1
        let stepped = runs.reduce(0) { $0 + Int($1.end - $1.start) }
        XCTAssertLessThanOrEqual(stepped, handles.count + 7 * runs.count, "frame \(frame)")
      }
    }
    XCTAssertGreaterThan(sorted, 0, "the runs must be sorted by spring in some frames")
    let sorts = try XCTUnwrap(blocked.springBlockSorts)
    XCTAssertGreaterThan(sorts, 2, "the churn must sort the blocks again after the first frame's sort")
  }
}
