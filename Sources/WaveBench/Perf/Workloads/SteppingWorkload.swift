/// One workload of the catalogue at one size: set up once (outside any measurement), then stepped one frame
/// at a time by ``runFrame()``.
///
/// The catalogue is the one definition of what is measured, shared by every runner: `wave-bench perf` times
/// ``runFrame()`` (``PerfRunner``), `wave-bench gate` counts its instructions and allocations under valgrind
/// (``GateWorkload``), and the package-benchmark suites in `Benchmarks/` time it with percentiles. The springs,
/// frame duration, travel and sizes come from ``WorkloadParameters``; each kind is one type
/// (``ScalarWorkload``, ``BatchWorkload``, ``CReferenceWorkload``, ``AnimatorWorkload``, ``BlockAPIWorkload``),
/// indexed by ``PerfPath`` (perf's paths) and ``GateWorkload/all`` (the gate's named entries).
@MainActor
public protocol SteppingWorkload: AnyObject {
  /// Animators (lanes, objects, views) stepped per frame, ≥ 1: the divisor of "per animator-frame".
  var animators: Int { get }
  /// Bytes of state read plus written per animator per frame (nil where not meaningful, e.g. objects).
  var bytesPerAnimatorFrame: Int? { get }
  /// Steps every animator by one frame (of ``WorkloadParameters/frameDuration`` unless the kind says otherwise).
  func runFrame()
  /// Untimed, before every timed stretch of at most ``WorkloadParameters/framesPerArm`` frames: retargets every
  /// animator (between ``WorkloadParameters/target`` and ``WorkloadParameters/alternateTarget``) and restarts
  /// any that ended, so that every animator runs through every timed frame (the paths must keep doing the
  /// work they claim).
  func rearm()
  /// Animators that the next frame steps (running, not ended), 0 ... ``animators``. Within a stretch of frames
  /// without ``rearm()`` it never grows, so a stretch whose last frame leaves it at ``animators`` ran every
  /// animator on every frame (``PerfRunner`` checks this after each timed stretch, untimed).
  var runningAnimators: Int { get }
  /// A number that depends on every animator's state (so that no work can be optimized away).
  var checksum: Double { get }
}

/// The frame duration every stepping path steps with, seconds: ``WorkloadParameters/frameDuration`` (1/60 s).
///
/// Kept under this name for the perf report's JSON (`frameDurationSeconds`).
let perfFrameDuration = WorkloadParameters.frameDuration

/// Keeps a value alive so the optimizer cannot drop the computation that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
