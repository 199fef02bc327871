/// The structure-of-arrays state a kernel steps: three lane arrays of the same length.
///
/// Every array is 64-byte aligned and its length is a multiple of ``LanePointers/width``; lanes past the
/// last animation hold zeros (value = target = velocity = 0), which every stepper maps to zeros exactly, so
/// kernels run whole vectors without a remainder loop.
public struct LanePointers<Scalar: BatchScalar>: @unchecked Sendable {
  /// Every lane array's length is a multiple of this: 16 (two Double vectors, one Float vector).
  public static var width: Int { 16 }

  /// Positions (any unit).
  public let value: UnsafeMutablePointer<Scalar>
  /// Velocities, units per second.
  public let velocity: UnsafeMutablePointer<Scalar>
  /// Targets (same unit as `value`).
  public let target: UnsafeMutablePointer<Scalar>

  @inlinable
  public init(
    value: UnsafeMutablePointer<Scalar>, velocity: UnsafeMutablePointer<Scalar>, target: UnsafeMutablePointer<Scalar>
  ) {
    self.value = value
    self.velocity = velocity
    self.target = target
  }
}
