import WaveCore

/// Placement in the block layout (``SpringBlocks``): which slot an animation takes, and the moves that keep every
/// spring's blocks full but its last.
extension SpringBatch {
  /// The slot of a new animation (id `id`) of `spring`: in its spring's last block or a new one when the spring has
  /// blocks or now reaches ``SpringBlocks/promotionCount`` animations (its pool animations then move to its block),
  /// else in the pool's.
  ///
  /// O(1) (a promotion moves fewer than a block's animations); may grow the storage.
  @usableFromInline
  @_specialize(where Scalar == Double)
  @_specialize(where Scalar == Float)
  func placeInBlocks(id: Int32, spring: Spring) -> Int {
    guard let blocks = springBlocks else { preconditionFailure("no block layout") }
    markLayoutChanged()
    let q = LanePropagator.parameters(of: spring)
    let group = blocks.group(
      for: SpringGroup.Key(
        gamma: q.gamma, omega0Squared: q.omega0Squared, discriminant: q.discriminant, root: q.root))
    blocks.groupOfID[Int(id)] = Int32(group)
    if blocks.groups[group].blocks > 0 { return placeSlot(inGroup: group) }
    if blocks.groups[group].count + 1 >= blocks.promotionCount {
      promote(group)
      return placeSlot(inGroup: group)
    }
    blocks.nextPooledID[Int(id)] = blocks.groups[group].firstPooledID
    blocks.groups[group].firstPooledID = id
    blocks.groups[group].count += 1
    return placeSlot(inGroup: 0)
  }

  /// Removes the animation `id` in slot `slot` from the block layout: the last animation of its block's group moves
  /// into the slot; a spring left with fewer than ``SpringBlocks/demotionCount`` animations moves them to the pool.
  ///
  /// O(1). The caller frees the id.
  @usableFromInline
  @_specialize(where Scalar == Double)
  @_specialize(where Scalar == Float)
  func removeFromBlocks(slot: Int, id: Int32) {
    guard let blocks = springBlocks else { preconditionFailure("no block layout") }
    markLayoutChanged()
    let group = Int(blocks.groupOfID[Int(id)])
    blocks.groupOfID[Int(id)] = -1
    if blocks.groups[group].blocks > 0 {
      vacate(slot: slot, group: group)
      let remaining = blocks.groups[group].count
      if remaining == 0 {
        blocks.freeRow(Int(blocks.groups[group].row))
        blocks.deleteGroup(group)
      } else if remaining < blocks.demotionCount {
        demote(group)
      }
      return
    }
    var previous: Int32 = -1
    var current = blocks.groups[group].firstPooledID
    while current != id {
      previous = current
      current = blocks.nextPooledID[Int(current)]
    }
    let next = blocks.nextPooledID[Int(id)]
    if previous < 0 {
      blocks.groups[group].firstPooledID = next
    } else {
      blocks.nextPooledID[Int(previous)] = next
    }
    blocks.nextPooledID[Int(id)] = -1
    blocks.groups[group].count -= 1
    vacate(slot: slot, group: 0)
    if blocks.groups[group].count == 0 { blocks.deleteGroup(group) }
  }

  /// The next free slot of group `group` (its last block's, or a new block's), counted in the group.
  func placeSlot(inGroup group: Int) -> Int {
    guard let blocks = springBlocks else { preconditionFailure("no block layout") }
    let perBlock = blocks.slotsPerBlock
    if blocks.groups[group].count == blocks.groups[group].blocks * perBlock { appendBlock(to: group) }
    let g = blocks.groups[group]
    let slot = Int(g.lastBlock) * perBlock + (g.count - (g.blocks - 1) * perBlock)
    blocks.groups[group].count += 1
    return slot
  }

  /// Appends an empty block as the last of group `group`, growing the storage if the slots run out.
  func appendBlock(to group: Int) {
    guard let blocks = springBlocks else { preconditionFailure("no block layout") }
    let needed = (blocks.blockCount + 1) * blocks.slotsPerBlock
    if needed > capacity { reserveSlots(max(2 * capacity, needed)) }
    let block = blocks.blockCount
    blocks.blockCount += 1
    let last = blocks.groups[group].lastBlock
    blocks.blockGroup[block] = Int32(group)
    blocks.blockRow[block] = blocks.groups[group].row
    blocks.blockPrevious[block] = last
    blocks.blockNext[block] = -1
    if last >= 0 { blocks.blockNext[Int(last)] = Int32(block) }
    blocks.groups[group].lastBlock = Int32(block)
    blocks.groups[group].blocks += 1
  }

  /// Empties slot `slot` of group `group`'s blocks: the group's last animation moves into it, and the group's last
  /// block, if that empties it, is released.
  func vacate(slot: Int, group: Int) {
    guard let blocks = springBlocks else { preconditionFailure("no block layout") }
    let perBlock = blocks.slotsPerBlock
    let g = blocks.groups[group]
    let last = Int(g.lastBlock)
    let fill = g.count - (g.blocks - 1) * perBlock
    let lastSlot = last * perBlock + fill - 1
    if lastSlot != slot { moveSlot(from: lastSlot, to: slot) }
    clearSlot(lastSlot)
    blocks.groups[group].count -= 1
    if fill == 1 {
      let previous = blocks.blockPrevious[last]
      blocks.groups[group].lastBlock = previous
      blocks.groups[group].blocks -= 1
      if previous >= 0 { blocks.blockNext[Int(previous)] = -1 }
      releaseBlock(last)
    }
  }

  /// Frees the empty, unlinked block `block`: the last block in use moves into its place.
  func releaseBlock(_ block: Int) {
    guard let blocks = springBlocks else { preconditionFailure("no block layout") }
    let perBlock = blocks.slotsPerBlock
    let last = blocks.blockCount - 1
    if block != last {
      for k in 0..<perBlock where idForSlot[last * perBlock + k] >= 0 {
        moveSlot(from: last * perBlock + k, to: block * perBlock + k)
        clearSlot(last * perBlock + k)
      }
      let group = Int(blocks.blockGroup[last])
      blocks.blockGroup[block] = Int32(group)
      blocks.blockRow[block] = blocks.blockRow[last]
      let previous = blocks.blockPrevious[last]
      let next = blocks.blockNext[last]
      blocks.blockPrevious[block] = previous
      blocks.blockNext[block] = next
      if previous >= 0 { blocks.blockNext[Int(previous)] = Int32(block) }
      if next >= 0 {
        blocks.blockPrevious[Int(next)] = Int32(block)
      } else {
        blocks.groups[group].lastBlock = Int32(block)
      }
    }
    blocks.blockGroup[last] = -1
    blocks.blockRow[last] = -1
    blocks.blockPrevious[last] = -1
    blocks.blockNext[last] = -1
    blocks.blockCount -= 1
  }

  /// Gives group `group` (in the pool) a row of propagators and moves its pool animations into a block of its own.
  func promote(_ group: Int) {
    guard let blocks = springBlocks else { preconditionFailure("no block layout") }
    let row = blocks.allocateRow(blocks.groups[group].key)
    for index in propagatorSlots.indices { blocks.fillRow(row, slot: index, dt: propagatorSlots[index].dt) }
    blocks.groups[group].row = Int32(row)
    var id = blocks.groups[group].firstPooledID
    blocks.groups[group].firstPooledID = -1
    blocks.groups[group].count = 0
    while id >= 0 {
      let next = blocks.nextPooledID[Int(id)]
      blocks.nextPooledID[Int(id)] = -1
      let destination = placeSlot(inGroup: group)
      let source = Int(slotForID[Int(id)])
      moveSlot(from: source, to: destination)
      vacate(slot: source, group: 0)
      id = next
    }
  }

  /// Moves group `group`'s animations (fewer than a block's) from its block to the pool and frees its row.
  func demote(_ group: Int) {
    guard let blocks = springBlocks else { preconditionFailure("no block layout") }
    let perBlock = blocks.slotsPerBlock
    var moved = 0
    while blocks.groups[group].count > 0 {
      let g = blocks.groups[group]
      let source = Int(g.lastBlock) * perBlock + (g.count - (g.blocks - 1) * perBlock) - 1
      let id = idForSlot[source]
      let destination = placeSlot(inGroup: 0)
      moveSlot(from: source, to: destination)
      vacate(slot: source, group: group)
      fillPoolMatrices(slot: Int(slotForID[Int(id)]))  // vacating may have moved the pool's block
      blocks.nextPooledID[Int(id)] = blocks.groups[group].firstPooledID
      blocks.groups[group].firstPooledID = id
      moved += 1
    }
    blocks.freeRow(Int(blocks.groups[group].row))
    blocks.groups[group].row = -1
    blocks.groups[group].count = moved
  }

  /// Computes the per-lane transition matrices of slot `slot`'s lanes (a pool slot's) over every frame duration the
  /// batch keeps (``LanePropagator``, for the vector-aligned lanes around them, which it computes to the same numbers).
  ///
  /// The pool's lanes are the only ones whose matrices the kernel reads: a frame duration not kept is computed for the
  /// pool's runs alone (``preparePropagators(dt:)``), and an animation moving from a spring's block into the pool
  /// gets its matrices here.
  func fillPoolMatrices(slot: Int) {
    guard let p = laneParameters else { return }
    let width = LanePropagator.Vector.scalarCount
    let base = slot * componentCount
    let lanes = (base / width * width)..<((base + componentCount + width - 1) / width * width)
    for index in 0..<propagatorSlots.count {
      LanePropagator.fill(propagatorSlots[index].matrices, from: p, range: lanes, dt: propagatorSlots[index].dt)
    }
  }

  /// Moves an animation's lanes, coefficients and bookkeeping from slot `source` to the empty slot `destination`.
  func moveSlot(from source: Int, to destination: Int) {
    let width = componentCount
    moveLanes(from: source * width, to: destination * width, count: width)
    startTime[destination] = startTime[source]
    settlingTime[destination] = settlingTime[source]
    let id = idForSlot[source]
    idForSlot[destination] = id
    if id >= 0 { slotForID[Int(id)] = Int32(destination) }
  }

  /// Empties slot `slot`: zero lanes and coefficients, no animation.
  func clearSlot(_ slot: Int) {
    clearLanes(at: slot * componentCount, count: componentCount)
    startTime[slot] = .infinity
    settlingTime[slot] = .infinity
    idForSlot[slot] = -1
  }
}

/// The runs the block layout's kernel steps (``SpringBlocks/runs``), rebuilt on the first step after a change.
extension SpringBatch {
  /// Notes that the blocks changed: the next step rebuilds the runs (the stored frame duration is forgotten, so that
  /// the step's one check of it, ``preparePropagators(dt:)``, does so without a check of its own).
  func markLayoutChanged() {
    springBlocks?.layoutChanged = true
    propagatorDT = .nan
  }

  /// Rebuilds the runs if the blocks changed since they were built, sorting the blocks by spring first when they are
  /// out of order by more than ``SpringBlocks/reorderSlack``.
  ///
  /// O(blocks), plus O(lanes) moves when it sorts. Does not allocate.
  @_specialize(where Scalar == Double)
  @_specialize(where Scalar == Float)
  func refreshRuns() {
    guard let blocks = springBlocks, blocks.layoutChanged else { return }
    blocks.layoutChanged = false
    buildRuns()
    if blocks.excessBreaks > blocks.reorderSlack {
      blocks.sortCount += 1
      sortBlocks()
      buildRuns()
    }
  }

  /// Fills ``SpringBlocks/runs`` from the blocks as they lie: adjacent blocks of one spring (or of the pool) are one
  /// run, which ends at its last animation's lanes rounded up to the kernel's vector width when its last block is its
  /// spring's last; sets ``SpringBlocks/excessBreaks``.
  func buildRuns() {
    guard let blocks = springBlocks else { return }
    let width = Scalar.kernelVectorWidth
    let perBlock = blocks.slotsPerBlock
    let lanesPerBlock = blocks.lanesPerBlock
    var count = 0
    var breaks = 0
    var block = 0
    while block < blocks.blockCount {
      let row = blocks.blockRow[block]
      var last = block
      while last + 1 < blocks.blockCount && blocks.blockRow[last + 1] == row {
        let group = blocks.groups[Int(blocks.blockGroup[last])]
        if group.lastBlock == Int32(last) && group.count < group.blocks * perBlock { breaks += 1 }
        last += 1
      }
      var end = (last + 1) * lanesPerBlock
      let group = blocks.groups[Int(blocks.blockGroup[last])]
      if group.lastBlock == Int32(last) {
        let fill = group.count - (group.blocks - 1) * perBlock
        end = (last * lanesPerBlock + fill * componentCount + width - 1) / width * width
      }
      let offset = row < 0 ? -1 : row * Int32(SpringBlocks<Scalar>.rowStride)
      blocks.runs[count] = SpringRun(start: Int32(block * lanesPerBlock), end: Int32(end), row: offset)
      count += 1
      block = last + 1
    }
    blocks.runCount = count
    let groupsWithBlocks = blocks.rowsInUse + (blocks.groups[0].blocks > 0 ? 1 : 0)
    blocks.excessBreaks = count + breaks - groupsWithBlocks
  }

  /// Sorts the blocks by group, the pool's first, each group's in its own order (its last, partial block last), and
  /// relinks them: each block moves once (a swap puts one in its place).
  func sortBlocks() {
    guard let blocks = springBlocks else { return }
    var position = 0
    for group in blocks.groups.indices where blocks.groups[group].blocks > 0 {
      var first = blocks.groups[group].lastBlock
      while blocks.blockPrevious[Int(first)] >= 0 { first = blocks.blockPrevious[Int(first)] }
      var block = first
      while block >= 0 {
        blocks.order[position] = block
        position += 1
        block = blocks.blockNext[Int(block)]
      }
    }
    precondition(position == blocks.blockCount, "every block belongs to one group")
    for block in 0..<position {
      blocks.blockAt[block] = Int32(block)
      blocks.positionOf[block] = Int32(block)
    }
    for target in 0..<position {
      let wanted = blocks.order[target]
      let current = Int(blocks.positionOf[Int(wanted)])
      guard current != target else { continue }
      let displaced = blocks.blockAt[target]
      // The pool's lanes alone need their matrices (blockRow is still indexed by the blocks' old places).
      let pooled = blocks.blockRow[Int(wanted)] < 0 || blocks.blockRow[Int(displaced)] < 0
      swapBlocks(target, current, matrices: pooled)
      blocks.blockAt[target] = wanted
      blocks.blockAt[current] = displaced
      blocks.positionOf[Int(wanted)] = Int32(target)
      blocks.positionOf[Int(displaced)] = Int32(current)
    }
    position = 0
    for group in blocks.groups.indices where blocks.groups[group].blocks > 0 {
      let count = blocks.groups[group].blocks
      for k in 0..<count {
        let block = position + k
        blocks.blockGroup[block] = Int32(group)
        blocks.blockRow[block] = blocks.groups[group].row
        blocks.blockPrevious[block] = k == 0 ? -1 : Int32(block - 1)
        blocks.blockNext[block] = k == count - 1 ? -1 : Int32(block + 1)
      }
      position += count
      blocks.groups[group].lastBlock = Int32(position - 1)
    }
  }

  /// Exchanges the contents of blocks `first` and `second` (lanes, coefficients, bookkeeping; not their links), and
  /// their lanes' transition matrices if `matrices` (a spring's blocks step with its row: their lanes' matrices are
  /// not read, and an animation moving to the pool gets its own, ``fillPoolMatrices(slot:)``).
  func swapBlocks(_ first: Int, _ second: Int, matrices: Bool) {
    guard let blocks = springBlocks else { return }
    let perBlock = blocks.slotsPerBlock
    let width = blocks.lanesPerBlock
    let (a, b) = (first * width, second * width)
    Self.swapLanes(lanes.value, a, b, width)
    Self.swapLanes(lanes.velocity, a, b, width)
    Self.swapLanes(lanes.target, a, b, width)
    if let p = laneParameters {
      Self.swapLanes(p.p0, a, b, width)
      Self.swapLanes(p.p1, a, b, width)
      Self.swapLanes(p.p2, a, b, width)
      Self.swapLanes(p.p3, a, b, width)
    }
    if matrices {
      // A block is a whole number of 16-lane groups: its matrices are one stretch of the interleaved array.
      let count = LaneMatrices<Scalar>.count(lanes: width)
      for index in 0..<propagatorSlots.count {
        Self.swapLanes(propagatorSlots[index].matrices.base, 4 * a, 4 * b, count)
      }
    }
    let (s, t) = (first * perBlock, second * perBlock)
    Self.swapLanes(startTime, s, t, perBlock)
    Self.swapLanes(settlingTime, s, t, perBlock)
    Self.swapLanes(idForSlot, s, t, perBlock)
    let ids = idForSlot
    let slots = slotForID
    for k in 0..<perBlock {
      if ids[s + k] >= 0 { slots[Int(ids[s + k])] = Int32(s + k) }
      if ids[t + k] >= 0 { slots[Int(ids[t + k])] = Int32(t + k) }
    }
  }

  /// Exchanges `count` elements of `p` from `first` with as many from `second` (the two stretches apart).
  @inline(__always)
  static func swapLanes<T>(_ p: UnsafeMutablePointer<T>, _ first: Int, _ second: Int, _ count: Int) {
    for k in 0..<count {
      let x = p[first + k]
      p[first + k] = p[second + k]
      p[second + k] = x
    }
  }
}

extension SpringBatch {
  /// Whether the animation is stepped with its spring's transition matrix from a block of its own (``SpringBlocks``),
  /// rather than with its own per-lane matrices; false outside the block layout.
  package func isInSpringBlock(_ handle: BatchHandle) -> Bool {
    guard let blocks = springBlocks else { return false }
    return blocks.blockRow[slot(of: handle) / blocks.slotsPerBlock] >= 0
  }

  /// The slots the block layout holds (``slotCount``) and the blocks of its springs with blocks of their own, for
  /// tests of its bounds; nil outside the block layout.
  package var springBlockCounts: (blocks: Int, springsWithBlocks: Int)? {
    guard let blocks = springBlocks else { return nil }
    return (blocks.blockCount, blocks.rowsInUse)
  }

  /// How many times the blocks were sorted by spring (``SpringBlocks/reorderSlack``), for tests; nil outside the
  /// block layout.
  package var springBlockSorts: Int? { springBlocks?.sortCount }

  /// The runs the last step stepped (``SpringBlocks/runs``), for tests; nil outside the block layout.
  package var springRuns: [SpringRun]? {
    guard let blocks = springBlocks else { return nil }
    return Array(UnsafeBufferPointer(start: blocks.runs, count: blocks.runCount))
  }
}
