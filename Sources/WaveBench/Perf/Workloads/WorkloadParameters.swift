import WaveBatch
import WaveCore

/// The one place that says what the catalogue's workloads step: their springs, frame durations, travel and
/// sizes.
///
/// `wave-bench perf`, `wave-bench gate` and the package-benchmark suites in `Benchmarks/` all read these, so that a
/// number from one of them describes the same workload as a number from another; the code that steps it differs
/// (`Benchmarks/` steps the library's batch paths, built without `-target-cpu`: docs/gate.md has both figures).
public enum WorkloadParameters {
  // MARK: Stepping (scalar, batch, C reference, animator)

  /// The spring of every stepping workload: damping ratio 0.05, response 1 s.
  ///
  /// Its settling duration is about 29 s, ≈ 1,760 frames at 60 Hz, far beyond one timed stretch (≤ ``framesPerArm``
  /// frames) or one gate run (60 frames), so no animator ends while it is measured.
  package static let spring = Spring(dampingRatio: dampingRatio, response: response)
  /// ``spring``'s damping ratio ζ (dimensionless, 0 < ζ < 1: underdamped).
  package static let dampingRatio = 0.05
  /// ``spring``'s response, seconds (> 0).
  package static let response = 1.0

  /// The most frames a timed stretch runs between two (untimed) ``SteppingWorkload/rearm()``s: 600 (10 s at
  /// 60 Hz), a third of ``spring``'s settling duration, so that no animator ends while it is timed whatever
  /// `perf --frames` asks for: a longer run is several stretches, each rearmed the same way on every path.
  static let framesPerArm = 600

  /// The display rate of every stepping workload, frames per second: 60.
  public static let frameRate = 60.0
  /// The duration of every frame of every stepping workload, seconds: 1 / ``frameRate`` = 1/60 s
  /// (bit-identical to the duration `FrameSchedule.fps(frameRate)` gives the animator path).
  ///
  /// Public with ``frameRate``, though no benchmark names them: wave-bench's batch paths read it every frame, and
  /// only a public constant is folded there; a `package` one is read through its global's lazy accessor on every
  /// frame, which the gate counts.
  public static let frameDuration = 1 / frameRate

  /// Where animator `index` (≥ 0) starts, points: `index mod 97`, in 0 … 96 (spread values, so that no two
  /// neighbouring lanes hold the same state).
  static func startValue(ofAnimator index: Int) -> Double { Double(index % 97) }
  /// The target every animator moves to at setup, points: 500 (travel 404 … 500 pt).
  package static let target = 500.0
  /// The target ``SteppingWorkload/rearm()`` alternates with ``target``, points: 400.
  static let alternateTarget = 400.0

  // MARK: Per-lane springs (`perf --springs per-lane`, the gate's per-lane workloads)

  /// The springs of the 55 animated entries of Fixtures/springs/public-apps.json (response > 0; the file's
  /// `elementx-pin-shake-out` has response 0 and snaps), as (damping ratio, response in s), in the file's order: the
  /// springs apps ship, from which each animator of a per-lane workload gets its own (``perLaneSpring(ofAnimator:)``).
  ///
  /// A test checks the list against the file.
  static let publicAppsSprings: [(dampingRatio: Double, response: Double)] = [
    (0.8, 0.38), (0.8, 0.42), (1.0, 0.45), (0.76, 0.32), (0.7, 0.35), (0.6, 0.3), (0.7, 0.36), (0.3, 0.3),
    (1.2, 0.15), (0.75, 0.4), (0.86, 0.15), (0.3, 0.5), (0.85, 0.5), (0.75, 0.5), (0.825, 0.55), (0.825, 0.7),
    (0.3, 0.1), (0.8, 0.2), (0.86, 0.15), (0.825, 0.25), (1.0, 0.2), (0.86, 0.15), (0.825, 0.55), (0.825, 0.3),
    (0.8, 0.35), (0.8, 0.4), (0.6, 0.4), (0.6, 0.7), (0.8, 1.2), (1.0, 0.3), (0.8, 0.26), (0.68, 0.8), (0.8, 0.2),
    (0.8, 0.7), (0.72, 0.7), (0.92, 0.2), (0.72, 0.7), (1.1, 0.4), (0.75, 0.8), (0.7, 0.6), (0.825, 0.55),
    (0.92, 0.2), (0.72, 0.7), (1.1, 0.4), (0.86, 0.36), (0.7, 0.3), (0.7, 0.4), (0.86, 0.15), (0.825, 0.55),
    (0.6, 0.3), (0.8, 0.45), (0.8, 0.6), (0.825, 0.55), (0.5, 0.5), (0.86, 0.15),
  ]

  /// Animator `index`'s (≥ 0) own spring in a per-lane workload: a new `Spring` (an object of its own, as each view's
  /// animator has) with the numbers of a ``publicAppsSprings`` entry drawn by a fixed hash of the index, so that
  /// neighbouring lanes hold different springs and every run draws the same ones.
  static func perLaneSpring(ofAnimator index: Int) -> Spring {
    let draw = (UInt64(index) &+ 1) &* 0x9E37_79B9_7F4A_7C15
    let entry = publicAppsSprings[Int((draw >> 32) % UInt64(publicAppsSprings.count))]
    return Spring(dampingRatio: entry.dampingRatio, response: entry.response)
  }

  /// The shortest settling duration among ``publicAppsSprings``, s: a per-lane workload's timed stretches end
  /// before it, so that no animator ends while it is timed (``PerfWorkload/framesPerArm(limit:)``).
  static let shortestPerLaneSettling = publicAppsSprings.map {
    Spring(dampingRatio: $0.dampingRatio, response: $0.response).settlingDuration
  }.min()!

  // MARK: Block API (an interactive drag)

  /// The block-API workload's spring: damping ratio 0.8, response 0.26 s (a snappy UI spring).
  static let dragSpring = Spring(dampingRatio: 0.8, response: 0.26)
  /// The block-API workload's display rate, frames per second: 120 (a drag on a 120 Hz display; each frame
  /// lasts 1/120 s).
  static let dragFrameRate = 120.0
  /// How far the drag moves each view's center per frame, points, in x and in y: 1.
  static let dragStepPerFrame = 1.0

  // MARK: Sizes

  /// The gate's lane count for the scalar and batch workloads, and the C reference's wall-time yardstick: 10,000.
  static let gateLanes = 10_000
  /// The small batch sizes, lanes: 1 and 100 in the gate (`batch-1`, `batch-100`), 10 for profiling
  /// (`gate-workload batch-10`).
  ///
  /// There a step's fixed cost, not its lanes, dominates.
  static let smallBatchSizes = [1, 10, 100]
  /// The gate's `SpringAnimator` count: 1,000.
  static let gateAnimators = 1_000
  /// The gate's block-API view count: 100.
  static let gateViews = 100
  /// The sizes `wave-bench perf` runs by default, animators per frame.
  static let perfSizes = [1, 100, 1_000, 10_000, 100_000, 1_000_000]
  /// The sizes of the package-benchmark Stepping suite's scalar and batch benchmarks, lanes.
  public static let benchmarkLanes = [100, 10_000, 1_000_000]
  /// The sizes of its animator benchmarks: starting N animators on the engine's driver costs O(N²) (each
  /// start scans the scheduled ones), so 10,000 at most.
  public static let benchmarkAnimators = [100, 10_000]
}

extension LaneLayout {
  /// The layout of a value type the workloads step: one of the engine's own (CGFloat, CGPoint, CGSize,
  /// CGRect, RGBAComponents, Double), which map onto lanes by construction.
  static func ofEngineType() -> LaneLayout {
    do { return try LaneLayout() } catch {
      preconditionFailure("\(Value.self) is not one of the engine's value types: \(error)")
    }
  }
}
