/// Where a run's own rest rule stopped the motion: the first frame from which it shows the target exactly
/// until the end of the animator's lifetime (a peer's rest snap; the engine's step never snaps inside the
/// lifetime, its animator does at the end).
struct RestStop: Sendable, Equatable {
  /// The frame index and its time, s.
  let frame: Int, time: Double
  /// The jump onto the target at that frame: |x − target| one frame before, as a fraction of the distance.
  let jump: Double
  /// How far the exact solution still is from the target at that time, as a fraction of the distance: the
  /// motion the rest rule cut short.
  let exactResidual: Double

  /// The rest stop of `values` (row 0 the start) against `exact` at the same frames, or nil when the last
  /// frame is not exactly on `target`.
  init?(times: [Double], values: [Double], exact: [Double], target: Double, distance: Double) {
    guard let last = values.last, last == target, values.count > 1 else { return nil }
    var first = values.count - 1
    while first > 1 && values[first - 1] == target { first -= 1 }
    frame = first
    time = times[first]
    jump = abs(values[first - 1] - target) / distance
    exactResidual = abs(exact[first] - target) / distance
  }
}
