extension Float: BatchScalar {
  @inlinable @inline(__always)
  public static func eulerShared(
    _ lanes: LanePointers<Float>, range: Range<Int>, dt: Float, coefficients: EulerCoefficients<Float>
  ) {
    KernelBodies.eulerShared(SIMD16<Float>.self, lanes, range: range, dt: dt, coefficients: coefficients)
  }

  @inlinable @inline(__always)
  public static func eulerPerLane(
    _ lanes: LanePointers<Float>, range: Range<Int>, dt: Float, coefficients: PerLaneCoefficients<Float>
  ) {
    KernelBodies.eulerPerLane(SIMD16<Float>.self, lanes, range: range, dt: dt, coefficients: coefficients, divide: true)
  }

  @inlinable @inline(__always)
  public static func eulerPerLaneUnitMass(
    _ lanes: LanePointers<Float>, range: Range<Int>, dt: Float, coefficients: PerLaneCoefficients<Float>
  ) {
    KernelBodies.eulerPerLaneUnitMass(SIMD16<Float>.self, lanes, range: range, dt: dt, coefficients: coefficients)
  }

  @inlinable @inline(__always)
  public static func exactShared(
    _ lanes: LanePointers<Float>, range: Range<Int>, propagator: BatchPropagatorCoefficients<Float>
  ) {
    KernelBodies.exactShared(SIMD16<Float>.self, lanes, range: range, propagator: propagator)
  }

  @inlinable @inline(__always)
  public static func exactSpringRuns(
    _ lanes: LanePointers<Float>, range: Range<Int>, matrices: LaneMatrices<Float>,
    runs: SpringRunPointers<Float>
  ) {
    KernelBodies.exactSpringRuns(SIMD16<Float>.self, lanes, range: range, matrices: matrices, runs: runs)
  }

  /// 16: the kernels' vectors, `SIMD16<Float>`.
  @inlinable public static var kernelVectorWidth: Int { 16 }
}
