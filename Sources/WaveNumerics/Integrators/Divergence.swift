/// The one test of divergence: a value that is not finite, or further from the target than ``factor`` × the distance,
/// shows a run that diverged.
///
/// The exact solution from rest never leaves 1 × |distance| around the target (an underdamped spring overshoots by less
/// than the distance), so a tenfold band leaves room for any stable integrator's error and is left only by growing
/// steps.
package enum Divergence {
  /// The band, in distances, beyond which a run counts as diverged: 10.
  package static let factor = 10.0

  /// Whether `value` is not finite or further than ``factor`` × `distance` from `target`.
  ///
  /// - Parameters:
  ///   - value: a position of the run, any unit.
  ///   - target: the run's target, in the unit of `value`.
  ///   - distance: |to − from| of the run, ≥ 0; with 0 every finite value other than the target leaves.
  /// - Returns: true when `value` is not finite or further than ``factor`` × `distance` from `target`.
  @inlinable
  package static func leavesBand(_ value: Double, target: Double, distance: Double) -> Bool {
    !(value.isFinite && abs(value - target) <= factor * distance)
  }
}
