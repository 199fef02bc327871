import WaveCore

extension SpringBatch {
  /// Adds an animation; it is stepped from the next ``step(dt:)`` on, whose time starts its running time, as
  /// `SpringAnimator.start()` on upstream main (jtrivedi/Wave a52498e, `AnimationController.swift:71-77`,
  /// `SpringAnimator.swift:35-45`).
  ///
  /// O(1); allocates only when the count exceeds the reserved capacity (which then doubles).
  ///
  /// - Parameters:
  ///   - spring: required in `.perLane` mode (an animated spring, response > 0); ignored in `.shared` mode.
  ///   - lane: the start value, target and velocity (units/s) of component `0 ..< componentCount`, all finite.
  /// - Returns: the animation's handle.
  @inlinable
  @discardableResult
  public func add(
    spring: Spring? = nil, _ lane: (_ component: Int) -> (value: Double, target: Double, velocity: Double)
  ) -> BatchHandle {
    if count == capacity { reserveCapacity(capacity * 2) }
    freeIDCount -= 1
    let id = freeIDs[freeIDCount]
    let slot: Int
    if springBlocks != nil {
      guard let spring else { preconditionFailure("a .perLane batch needs a spring for each animation") }
      Self.requireAnimated(spring)
      slot = placeInBlocks(id: id, spring: spring)
    } else {
      slot = count
    }
    animationCount += 1
    idForSlot[slot] = id
    slotForID[Int(id)] = Int32(slot)
    let base = slot * componentCount
    for component in 0..<componentCount {
      let (value, target, velocity) = lane(component)
      lanes.value[base + component] = Scalar(value)
      lanes.target[base + component] = Scalar(target)
      lanes.velocity[base + component] = Scalar(velocity)
    }
    startTime[slot] = .nan
    hasPendingStarts = true
    runningAnimationCount += 1
    let settling: Double
    if case .shared(let shared) = springMode {
      settling = shared.settlingDuration
    } else {
      guard let spring else { preconditionFailure("a .perLane batch needs a spring for each animation") }
      Self.requireAnimated(spring)
      settling = spring.settlingDuration
      writeCoefficients(slot: slot, spring: spring)
    }
    settlingTime[slot] = settling
    shortestSettlingTime = min(shortestSettlingTime, settling)
    updateExtent()
    return BatchHandle(id: id)
  }

  /// ``add(spring:_:)`` for a one-component batch.
  @inlinable
  @discardableResult
  public func add(value: Double, target: Double, velocity: Double = 0, spring: Spring? = nil) -> BatchHandle {
    precondition(componentCount == 1, "add(value:target:velocity:) is for one-component batches")
    return add(spring: spring) { _ in (value, target, velocity) }
  }

  /// Removes an animation: the last animation's lanes move into its place (swap-remove; in a `.perLane` exact
  /// batch, the last of its spring's block or of the pool: the block layout of ``SpringBatch``).
  ///
  /// O(1), never allocates. Other handles stay valid; ``finished`` is not changed (so it can be iterated while
  /// removing).
  @inlinable
  public func remove(_ handle: BatchHandle) {
    let slot = self.slot(of: handle)
    let last = count - 1
    let width = componentCount
    if startTime[slot] != .infinity { runningAnimationCount -= 1 }  // running or waiting for its start
    if springBlocks != nil {
      removeFromBlocks(slot: slot, id: handle.id)
      slotForID[Int(handle.id)] = -1
      freeIDs[freeIDCount] = handle.id
      freeIDCount += 1
      animationCount -= 1
      updateExtent()
      return
    }
    if let c = laneSprings, c.p2[slot * width] != 1 { massNotOneCount -= 1 }
    if slot != last {
      moveLanes(from: last * width, to: slot * width, count: width)
      startTime[slot] = startTime[last]
      settlingTime[slot] = settlingTime[last]
      let movedID = idForSlot[last]
      idForSlot[slot] = movedID
      slotForID[Int(movedID)] = Int32(slot)
    }
    clearLanes(at: last * width, count: width)
    startTime[last] = .infinity
    settlingTime[last] = .infinity
    idForSlot[last] = -1
    slotForID[Int(handle.id)] = -1
    freeIDs[freeIDCount] = handle.id
    freeIDCount += 1
    animationCount -= 1
    updateExtent()
  }

  /// Sets the target of every component.
  ///
  /// If any component changes, the running time of a running animation restarts now (the engine's retarget); an ended
  /// one starts again from the next step (as `start()` on a reset animator). Velocity is kept. O(1).
  @inlinable
  public func retarget(_ handle: BatchHandle, _ target: (_ component: Int) -> Double) {
    let slot = self.slot(of: handle)
    let base = slot * componentCount
    var changed = false
    for component in 0..<componentCount {
      let new = Scalar(target(component))
      if lanes.target[base + component] != new {
        lanes.target[base + component] = new
        changed = true
      }
    }
    if changed { restart(slot: slot) }
  }

  /// ``retarget(_:_:)`` for a one-component batch.
  @inlinable
  public func retarget(_ handle: BatchHandle, to target: Double) {
    retarget(handle) { _ in target }
  }

  /// Sets the velocity (units/s) of every component, such as a gesture's velocity at release.
  ///
  /// A running animation keeps its running time (as setting `SpringAnimator.velocity`); an ended one starts again.
  /// O(1).
  @inlinable
  public func setVelocity(_ handle: BatchHandle, _ velocity: (_ component: Int) -> Double) {
    let slot = self.slot(of: handle)
    let base = slot * componentCount
    for component in 0..<componentCount {
      lanes.velocity[base + component] = Scalar(velocity(component))
    }
    if !startTime[slot].isFinite { restart(slot: slot) }
  }

  /// Whether the handle names an animation in this batch.
  @inlinable
  public func contains(_ handle: BatchHandle) -> Bool {
    handle.id >= 0 && Int(handle.id) < capacity && slotForID[Int(handle.id)] >= 0
  }

  /// Whether the animation is still running (has not ended since its start or last retarget).
  @inlinable
  public func isRunning(_ handle: BatchHandle) -> Bool { startTime[slot(of: handle)].isFinite }

  /// The current value of one component.
  @inlinable
  public func value(_ handle: BatchHandle, component: Int = 0) -> Scalar {
    lanes.value[lane(handle, component)]
  }

  /// The current velocity of one component, units/s.
  @inlinable
  public func velocity(_ handle: BatchHandle, component: Int = 0) -> Scalar {
    lanes.velocity[lane(handle, component)]
  }

  /// The target of one component.
  @inlinable
  public func target(_ handle: BatchHandle, component: Int = 0) -> Scalar {
    lanes.target[lane(handle, component)]
  }

  /// The handle of the animation in slot `slot` (0 ..< ``slotCount``, occupied): slots are the storage order, which
  /// removals change.
  @inlinable
  package func handle(atSlot slot: Int) -> BatchHandle {
    precondition(slot >= 0 && slot < slotCount && idForSlot[slot] >= 0, "slot out of range or empty")
    return BatchHandle(id: idForSlot[slot])
  }

  /// The storage slot of an animation (its first lane is `slot × componentCount`).
  @inlinable
  package func slot(of handle: BatchHandle) -> Int {
    precondition(contains(handle), "\(handle) is not in this batch")
    return Int(slotForID[Int(handle.id)])
  }

  @inlinable
  func lane(_ handle: BatchHandle, _ component: Int) -> Int {
    precondition(component >= 0 && component < componentCount, "component out of range")
    return slot(of: handle) * componentCount + component
  }

  @inlinable
  func restart(slot: Int) {
    let start = startTime[slot]
    if start.isNaN { return }
    if start.isFinite {
      startTime[slot] = now
      earliestStart = min(earliestStart, now)
    } else {
      startTime[slot] = .nan
      hasPendingStarts = true
      runningAnimationCount += 1
    }
  }

  @inlinable
  func moveLanes(from source: Int, to destination: Int, count width: Int) {
    for k in 0..<width {
      lanes.value[destination + k] = lanes.value[source + k]
      lanes.velocity[destination + k] = lanes.velocity[source + k]
      lanes.target[destination + k] = lanes.target[source + k]
    }
    if let c = laneSprings { Self.move(c, from: source, to: destination, count: width) }
    if let p = laneParameters { LanePropagator.move(p, from: source, to: destination, count: width) }
    for index in 0..<propagatorSlots.count {
      let m = propagatorSlots[index].matrices
      for k in 0..<width {
        for entry in 0..<4 { m[destination + k, entry] = m[source + k, entry] }
      }
    }
  }

  /// Zeroes lanes (and resets their coefficients to k = 0, c = 0, m = 1), so padding steps to zero exactly.
  @inlinable
  func clearLanes(at start: Int, count width: Int) {
    for k in start..<(start + width) {
      lanes.value[k] = 0
      lanes.velocity[k] = 0
      lanes.target[k] = 0
    }
    if let c = laneSprings { Self.reset(c, at: start, count: width) }
    if let p = laneParameters { LanePropagator.clear(p, at: start, count: width) }
    for index in 0..<propagatorSlots.count {
      let m = propagatorSlots[index].matrices
      for k in start..<(start + width) {
        for entry in 0..<4 { m[k, entry] = 0 }
      }
    }
  }

  @inlinable
  static func move(_ c: PerLaneCoefficients<Scalar>, from source: Int, to destination: Int, count width: Int) {
    for k in 0..<width {
      c.p0[destination + k] = c.p0[source + k]
      c.p1[destination + k] = c.p1[source + k]
      c.p2[destination + k] = c.p2[source + k]
      c.p3[destination + k] = c.p3[source + k]
    }
  }

  @inlinable
  static func reset(_ c: PerLaneCoefficients<Scalar>, at start: Int, count width: Int) {
    for k in start..<(start + width) {
      c.p0[k] = 0
      c.p1[k] = 0
      c.p2[k] = 1
      c.p3[k] = 0
    }
  }

  /// Writes an animation's spring into its lanes: its Euler coefficients, or its propagator parameters and, in the
  /// pool of the block layout, its propagators over the frame durations the batch keeps (``fillPoolMatrices(slot:)``;
  /// a spring's blocks step with its row instead).
  @usableFromInline
  func writeCoefficients(slot: Int, spring: Spring) {
    let base = slot * componentCount
    if let c = laneSprings {
      let k = EulerCoefficients<Scalar>(spring)
      if k.mass != 1 { massNotOneCount += 1 }
      for lane in base..<(base + componentCount) {
        c.p0[lane] = k.stiffness
        c.p1[lane] = k.dampingCoefficient
        c.p2[lane] = k.mass
        c.p3[lane] = 0
      }
    }
    if let p = laneParameters {
      let q = LanePropagator.parameters(of: spring)
      for lane in base..<(base + componentCount) {
        p.p0[lane] = q.gamma
        p.p1[lane] = q.omega0Squared
        p.p2[lane] = q.discriminant
        p.p3[lane] = q.root
      }
      if let blocks = springBlocks, blocks.blockRow[slot / blocks.slotsPerBlock] < 0 { fillPoolMatrices(slot: slot) }
    }
  }
}
