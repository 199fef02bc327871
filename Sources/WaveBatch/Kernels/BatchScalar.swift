/// A lane type of a batch: `Double` (bit-exact with the engine) or `Float` (half the bytes, within
/// ``Tolerance/batchFloatRelative`` of the Double run).
///
/// The requirements are the batch's inner loops. They are implemented once per concrete type in this
/// module and deliberately not `@inlinable`: the loops are compiled here, with this module's code-generation
/// flags (the host CPU's vector width, see Package.swift), whoever calls them. Everything around them (adding,
/// retargeting, reading lanes) is `@inlinable`.
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

  /// One exact-propagator step of lanes `range` with one propagator for every lane.
  static func exactShared(_ lanes: LanePointers<Self>, range: Range<Int>, propagator: BatchPropagatorCoefficients<Self>)

  /// One exact-propagator step of lanes `range`, each lane with its own propagator.
  static func exactPerLane(_ lanes: LanePointers<Self>, range: Range<Int>, propagators: PerLaneCoefficients<Self>)
}
