/// The block layout of a `.perLane` batch with the exact stepper: slots in blocks of ``slotsPerBlock`` animations
/// (a whole number of 32-lane stretches), each block holding the animations of one spring or the shared pool's.
///
/// A spring with at least ``promotionCount`` animations has blocks of its own, holding all of them (every block full
/// but its last); the animations of the other springs share the pool's blocks. The kernel steps ``runs``: maximal
/// stretches of adjacent blocks of one spring, stepped with the spring's transition matrix over the frame broadcast
/// from one row (`u₁ = a·u + b·v`, `v₁ = c·u + d·v`, as a `.shared` batch steps, loading only the lanes' state), and
/// the pool's stretches, stepped with each lane's own matrices, the same operations. A row holds the bits
/// ``LanePropagator/fill(_:from:range:dt:)`` gives each lane of the spring
/// (``LanePropagator/laneTransition(gamma:omega0Squared:discriminant:root:dt:)``), so an animation's numbers do not
/// depend on whether its spring is in the pool or in blocks. Springs are told apart by their equation's parameters
/// (``LanePropagator/parameters(of:)``): two `Spring` objects with the same numbers share blocks.
///
/// - Adding into a spring's last block or a new one, and removing (the spring's last animation moves into the hole;
///   an emptied block takes the last block's place) are O(1): moves of at most one block.
/// - A spring reaching ``promotionCount`` animations moves its pool animations into a block of its own; one falling
///   below ``demotionCount`` moves back to the pool (at most a block's animations either way).
/// - The runs are rebuilt on the first step after the layout changed (O(blocks)); when the blocks are out of order
///   (``excessBreaks`` more runs or mid-run partial blocks than springs with blocks, ``reorderSlack``), the blocks are
///   first sorted by spring, each spring's last (partial) block at the end of its run (O(lanes) moves).
/// - Lanes stepped: a run ends at its last animation's lanes rounded up to the kernel's vector width (8 lanes in
///   Double), so a spring costs at most 7 padding lanes. When every spring is distinct, all animations are in the
///   pool: one run, the lanes dense, as without blocks.
@usableFromInline
final class SpringBlocks<Scalar: BatchScalar> {
  /// The fewest lanes of a block: 32 (four Double vectors of AVX2, two Float ones), so that the per-block work (a row
  /// read and broadcast) is spread over enough lanes, while a spring's last, partial block wastes at most 31 lanes.
  static var blockLanes: Int { 32 }
  /// Animations per block: 32 / gcd(componentCount, 32), so that a block is a multiple of 32 lanes.
  ///
  /// - Parameter componentCount: lanes per animation, ≥ 1.
  /// - Returns: animations per block, a divisor of 32.
  static func slotsPerBlock(_ componentCount: Int) -> Int {
    var a = componentCount
    var b = blockLanes
    while b != 0 { (a, b) = (b, a % b) }
    return blockLanes / a
  }

  /// Animations per block (``slotsPerBlock(_:)``).
  @usableFromInline let slotsPerBlock: Int
  /// Lanes per block: ``slotsPerBlock`` × componentCount, a multiple of 32.
  @usableFromInline let lanesPerBlock: Int
  /// Blocks in use: slots `0 ..< blockCount × slotsPerBlock` (empty ones hold zero lanes).
  @usableFromInline var blockCount = 0
  /// Per block: the row of ``rows`` its spring's propagator is in, −1 for a pool block.
  @usableFromInline var blockRow: UnsafeMutablePointer<Int32>
  /// Per block: the group (index in ``groups``, 0 for the pool) that owns it.
  var blockGroup: UnsafeMutablePointer<Int32>
  /// Per block: the group's previous and next block, −1 at the ends.
  var blockPrevious: UnsafeMutablePointer<Int32>, blockNext: UnsafeMutablePointer<Int32>
  /// Per animation id: its group (index in ``groups``).
  var groupOfID: UnsafeMutablePointer<Int32>
  /// Per animation id: the next id of its group's pool animations, −1 at the end.
  var nextPooledID: UnsafeMutablePointer<Int32>
  /// Group 0 is the pool (its `count` is the animations in the pool's blocks); the others are springs.
  var groups: [SpringGroup]
  var groupOfKey: [SpringGroup.Key: Int32]
  /// The first free entry of ``groups`` (linked by their `nextFree`), −1 for none: a list in place, so that deleting
  /// a group never allocates.
  var firstFreeGroup: Int32 = -1
  /// Per row: the transition matrix (a, b, c, d, in the lane type) of each propagator slot.
  @usableFromInline @exclusivity(unchecked) var rows: UnsafeMutablePointer<Scalar>
  var rowCapacity: Int
  /// Per row: its group's parameters (nil for a free row), from which each new frame duration's matrix is computed.
  var rowParameters: [SpringGroup.Key?] = []
  /// Per row: the next free row, −1 at the end; ``firstFreeRow`` the first (a list in place, as ``firstFreeGroup``).
  var nextFreeRow: [Int32] = []
  var firstFreeRow: Int32 = -1
  /// Rows in use: springs with blocks of their own.
  var rowsInUse = 0
  /// The stretches the kernel steps, in lane order (``runCount`` of them, room for one per block).
  @usableFromInline @exclusivity(unchecked) var runs: UnsafeMutablePointer<SpringRun>
  /// Entries of ``runs`` in use.
  @usableFromInline @exclusivity(unchecked) var runCount = 0
  /// Whether blocks were added, released or changed owner since ``runs`` was built.
  var layoutChanged = false
  /// How many more breaks (runs, and partial blocks not at their run's end) the last build found than springs with
  /// blocks (and the pool): 0 when the blocks are sorted by spring.
  var excessBreaks = 0
  /// Sorts so far (``reorderSlack``), for tests.
  var sortCount = 0
  /// Per block, scratch for sorting: the block to move to each position, the block at each position, the position
  /// of each block.
  var order: UnsafeMutablePointer<Int32>, blockAt: UnsafeMutablePointer<Int32>, positionOf: UnsafeMutablePointer<Int32>

  /// Scalars per row: 4 × the propagator slots (8).
  @usableFromInline static var rowStride: Int { 32 }

  init(componentCount: Int, capacity: Int) {
    slotsPerBlock = Self.slotsPerBlock(componentCount)
    lanesPerBlock = slotsPerBlock * componentCount
    blockRow = LaneMemory.allocate(Int32.self, count: capacity, fill: -1)
    blockGroup = LaneMemory.allocate(Int32.self, count: capacity, fill: -1)
    blockPrevious = LaneMemory.allocate(Int32.self, count: capacity, fill: -1)
    blockNext = LaneMemory.allocate(Int32.self, count: capacity, fill: -1)
    groupOfID = LaneMemory.allocate(Int32.self, count: capacity, fill: -1)
    nextPooledID = LaneMemory.allocate(Int32.self, count: capacity, fill: -1)
    runs = LaneMemory.allocate(SpringRun.self, count: capacity, fill: SpringRun(start: 0, end: 0, row: -1))
    order = LaneMemory.allocate(Int32.self, count: capacity, fill: -1)
    blockAt = LaneMemory.allocate(Int32.self, count: capacity, fill: -1)
    positionOf = LaneMemory.allocate(Int32.self, count: capacity, fill: -1)
    groups = [SpringGroup(key: SpringGroup.Key(gamma: 0, omega0Squared: 0, discriminant: 0, root: 0))]
    rowCapacity = 8
    rows = LaneMemory.allocate(Scalar.self, count: rowCapacity * Self.rowStride, fill: 0)
    groupOfKey = Dictionary(minimumCapacity: 64)
    groups.reserveCapacity(64)
    rowParameters.reserveCapacity(rowCapacity)
    nextFreeRow.reserveCapacity(rowCapacity)
  }

  deinit {
    blockRow.deallocate()
    blockGroup.deallocate()
    blockPrevious.deallocate()
    blockNext.deallocate()
    groupOfID.deallocate()
    nextPooledID.deallocate()
    runs.deallocate()
    order.deallocate()
    blockAt.deallocate()
    positionOf.deallocate()
    rows.deallocate()
  }

  /// Whether springs get blocks of their own (``promotionCount``); when not, every animation is in the pool.
  var promotes = true
  /// A spring with this many animations (≥ 1) has blocks of its own: half a block (never while ``promotes`` is
  /// false).
  var promotionCount: Int { promotes ? max(1, slotsPerBlock / 2) : .max }
  /// A spring with blocks and fewer animations than this moves back to the pool: a quarter of a block.
  var demotionCount: Int { slotsPerBlock / 4 }

  /// Grows the per-id and per-block arrays from `oldCapacity` to `newCapacity` animations.
  func grow(from oldCapacity: Int, to newCapacity: Int) {
    blockRow = LaneMemory.grow(blockRow, oldCount: oldCapacity, newCount: newCapacity, fill: -1)
    blockGroup = LaneMemory.grow(blockGroup, oldCount: oldCapacity, newCount: newCapacity, fill: -1)
    blockPrevious = LaneMemory.grow(blockPrevious, oldCount: oldCapacity, newCount: newCapacity, fill: -1)
    blockNext = LaneMemory.grow(blockNext, oldCount: oldCapacity, newCount: newCapacity, fill: -1)
    groupOfID = LaneMemory.grow(groupOfID, oldCount: oldCapacity, newCount: newCapacity, fill: -1)
    nextPooledID = LaneMemory.grow(nextPooledID, oldCount: oldCapacity, newCount: newCapacity, fill: -1)
    runs = LaneMemory.grow(
      runs, oldCount: oldCapacity, newCount: newCapacity, fill: SpringRun(start: 0, end: 0, row: -1))
    order = LaneMemory.grow(order, oldCount: oldCapacity, newCount: newCapacity, fill: -1)
    blockAt = LaneMemory.grow(blockAt, oldCount: oldCapacity, newCount: newCapacity, fill: -1)
    positionOf = LaneMemory.grow(positionOf, oldCount: oldCapacity, newCount: newCapacity, fill: -1)
  }

  /// The excess breaks (``excessBreaks``) beyond which the blocks are sorted: a quarter of the springs with blocks,
  /// and at least 4, so that a sort (O(lanes) moves) comes after several blocks were added or released, not each.
  var reorderSlack: Int { max(4, rowsInUse / 4) }

  /// The group of `key`, created (empty, in the pool) if there is none.
  func group(for key: SpringGroup.Key) -> Int {
    if let index = groupOfKey[key] { return Int(index) }
    let index: Int
    if firstFreeGroup >= 0 {
      index = Int(firstFreeGroup)
      firstFreeGroup = groups[index].nextFree
      groups[index] = SpringGroup(key: key)
    } else {
      index = groups.count
      groups.append(SpringGroup(key: key))
    }
    groupOfKey[key] = Int32(index)
    return index
  }

  /// Forgets an empty spring group.
  func deleteGroup(_ index: Int) {
    groupOfKey[groups[index].key] = nil
    groups[index].nextFree = firstFreeGroup
    firstFreeGroup = Int32(index)
  }

  /// A row for a group's propagators, to be filled by the caller (``fillRow(_:slot:dt:)``).
  func allocateRow(_ key: SpringGroup.Key) -> Int {
    let row: Int
    rowsInUse += 1
    if firstFreeRow >= 0 {
      row = Int(firstFreeRow)
      firstFreeRow = nextFreeRow[row]
      rowParameters[row] = key
    } else {
      row = rowParameters.count
      rowParameters.append(key)
      nextFreeRow.append(-1)
      if row == rowCapacity {
        rows = LaneMemory.grow(
          rows, oldCount: rowCapacity * Self.rowStride, newCount: 2 * rowCapacity * Self.rowStride, fill: 0)
        rowCapacity *= 2
      }
    }
    return row
  }

  func freeRow(_ row: Int) {
    rowParameters[row] = nil
    nextFreeRow[row] = firstFreeRow
    firstFreeRow = Int32(row)
    rowsInUse -= 1
  }

  /// Writes the transition matrix over `dt` seconds into propagator slot `slot` (0 ..< 8) of row `row`: the bits
  /// ``LanePropagator/fill(_:from:range:dt:)`` gives each lane of the row's spring.
  func fillRow(_ row: Int, slot: Int, dt: Double) {
    guard let key = rowParameters[row] else { return }
    let m = LanePropagator.laneTransition(
      gamma: key.gamma, omega0Squared: key.omega0Squared, discriminant: key.discriminant, root: key.root, dt: dt)
    let entry = rows + (row * Self.rowStride + 4 * slot)
    entry[0] = Scalar(m.a)
    entry[1] = Scalar(m.b)
    entry[2] = Scalar(m.c)
    entry[3] = Scalar(m.d)
  }

  /// What the kernel reads, with the columns of propagator slot `slot`.
  @inlinable
  func pointers(slot: Int) -> SpringRunPointers<Scalar> {
    SpringRunPointers(runs: runs, count: runCount, rows: rows + 4 * slot)
  }
}

/// A spring of a block-layout batch (or, at index 0, the pool).
struct SpringGroup {
  /// A spring's equation, bit for bit: γ, ω0², D and √|D| (``LanePropagator/parameters(of:)``).
  struct Key: Hashable {
    let gammaBits: UInt64, omegaBits: UInt64, discriminantBits: UInt64, rootBits: UInt64
    var gamma: Double { Double(bitPattern: gammaBits) }
    var omega0Squared: Double { Double(bitPattern: omegaBits) }
    var discriminant: Double { Double(bitPattern: discriminantBits) }
    var root: Double { Double(bitPattern: rootBits) }

    init(gamma: Double, omega0Squared: Double, discriminant: Double, root: Double) {
      gammaBits = gamma.bitPattern
      omegaBits = omega0Squared.bitPattern
      discriminantBits = discriminant.bitPattern
      rootBits = root.bitPattern
    }
  }

  let key: Key
  /// Animations: in the group's own blocks when it has some (and for the pool), else in the pool.
  var count = 0
  /// Blocks of its own (0: its animations are in the pool).
  var blocks = 0
  /// Its last block, −1 without blocks.
  var lastBlock: Int32 = -1
  /// Its row of propagators while it has blocks, −1 otherwise.
  var row: Int32 = -1
  /// The first of its pool animations' ids (linked by ``SpringBlocks/nextPooledID``), −1 for none.
  var firstPooledID: Int32 = -1
  /// The next free group while this one is free (``SpringBlocks/firstFreeGroup``), −1 at the end.
  var nextFree: Int32 = -1

  init(key: Key) { self.key = key }
}

/// A stretch of lanes the block layout's kernel steps with one transition matrix, or the pool's with each lane's.
public struct SpringRun: Sendable {
  /// The first lane, a multiple of the block's lanes.
  @usableFromInline package var start: Int32
  /// The lane after the last, a multiple of the kernel's vector width.
  @usableFromInline package var end: Int32
  /// The offset in ``SpringRunPointers/rows`` of the spring's row, −1 for the pool.
  @usableFromInline package var row: Int32

  @inlinable
  package init(start: Int32, end: Int32, row: Int32) {
    self.start = start
    self.end = end
    self.row = row
  }
}

/// The runs the kernel steps: the stretches of a `.perLane` exact batch's block layout (see ``SpringBatch``).
public struct SpringRunPointers<Scalar: BatchScalar>: @unchecked Sendable {
  /// The runs, in lane order.
  @usableFromInline package let runs: UnsafeMutablePointer<SpringRun>
  /// Runs in ``runs``.
  @usableFromInline package let count: Int
  /// The rows of transition matrices (a, b, c, d of 8 frame durations, 32 scalars a row), from this frame's a: a
  /// run's b, c and d follow its a.
  @usableFromInline package let rows: UnsafeMutablePointer<Scalar>

  @inlinable
  package init(runs: UnsafeMutablePointer<SpringRun>, count: Int, rows: UnsafeMutablePointer<Scalar>) {
    self.runs = runs
    self.count = count
    self.rows = rows
  }
}
