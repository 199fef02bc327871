/// Per-lane transition matrices `(a, b, c, d)` of one frame duration, in one array interleaved by 16 lanes: the a of
/// lanes 0–15, their b, c and d, then the same for lanes 16–31, and so on.
///
/// The kernel reads a vector of lanes' four entries from one base pointer at fixed offsets (16, 32 and 48 scalars on),
/// so that stepping lanes with their own matrices takes one register for them, not four.
public struct LaneMatrices<Scalar: BatchScalar>: @unchecked Sendable {
  /// The array: 4 scalars a lane, for a multiple of 16 lanes.
  @usableFromInline package let base: UnsafeMutablePointer<Scalar>

  @inlinable
  package init(_ base: UnsafeMutablePointer<Scalar>) { self.base = base }

  /// Scalars in the array for `lanes` lanes (a multiple of 16).
  @inlinable
  package static func count(lanes: Int) -> Int { 4 * lanes }

  /// The offset in ``base`` of entry `entry` (0 a, 1 b, 2 c, 3 d) of lane `lane` (≥ 0).
  @inlinable @inline(__always)
  package static func offset(lane: Int, entry: Int) -> Int { ((lane & ~15) &<< 2) | (entry &<< 4) | (lane & 15) }

  /// Entry `entry` (0 a, 1 b, 2 c, 3 d) of lane `lane`.
  @inlinable
  package subscript(lane: Int, entry: Int) -> Scalar {
    get { base[Self.offset(lane: lane, entry: entry)] }
    nonmutating set { base[Self.offset(lane: lane, entry: entry)] = newValue }
  }
}
