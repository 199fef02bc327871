import Foundation

/// Sequential animator identifiers: UUIDs whose last eight bytes count up from 1 in this process.
@MainActor
@usableFromInline
enum SpringAnimatorID {
  private static var last: UInt64 = 0

  /// The next identifier (``SpecializedSpringAnimator``'s inlinable initializer calls it, hence `@usableFromInline`).
  @usableFromInline
  static func next() -> UUID {
    last += 1
    let n = last
    return UUID(
      uuid: (
        0x57, 0x41, 0x56, 0x45, 0, 0, 0x40, 0, 0x80, 0, UInt8(truncatingIfNeeded: n >> 40),
        UInt8(truncatingIfNeeded: n >> 32), UInt8(truncatingIfNeeded: n >> 24), UInt8(truncatingIfNeeded: n >> 16),
        UInt8(truncatingIfNeeded: n >> 8), UInt8(truncatingIfNeeded: n)
      ))
  }
}
