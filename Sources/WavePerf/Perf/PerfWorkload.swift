/// One path of `wave-bench perf` at one size: set up once (outside any measurement), then stepped one frame at
/// a time by ``runFrame()``. The shape the instruction-count gate measures too.
@MainActor
public protocol PerfWorkload: AnyObject {
  /// Animators stepped per frame, ≥ 1.
  var animators: Int { get }
  /// Bytes of state read plus written per animator per frame (nil where not meaningful, e.g. objects).
  var bytesPerAnimatorFrame: Int? { get }
  /// Steps every animator by one frame of 1/60 s.
  func runFrame()
  /// Untimed, between timed runs: retargets every animator so that none reaches its settling time during a
  /// run (the paths must keep doing the same work).
  func rearm()
  /// A number that depends on every animator's state (so that no work can be optimized away).
  var checksum: Double { get }
}

/// The frame duration every path steps with: 1/60 s.
public let perfFrameDuration = 1.0 / 60

/// The spring every path uses: damping ratio 0.05, response 1 s (settling duration 29 s ≈ 1,760 frames at
/// 60 Hz, far beyond one timed run), so no animator ends while it is measured.
@MainActor
let perfSpringParameters = (dampingRatio: 0.05, response: 1.0)
