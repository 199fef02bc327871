/// Aligned, zero-filled allocations for lane arrays.
@usableFromInline
enum LaneMemory {
  /// Bytes of alignment of every lane array: one cache line, and the widest vector (AVX-512).
  @usableFromInline static let alignment = 64

  /// `count` zeroed elements, 64-byte aligned.
  ///
  /// Free with `deallocate()`.
  @usableFromInline
  static func allocate<T>(_ type: T.Type, count: Int, fill: T) -> UnsafeMutablePointer<T> {
    let raw = UnsafeMutableRawPointer.allocate(
      byteCount: max(1, count) * MemoryLayout<T>.stride, alignment: max(alignment, MemoryLayout<T>.alignment))
    let typed = raw.bindMemory(to: T.self, capacity: max(1, count))
    typed.initialize(repeating: fill, count: max(1, count))
    return typed
  }

  /// A new array of `newCount` elements holding the first `oldCount` of `old`, the rest `fill`; frees `old`.
  @usableFromInline
  static func grow<T>(_ old: UnsafeMutablePointer<T>, oldCount: Int, newCount: Int, fill: T) -> UnsafeMutablePointer<T>
  {
    let new = allocate(T.self, count: newCount, fill: fill)
    new.update(from: old, count: min(oldCount, newCount))
    old.deallocate()
    return new
  }

  /// `n` rounded up to a multiple of 16 lanes (a whole number of vectors for Double's 8 and Float's 16).
  @inlinable
  static func roundUpToVector(_ n: Int) -> Int { (n + 15) & ~15 }
}
