/// A lane type of a batch: `Double` (bit-exact with the engine) or `Float` (half the bytes, within
/// WaveCore's `Tolerance.batchFloatRelative` of the Double run).
///
/// The requirements are the batch's inner loops, implemented once per concrete type in this module and
/// `@inlinable` like the step around them: a caller's specialized ``SpringBatch/step(dt:)`` compiles the loops
/// with the caller's code-generation flags. WaveBatch itself carries no flags (a library product may not), so
/// an app gets its own target's vector width; `wave-bench` steps its perf and gate batch paths from the
/// executable `wave-bench`, compiled for `-target-cpu` (see Package.swift).
public protocol BatchScalar: BinaryFloatingPoint, SIMDScalar, Sendable {
  /// Rounds a Double to this type (exact for Double). A requirement, so that the conversion is a direct call
  /// even in unspecialized (debug) code, where the generic `BinaryFloatingPoint` conversion allocates.
  init(_ value: Double)

  /// One semi-implicit Euler step of lanes `range` with one set of coefficients for every lane.
  static func eulerShared(
    _ lanes: LanePointers<Self>, range: Range<Int>, dt: Self, coefficients: EulerCoefficients<Self>)

  /// One semi-implicit Euler step of lanes `range`, each lane with its own coefficients.
  static func eulerPerLane(
    _ lanes: LanePointers<Self>, range: Range<Int>, dt: Self, coefficients: PerLaneCoefficients<Self>)

  /// ``eulerPerLane(_:range:dt:coefficients:)`` where every lane's mass is 1: the force is the acceleration (a
  /// division by 1 is exact), so the kernel reads only `p0` (k) and `p1` (c). The same numbers.
  static func eulerPerLaneUnitMass(
    _ lanes: LanePointers<Self>, range: Range<Int>, dt: Self, coefficients: PerLaneCoefficients<Self>)

  /// One exact-propagator step of lanes `range` with one propagator for every lane.
  static func exactShared(_ lanes: LanePointers<Self>, range: Range<Int>, propagator: BatchPropagatorCoefficients<Self>)

  /// One exact step of lanes `range` (multiples of ``kernelVectorWidth``) of a block-layout batch: each run of `runs`
  /// of one spring with the transition matrix its row holds, broadcast (as ``exactShared(_:range:propagator:)``); the
  /// pool's runs with the lanes' own `matrices`, the same operations.
  static func exactSpringRuns(
    _ lanes: LanePointers<Self>, range: Range<Int>, matrices: LaneMatrices<Self>, runs: SpringRunPointers<Self>)

  /// Lanes per vector of the kernels: a range they step ends on a multiple of it.
  static var kernelVectorWidth: Int { get }
}

extension BatchScalar {
  /// The run kernel in vectors of 8 (a lane type of another module has no width of its own).
  @inlinable @inline(__always)
  public static func exactSpringRuns(
    _ lanes: LanePointers<Self>, range: Range<Int>, matrices: LaneMatrices<Self>, runs: SpringRunPointers<Self>
  ) {
    KernelBodies.exactSpringRuns(SIMD8<Self>.self, lanes, range: range, matrices: matrices, runs: runs)
  }

  /// 8: the default kernels' vectors.
  @inlinable public static var kernelVectorWidth: Int { 8 }

  /// The general kernel (a lane type of another module has no kernel of its own for unit masses).
  @inlinable @inline(__always)
  public static func eulerPerLaneUnitMass(
    _ lanes: LanePointers<Self>, range: Range<Int>, dt: Self, coefficients: PerLaneCoefficients<Self>
  ) {
    eulerPerLane(lanes, range: range, dt: dt, coefficients: coefficients)
  }
}
