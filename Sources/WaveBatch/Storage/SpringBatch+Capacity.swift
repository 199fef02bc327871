extension SpringBatch {
  /// Makes room for `minimumCapacity` animations (≥ 0) so that adding up to that many never reallocates.
  ///
  /// Existing animations, handles and the clock are kept. O(capacity) when it grows; nothing otherwise.
  public func reserveCapacity(_ minimumCapacity: Int) {
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
    if let c = lanePropagators { lanePropagators = growCoefficients(c) }
    startTime = LaneMemory.grow(startTime, oldCount: oldCapacity, newCount: newCapacity, fill: .infinity)
    settlingTime = LaneMemory.grow(settlingTime, oldCount: oldCapacity, newCount: newCapacity, fill: .infinity)
    idForSlot = LaneMemory.grow(idForSlot, oldCount: oldCapacity, newCount: newCapacity, fill: -1)
    slotForID = LaneMemory.grow(slotForID, oldCount: oldCapacity, newCount: newCapacity, fill: -1)
    freeIDs = LaneMemory.grow(freeIDs, oldCount: oldCapacity, newCount: newCapacity, fill: 0)
    finishedBuffer = LaneMemory.grow(
      finishedBuffer, oldCount: oldCapacity, newCount: newCapacity, fill: BatchHandle(id: -1))
    springs.reserveCapacity(newCapacity)
    for id in (oldCapacity..<newCapacity).reversed() {
      freeIDs[freeIDCount] = Int32(id)
      freeIDCount += 1
    }
    animationCapacity = newCapacity
    laneCapacity = newLanes
  }
}
