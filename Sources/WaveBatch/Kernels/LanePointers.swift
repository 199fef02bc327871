/// The structure-of-arrays state a kernel steps: three lane arrays of the same length.
///
/// Every array is 64-byte aligned and its length is a multiple of 16 lanes; lanes past the
/// last animation hold zeros (value = target = velocity = 0), which every stepper maps to zeros exactly, so
/// kernels run whole vectors without a remainder loop.
public struct LanePointers<Scalar: BatchScalar>: @unchecked Sendable {
  /// Every lane array's length is a multiple of this: 16 (two Double vectors, one Float vector).
  package static var width: Int { 16 }

  /// Positions (any unit).
  @usableFromInline package let value: UnsafeMutablePointer<Scalar>
  /// Velocities, units per second.
  @usableFromInline package let velocity: UnsafeMutablePointer<Scalar>
  /// Targets (same unit as `value`).
  @usableFromInline package let target: UnsafeMutablePointer<Scalar>

  @inlinable
  package init(
    value: UnsafeMutablePointer<Scalar>, velocity: UnsafeMutablePointer<Scalar>, target: UnsafeMutablePointer<Scalar>
  ) {
    self.value = value
    self.velocity = velocity
    self.target = target
  }
}
