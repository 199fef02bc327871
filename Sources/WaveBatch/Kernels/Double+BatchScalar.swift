extension Double: BatchScalar {
  @inlinable @inline(__always)
  public static func eulerShared(
    _ lanes: LanePointers<Double>, range: Range<Int>, dt: Double, coefficients: EulerCoefficients<Double>
  ) {
    KernelBodies.eulerShared(SIMD8<Double>.self, lanes, range: range, dt: dt, coefficients: coefficients)
  }

  @inlinable @inline(__always)
  public static func eulerPerLane(
    _ lanes: LanePointers<Double>, range: Range<Int>, dt: Double, coefficients: PerLaneCoefficients<Double>
  ) {
    KernelBodies.eulerPerLane(SIMD8<Double>.self, lanes, range: range, dt: dt, coefficients: coefficients, divide: true)
  }

  @inlinable @inline(__always)
  public static func eulerPerLaneUnitMass(
    _ lanes: LanePointers<Double>, range: Range<Int>, dt: Double, coefficients: PerLaneCoefficients<Double>
  ) {
    KernelBodies.eulerPerLaneUnitMass(SIMD8<Double>.self, lanes, range: range, dt: dt, coefficients: coefficients)
  }

  @inlinable @inline(__always)
  public static func exactShared(
    _ lanes: LanePointers<Double>, range: Range<Int>, propagator: BatchPropagatorCoefficients<Double>
  ) {
    KernelBodies.exactShared(SIMD8<Double>.self, lanes, range: range, propagator: propagator)
  }

  @inlinable @inline(__always)
  public static func exactSpringRuns(
    _ lanes: LanePointers<Double>, range: Range<Int>, matrices: LaneMatrices<Double>,
    runs: SpringRunPointers<Double>
  ) {
    KernelBodies.exactSpringRuns(SIMD8<Double>.self, lanes, range: range, matrices: matrices, runs: runs)
  }

  /// 8: the kernels' vectors, `SIMD8<Double>`.
  @inlinable public static var kernelVectorWidth: Int { 8 }
}
