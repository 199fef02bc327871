/// The analytic stability boundary for one damping ratio (mass 1, no rubberband): the smallest stable
/// response at each frame rate of the table (``StabilityMap/boundaryResponse(dampingRatio:dt:)``).
struct StabilityBoundaryRow: Sendable {
  /// ζ.
  let dampingRatio: Double
  /// The smallest stable response, s, one per rate of ``StabilityResult/rates``, in that order.
  let minResponse: [Double]
}
