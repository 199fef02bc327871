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

  /// One exact step of lanes `range` from each lane's propagator written as its basis functions and its spring:
  /// `p0` = E, `p1` = S (over the frame), `p2` = γ, `p3` = ω0²; `u₁ = E·u + S·(v + γ·u)`, `v₁ = E·v − S·(ω0²·u + γ·v)`.
  ///
  /// The per-lane exact stepper's: a frame duration then costs two arrays per lane (E, S), not four.
  static func exactPerLaneBasis(
    _ lanes: LanePointers<Self>, range: Range<Int>, basis: PerLaneCoefficients<Self>)
}

extension BatchScalar {
  /// The basis kernel in vectors of 8 (a lane type of another module has no width of its own).
  @inlinable @inline(__always)
  public static func exactPerLaneBasis(
    _ lanes: LanePointers<Self>, range: Range<Int>, basis: PerLaneCoefficients<Self>
  ) {
    KernelBodies.exactPerLaneBasis(SIMD8<Self>.self, lanes, range: range, basis: basis)
  }

  /// The general kernel (a lane type of another module has no kernel of its own for unit masses).
  @inlinable @inline(__always)
  public static func eulerPerLaneUnitMass(
    _ lanes: LanePointers<Self>, range: Range<Int>, dt: Self, coefficients: PerLaneCoefficients<Self>
  ) {
    eulerPerLane(lanes, range: range, dt: dt, coefficients: coefficients)
  }
}
