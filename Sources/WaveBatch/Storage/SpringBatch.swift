import WaveCore

/// Many spring animations stepped together: structure-of-arrays lanes (value, velocity, target), advanced
/// with SIMD vectors, in Double (bit for bit the engine's numbers) or Float.
///
/// An animation occupies ``componentCount`` consecutive lanes (1 for a CGFloat, 2 for a CGPoint, 4 for a
/// CGRect or an RGBA color; ``AnimationBatch`` maps typed values onto them). All of an animation's lanes share
/// one running time, as one `SpringAnimator` does.
///
/// - Adding, removing (the last animation's lanes move into the hole), retargeting and injecting velocity are
///   O(1) and do not allocate while the count stays within the reserved capacity; beyond it, storage doubles.
/// - A `.perLane` batch with the exact stepper keeps the animations of a spring with many in blocks of their own
///   (its block layout), stepped with the spring's transition matrix broadcast as a shared spring's; its slots then
///   include empty ones, and removing moves the last animation of the same block group into the hole.
/// - ``step(dt:)`` advances the batch clock by `dt`, steps every lane with the ``stepper`` and applies the
///   ``settleMode``; the animations that ended in that frame are then in ``finished`` (a view of a
///   preallocated buffer, valid until the next mutation). Ended animations stay in the batch, at rest on
///   their target, until removed or retargeted; they are not reported again.
/// - With ``parallelism`` > 1, large batches are split into contiguous, vector-aligned lane ranges stepped on
///   persistent worker threads; each lane's arithmetic is the same, so results are identical.
///
/// Not thread-safe: one thread mutates a batch at a time (the parallel step is internal).
public final class SpringBatch<Scalar: BatchScalar> {
  /// Lanes per animation, ≥ 1.
  public let componentCount: Int
  /// One broadcast spring or per-lane springs.
  public let springMode: SpringMode
  /// Euler (the engine's) or the exact propagator.
  public let stepper: BatchStepper
  /// When animations end; may be changed between steps.
  @exclusivity(unchecked) public var settleMode: SettleMode
  /// Threads a step may use (≥ 1; more than the core count gains nothing).
  ///
  /// Batches smaller than ``defaultParallelThreshold`` lanes use one.
  @exclusivity(unchecked) public var parallelism: Int = 1
  /// The fewest lanes from which ``step(dt:)`` with ``parallelism`` > 1 splits the lanes over the worker pool:
  /// 393,216 (3 × 2¹⁷; each of two threads then gets at least 196,608 lanes, 4.5 MiB of Double state).
  ///
  /// It is the smallest size at which the pool won every measured run with a free second core: below about 200,000
  /// lanes the worker's wake-up costs more than the half it steps, and when the second core is busy the pool loses
  /// at every size, so an app on a loaded device may prefer ``parallelism`` 1. The measurements
  /// (`scripts/parallel-threshold.sh`) are in docs/gate.md, "The parallel threshold".
  public static var defaultParallelThreshold: Int { 393_216 }
  /// The fewest lanes a thread of a parallel step gets at the default threshold: half of
  /// ``defaultParallelThreshold``.
  package static var minimumLanesPerTask: Int { defaultParallelThreshold / 2 }

  /// The batch clock, seconds: the sum of the `dt` of every step, as the engine's frame clock sums them.
  @inlinable public var now: Double { clock }
  /// The storage of ``now``.
  @usableFromInline @exclusivity(unchecked) var clock: Double

  /// Animations in the batch (running or ended).
  @inlinable public var count: Int { animationCount }
  /// Animations still running (not ended), from 0 to ``count``.
  ///
  /// O(1).
  @inlinable public var runningCount: Int { runningAnimationCount }
  /// Animations the storage holds without reallocating.
  ///
  /// In the block layout of a `.perLane` exact batch, slots, empty ones included: a reservation
  /// of n animations reserves n + n/8 + 2 blocks, for the springs' partial blocks.
  @inlinable public var capacity: Int { animationCapacity }

  @usableFromInline @exclusivity(unchecked) var animationCount = 0
  @usableFromInline var animationCapacity = 0

  @usableFromInline var laneCapacity = 0
  @usableFromInline @exclusivity(unchecked) var lanes: LanePointers<Scalar>
  /// Per-lane (k, c, m, unused) in `.perLane` mode with the Euler stepper.
  @usableFromInline @exclusivity(unchecked) var laneSprings: PerLaneCoefficients<Scalar>?
  /// Per-lane (a, b, c, d) in `.perLane` mode with the exact stepper: the transition matrices of the slot of the
  /// ``propagatorSlots`` whose frame duration is ``propagatorDT``, which the kernel reads.
  @usableFromInline @exclusivity(unchecked) var lanePropagators: LaneMatrices<Scalar>?
  /// Per-lane (γ, ω0², D, √|D|) in `.perLane` mode with the exact stepper: what ``LanePropagator`` computes each
  /// lane's propagator from, whatever the frame's duration.
  @usableFromInline var laneParameters: PerLaneCoefficients<Double>?
  /// The per-lane propagators of the last frame durations (at most ``propagatorSlotLimit``), in `.perLane` mode with
  /// the exact stepper: a frame whose duration one of them has (bit for bit) steps with it, as a constant duration
  /// does; another duration fills the least recently used slot (the pool's lanes; the springs' rows of the block
  /// layout).
  @usableFromInline var propagatorSlots: [PropagatorSlot<Scalar>] = []
  /// Counts the steps that changed the duration, to find the least recently used slot.
  @usableFromInline var propagatorUses = 0
  /// The block layout of a `.perLane` batch with the exact stepper (``SpringBlocks``): the animations of a spring
  /// with many share blocks stepped with its propagator broadcast; nil in the other modes.
  @usableFromInline @exclusivity(unchecked) var springBlocks: SpringBlocks<Scalar>?
  /// The index in ``propagatorSlots`` of ``lanePropagators``, −1 before the first step.
  @usableFromInline @exclusivity(unchecked) var currentPropagatorSlot = -1
  /// Animations whose spring's mass in the lane type is not 1 (`.perLane`, Euler): while there are none, the Euler
  /// kernel leaves out the division by the mass (x / 1 is x) and reads two coefficient arrays instead of three.
  @usableFromInline @exclusivity(unchecked) var massNotOneCount = 0
  /// Per slot: the start (or last retarget) time, +∞ once ended, NaN while the start waits for the next step
  /// (upstream main's `start()` only schedules; the first update sets the start time).
  @usableFromInline @exclusivity(unchecked) var startTime: UnsafeMutablePointer<Double>
  /// Whether some slot may wait for its start time (NaN), so that a step scans for them only then.
  @usableFromInline @exclusivity(unchecked) var hasPendingStarts = false
  /// Per slot: the spring's settling duration, s.
  @usableFromInline @exclusivity(unchecked) var settlingTime: UnsafeMutablePointer<Double>
  @usableFromInline @exclusivity(unchecked) var idForSlot: UnsafeMutablePointer<Int32>
  /// -1 for a free id.
  @usableFromInline var slotForID: UnsafeMutablePointer<Int32>
  @usableFromInline var freeIDs: UnsafeMutablePointer<Int32>
  @usableFromInline var freeIDCount = 0
  @usableFromInline @exclusivity(unchecked) var finishedBuffer: UnsafeMutablePointer<BatchHandle>
  @usableFromInline @exclusivity(unchecked) var finishedCount = 0
  /// A lower bound of the running animations' start times (exact after each settle scan).
  @usableFromInline @exclusivity(unchecked) var earliestStart = Double.infinity
  /// A lower bound of the settling times of the animations ever added.
  @usableFromInline @exclusivity(unchecked) var shortestSettlingTime = Double.infinity
  @usableFromInline let sharedCoefficients: EulerCoefficients<Scalar>?
  /// Whether ``stepper`` is `.exact` (read per step without copying the provider closure).
  @usableFromInline let usesPropagator: Bool
  /// Animations running (not ended): kept by add, remove, finish and restart, so that a step whose batch has
  /// none running skips settling in O(1).
  @usableFromInline @exclusivity(unchecked) var runningAnimationCount = 0
  @usableFromInline @exclusivity(unchecked) var propagatorDT = Double.nan
  @usableFromInline @exclusivity(unchecked) var sharedPropagator: BatchPropagatorCoefficients<Scalar>?
  var parallelChunk = 0
  var parallelTotal = 0
  var parallelDT = 0.0

  /// Creates an empty batch.
  ///
  /// - Parameters:
  ///   - componentCount: lanes per animation, ≥ 1.
  ///   - springs: `.shared(spring)` or `.perLane`. Springs must animate (response > 0): a non-animated
  ///     spring (response 0) snaps, which a batch has no need to step.
  ///   - stepper: `.euler` (default) or `.exact(provider)`.
  ///   - settle: `.settlingTime` (default, the engine's rule), `.threshold(tolerance)` or `.never`.
  ///   - capacity: animations to reserve room for, ≥ 0.
  ///   - now: the batch clock's starting time, seconds (0 by default, as a new `FrameDriver`'s clock).
  public init(
    componentCount: Int = 1, springs: SpringMode, stepper: BatchStepper = .euler, settle: SettleMode = .settlingTime,
    capacity: Int = 64, now: Double = 0
  ) {
    precondition(componentCount >= 1, "componentCount must be ≥ 1")
    precondition(capacity >= 0, "capacity must be ≥ 0")
    if case .threshold(let tolerance) = settle {
      precondition(tolerance.isFinite && tolerance > 0, "the threshold must be finite and > 0")
    }
    self.componentCount = componentCount
    self.springMode = springs
    self.stepper = stepper
    if case .exact = stepper { usesPropagator = true } else { usesPropagator = false }
    self.settleMode = settle
    self.clock = now
    if case .shared(let spring) = springs {
      Self.requireAnimated(spring)
      sharedCoefficients = EulerCoefficients(spring)
    } else {
      sharedCoefficients = nil
    }
    var initialCapacity = max(1, capacity)
    if case .perLane = springs, case .exact = stepper {
      initialCapacity += Self.blockSlack(capacity, slotsPerBlock: SpringBlocks<Scalar>.slotsPerBlock(componentCount))
    }
    let laneCount = LaneMemory.roundUpToVector(initialCapacity * componentCount)
    lanes = LanePointers(
      value: LaneMemory.allocate(Scalar.self, count: laneCount, fill: 0),
      velocity: LaneMemory.allocate(Scalar.self, count: laneCount, fill: 0),
      target: LaneMemory.allocate(Scalar.self, count: laneCount, fill: 0))
    if case .perLane = springs {
      switch stepper {
      case .euler:
        laneSprings = Self.allocateCoefficients(count: laneCount)
      case .exact:
        let arrays = (0..<4).map { _ in LaneMemory.allocate(Double.self, count: laneCount, fill: 0) }
        laneParameters = PerLaneCoefficients(arrays[0], arrays[1], arrays[2], arrays[3])
        propagatorSlots.reserveCapacity(Self.propagatorSlotLimit)
        springBlocks = SpringBlocks(componentCount: componentCount, capacity: initialCapacity)
      }
    }
    startTime = LaneMemory.allocate(Double.self, count: initialCapacity, fill: .infinity)
    settlingTime = LaneMemory.allocate(Double.self, count: initialCapacity, fill: .infinity)
    idForSlot = LaneMemory.allocate(Int32.self, count: initialCapacity, fill: -1)
    slotForID = LaneMemory.allocate(Int32.self, count: initialCapacity, fill: -1)
    freeIDs = LaneMemory.allocate(Int32.self, count: initialCapacity, fill: 0)
    finishedBuffer = LaneMemory.allocate(BatchHandle.self, count: initialCapacity, fill: BatchHandle(id: -1))
    self.animationCapacity = initialCapacity
    self.laneCapacity = laneCount
    for id in (0..<initialCapacity).reversed() {
      freeIDs[freeIDCount] = Int32(id)
      freeIDCount += 1
    }
  }

  deinit {
    lanes.value.deallocate()
    lanes.velocity.deallocate()
    lanes.target.deallocate()
    if let arrays = laneSprings {
      arrays.p0.deallocate()
      arrays.p1.deallocate()
      arrays.p2.deallocate()
      arrays.p3.deallocate()
    }
    for slot in propagatorSlots {
      slot.matrices.base.deallocate()
    }
    if let arrays = laneParameters {
      arrays.p0.deallocate()
      arrays.p1.deallocate()
      arrays.p2.deallocate()
      arrays.p3.deallocate()
    }
    startTime.deallocate()
    settlingTime.deallocate()
    idForSlot.deallocate()
    slotForID.deallocate()
    freeIDs.deallocate()
    finishedBuffer.deallocate()
  }

  /// The animations that ended during the last ``step(dt:)``, in slot order.
  ///
  /// Valid until the next mutation of the batch; reading it does not allocate.
  @inlinable
  public var finished: UnsafeBufferPointer<BatchHandle> {
    UnsafeBufferPointer(start: finishedBuffer, count: finishedCount)
  }

  /// The lane arrays (length ``laneCount``, zero-padded to a multiple of 16).
  ///
  /// For kernels and benchmarks that drive the lanes directly; the layout is animation-major (an animation's components
  /// are adjacent).
  @inlinable
  package var lanePointers: LanePointers<Scalar> { lanes }

  /// Lanes stepped per frame: `count × componentCount` rounded up to a multiple of 16, or in the block layout
  /// (``SpringBlocks``) the blocks' lanes, a multiple of 16 that may hold empty slots.
  @inlinable
  package var laneCount: Int { laneEnd }

  /// Slots in use, ≥ ``count``: `0 ..< slotCount` holds every animation; in the block layout (``SpringBlocks``) some
  /// of them are empty (``isOccupied(slot:)``).
  @inlinable
  package var slotCount: Int { slotEnd }

  /// The storage of ``laneCount`` and ``slotCount``, kept by add and remove (one load per step, not a product).
  @usableFromInline @exclusivity(unchecked) var laneEnd = 0, slotEnd = 0

  /// Sets ``laneCount`` and ``slotCount`` after an animation was added or removed.
  @inlinable
  func updateExtent() {
    if let blocks = springBlocks {
      slotEnd = blocks.blockCount * blocks.slotsPerBlock
      laneEnd = blocks.blockCount * blocks.lanesPerBlock
    } else {
      slotEnd = animationCount
      laneEnd = LaneMemory.roundUpToVector(animationCount * componentCount)
    }
  }

  /// Whether slot `slot` (0 ..< ``slotCount``) holds an animation.
  @inlinable
  package func isOccupied(slot: Int) -> Bool { idForSlot[slot] >= 0 }

  /// Keeps every animation of this per-lane exact batch in the pool of the block layout, each lane stepped with its
  /// own transition matrices, as when every spring is distinct.
  ///
  /// Only before the first animation is added; for tests and measurements.
  package func disableSpringBlocks() {
    precondition(count == 0, "the layout is chosen before the first animation")
    springBlocks?.promotes = false
  }

  @usableFromInline
  static func requireAnimated(_ spring: Spring) {
    precondition(
      spring.response > 0 && spring.stiffness.isFinite,
      "a batch steps animated springs only (response > 0); a non-animated spring snaps to its target")
  }
}

extension SpringBatch {
  /// Makes room for `minimumCapacity` animations (≥ 0) so that adding up to that many never reallocates.
  ///
  /// Existing animations, handles and the clock are kept. O(capacity) when it grows; nothing otherwise.
  public func reserveCapacity(_ minimumCapacity: Int) {
    var slots = minimumCapacity
    if let blocks = springBlocks { slots += Self.blockSlack(minimumCapacity, slotsPerBlock: blocks.slotsPerBlock) }
    reserveSlots(slots)
  }

  /// The slots reserved beyond `animations` (≥ 0) in the block layout for its partial blocks: an eighth, and two
  /// blocks of `slotsPerBlock`.
  static func blockSlack(_ animations: Int, slotsPerBlock: Int) -> Int { animations / 8 + 2 * slotsPerBlock }

  /// Makes room for `minimumCapacity` slots (≥ 0), as ``reserveCapacity(_:)`` without the block layout's slack.
  func reserveSlots(_ minimumCapacity: Int) {
    guard minimumCapacity > capacity else { return }
    let oldCapacity = capacity
    let newCapacity = minimumCapacity
    let oldLanes = laneCapacity
    let newLanes = LaneMemory.roundUpToVector(newCapacity * componentCount)
    lanes = LanePointers(
      value: LaneMemory.grow(lanes.value, oldCount: oldLanes, newCount: newLanes, fill: 0),
      velocity: LaneMemory.grow(lanes.velocity, oldCount: oldLanes, newCount: newLanes, fill: 0),
      target: LaneMemory.grow(lanes.target, oldCount: oldLanes, newCount: newLanes, fill: 0))
    func growCoefficients(_ c: PerLaneCoefficients<Scalar>) -> PerLaneCoefficients<Scalar> {
      PerLaneCoefficients(
        LaneMemory.grow(c.p0, oldCount: oldLanes, newCount: newLanes, fill: 0),
        LaneMemory.grow(c.p1, oldCount: oldLanes, newCount: newLanes, fill: 0),
        LaneMemory.grow(c.p2, oldCount: oldLanes, newCount: newLanes, fill: 1),
        LaneMemory.grow(c.p3, oldCount: oldLanes, newCount: newLanes, fill: 0))
    }
    if let c = laneSprings { laneSprings = growCoefficients(c) }
    for index in propagatorSlots.indices {
      // Interleaved by 16 lanes: the old lanes' entries are a prefix of the new array.
      propagatorSlots[index].matrices = LaneMatrices(
        LaneMemory.grow(
          propagatorSlots[index].matrices.base, oldCount: LaneMatrices<Scalar>.count(lanes: oldLanes),
          newCount: LaneMatrices<Scalar>.count(lanes: newLanes), fill: 0))
    }
    if currentPropagatorSlot >= 0 { lanePropagators = propagatorSlots[currentPropagatorSlot].matrices }
    springBlocks?.grow(from: oldCapacity, to: newCapacity)
    if let p = laneParameters {
      laneParameters = PerLaneCoefficients(
        LaneMemory.grow(p.p0, oldCount: oldLanes, newCount: newLanes, fill: 0),
        LaneMemory.grow(p.p1, oldCount: oldLanes, newCount: newLanes, fill: 0),
        LaneMemory.grow(p.p2, oldCount: oldLanes, newCount: newLanes, fill: 0),
        LaneMemory.grow(p.p3, oldCount: oldLanes, newCount: newLanes, fill: 0))
    }
    startTime = LaneMemory.grow(startTime, oldCount: oldCapacity, newCount: newCapacity, fill: .infinity)
    settlingTime = LaneMemory.grow(settlingTime, oldCount: oldCapacity, newCount: newCapacity, fill: .infinity)
    idForSlot = LaneMemory.grow(idForSlot, oldCount: oldCapacity, newCount: newCapacity, fill: -1)
    slotForID = LaneMemory.grow(slotForID, oldCount: oldCapacity, newCount: newCapacity, fill: -1)
    freeIDs = LaneMemory.grow(freeIDs, oldCount: oldCapacity, newCount: newCapacity, fill: 0)
    finishedBuffer = LaneMemory.grow(
      finishedBuffer, oldCount: oldCapacity, newCount: newCapacity, fill: BatchHandle(id: -1))
    for id in (oldCapacity..<newCapacity).reversed() {
      freeIDs[freeIDCount] = Int32(id)
      freeIDCount += 1
    }
    animationCapacity = newCapacity
    laneCapacity = newLanes
  }
}

extension SpringBatch {
  /// The most frame durations whose per-lane propagators a `.perLane` exact batch keeps: 8.
  ///
  /// Each takes 4 coefficients (a, b, c, d: 32 bytes in Double) per lane, allocated as the durations come. A
  /// display's frame intervals take few values (the `vrr` schedule 5: 80, 90, 100, 110 and 120 Hz), so that after
  /// their first frames the exact stepper steps a variable schedule as it steps a constant one.
  @usableFromInline static var propagatorSlotLimit: Int { 8 }

  /// Four coefficient arrays of `count` lanes, filled (0, 0, 1, 0): a padding lane's (k 0, c 0, m 1).
  static func allocateCoefficients(count: Int) -> PerLaneCoefficients<Scalar> {
    let fill: [Scalar] = [0, 0, 1, 0]
    let arrays = (0..<4).map { LaneMemory.allocate(Scalar.self, count: count, fill: fill[$0]) }
    return PerLaneCoefficients(arrays[0], arrays[1], arrays[2], arrays[3])
  }

  /// Refreshes the exact stepper's coefficients when `dt` differs (bitwise) from the last frame's: one provider
  /// call for a shared spring; in `.perLane` mode, the slot of ``propagatorSlots`` with this duration, or else
  /// the least recently used one refilled by ``LanePropagator`` (vectorised, no provider call) for the pool's lanes
  /// and the springs' rows of the block layout, whose runs are first rebuilt if its blocks changed
  /// (``refreshRuns()``).
  @usableFromInline
  @_specialize(where Scalar == Double)
  @_specialize(where Scalar == Float)
  func preparePropagators(dt: Double) {
    guard case .exact(let provider) = stepper, dt.bitPattern != propagatorDT.bitPattern else { return }
    propagatorDT = dt
    switch springMode {
    case .shared(let spring):
      sharedPropagator = BatchPropagatorCoefficients<Scalar>(provider(spring, dt))
    case .perLane:
      refreshRuns()
      propagatorUses &+= 1
      // Loops, not closures: an unspecialized (debug) closure over the slots allocates its context every frame.
      var leastRecent = 0
      for index in 0..<propagatorSlots.count {
        if propagatorSlots[index].dt.bitPattern == dt.bitPattern {
          propagatorSlots[index].lastUse = propagatorUses
          lanePropagators = propagatorSlots[index].matrices
          currentPropagatorSlot = index
          return
        }
        if propagatorSlots[index].lastUse < propagatorSlots[leastRecent].lastUse { leastRecent = index }
      }
      let index: Int
      if propagatorSlots.count < Self.propagatorSlotLimit {
        let matrices = LaneMatrices(
          LaneMemory.allocate(Scalar.self, count: LaneMatrices<Scalar>.count(lanes: laneCapacity), fill: 0))
        propagatorSlots.append(PropagatorSlot(dt: dt, matrices: matrices, lastUse: 0))
        index = propagatorSlots.count - 1
      } else {
        index = leastRecent
      }
      propagatorSlots[index].dt = dt
      propagatorSlots[index].lastUse = propagatorUses
      let matrices = propagatorSlots[index].matrices
      if let parameters = laneParameters, let blocks = springBlocks {
        // The pool's runs read their lanes' matrices; a spring's runs read its row.
        for run in 0..<blocks.runCount where blocks.runs[run].row < 0 {
          let range = Int(blocks.runs[run].start)..<Int(blocks.runs[run].end)
          LanePropagator.fill(matrices, from: parameters, range: range, dt: dt)
        }
        for row in 0..<blocks.rowParameters.count { blocks.fillRow(row, slot: index, dt: dt) }
      }
      lanePropagators = matrices
      currentPropagatorSlot = index
    }
  }
}

/// The per-lane propagators of one frame duration (see ``SpringBatch/propagatorSlots``).
@usableFromInline
struct PropagatorSlot<Scalar: BatchScalar> {
  /// The frame duration, s.
  @usableFromInline var dt: Double
  /// Per lane the transition matrix over ``dt``: what the kernel reads.
  @usableFromInline var matrices: LaneMatrices<Scalar>
  /// The step count (``SpringBatch/propagatorUses``) that last used it.
  @usableFromInline var lastUse: Int

  @usableFromInline
  init(dt: Double, matrices: LaneMatrices<Scalar>, lastUse: Int) {
    self.dt = dt
    self.matrices = matrices
    self.lastUse = lastUse
  }
}
