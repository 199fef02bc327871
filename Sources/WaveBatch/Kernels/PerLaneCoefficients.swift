/// Four per-lane coefficient arrays, the same length as the lanes they go with: `(k, c, m, 1/m or 0)` for the
/// Euler kernel (the fourth is the exact reciprocal of the mass or 0 when it is not exact), `(γ, ω0², D, √|D|)` in
/// Double for the batch's vectorised propagator, which computes the exact kernel's ``LaneMatrices`` from them.
public struct PerLaneCoefficients<Scalar: BatchScalar>: @unchecked Sendable {
  @usableFromInline package let p0: UnsafeMutablePointer<Scalar>
  @usableFromInline package let p1: UnsafeMutablePointer<Scalar>
  @usableFromInline package let p2: UnsafeMutablePointer<Scalar>
  @usableFromInline package let p3: UnsafeMutablePointer<Scalar>

  @inlinable
  package init(
    _ p0: UnsafeMutablePointer<Scalar>, _ p1: UnsafeMutablePointer<Scalar>, _ p2: UnsafeMutablePointer<Scalar>,
    _ p3: UnsafeMutablePointer<Scalar>
  ) {
    self.p0 = p0
    self.p1 = p1
    self.p2 = p2
    self.p3 = p3
  }
}
