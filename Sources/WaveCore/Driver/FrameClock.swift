import Foundation

/// The time source of a ``FrameDriver``: replaces `CACurrentMediaTime()`, so that runs are deterministic.
public protocol FrameClock: AnyObject {
  /// The current time in seconds (any origin).
  var now: TimeInterval { get }
  /// Moves the clock forward by `interval` seconds (≥ 0).
  func advance(by interval: TimeInterval)
}

/// A clock that only moves when told to.
///
/// The default clock of a ``FrameDriver``.
public final class ManualClock: FrameClock {
  /// Exempt from dynamic exclusivity checks: every animator reads it every frame (upstream reads
  /// `CACurrentMediaTime()`, which has no such check), and a checked read costs about 75 instructions.
  @exclusivity(unchecked) public private(set) var now: TimeInterval

  /// - Parameter now: the starting time in seconds; 0 by default.
  public init(now: TimeInterval = 0) {
    self.now = now
  }

  public func advance(by interval: TimeInterval) {
    precondition(interval >= 0, "a clock cannot go backwards")
    now += interval
  }
}
