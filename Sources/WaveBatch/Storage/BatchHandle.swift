/// A stable name for one animation in a ``SpringBatch``: it stays valid across other animations' removals
/// (which move lanes) until its own ``SpringBatch/remove(_:)``; afterwards the number may be reused.
public struct BatchHandle: Hashable, Sendable, CustomStringConvertible {
  /// 0 ..< the batch's capacity.
  @usableFromInline package let id: Int32

  @inlinable
  package init(id: Int32) {
    self.id = id
  }

  public var description: String { "#\(id)" }
}
