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
  public static func exactPerLaneBasis(
    _ lanes: LanePointers<Double>, range: Range<Int>, basis: PerLaneCoefficients<Double>
  ) {
    KernelBodies.exactPerLaneBasis(SIMD8<Double>.self, lanes, range: range, basis: basis)
  }
}
