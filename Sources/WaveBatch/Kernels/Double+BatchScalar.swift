extension Double: BatchScalar {
  public static func eulerShared(
    _ lanes: LanePointers<Double>, range: Range<Int>, dt: Double, coefficients: EulerCoefficients<Double>
  ) {
    KernelBodies.eulerShared(SIMD8<Double>.self, lanes, range: range, dt: dt, coefficients: coefficients)
  }

  public static func eulerPerLane(
    _ lanes: LanePointers<Double>, range: Range<Int>, dt: Double, coefficients: PerLaneCoefficients<Double>
  ) {
    KernelBodies.eulerPerLane(SIMD8<Double>.self, lanes, range: range, dt: dt, coefficients: coefficients, divide: true)
  }

  public static func exactShared(
    _ lanes: LanePointers<Double>, range: Range<Int>, propagator: BatchPropagatorCoefficients<Double>
  ) {
    KernelBodies.exactShared(SIMD8<Double>.self, lanes, range: range, propagator: propagator)
  }

  public static func exactPerLane(
    _ lanes: LanePointers<Double>, range: Range<Int>, propagators: PerLaneCoefficients<Double>
  ) {
    KernelBodies.exactPerLane(SIMD8<Double>.self, lanes, range: range, propagators: propagators)
  }
}
