import WaveBatch

/// One (path, size) measurement of `wave-bench perf`.
struct PerfResult: Sendable {
  /// The path's JSON name (``PerfPath``).
  let path: String
  /// Animators stepped per frame.
  let animators: Int
  /// Lanes per animator (1 CGFloat, 2 CGPoint, 4 CGRect).
  let components: Int
  /// Median over the timed runs of (run time / (frames × animators)), nanoseconds: the median of ``samples``.
  let nsPerAnimatorFrame: Double
  /// The fastest and slowest run, same unit.
  let minNsPerAnimatorFrame: Double, maxNsPerAnimatorFrame: Double
  /// Timed runs, and frames per run.
  let runs: Int, framesPerRun: Int
  /// Heap allocations per frame in steady state (counted over untimed frames after warm-up).
  let allocationsPerFrame: Double
  /// Bytes of lane state read + written per second at the median speed (nil for the object path).
  let bytesPerSecond: Double?
  /// What the path's frame is, for the roofline: its kernel, lane type, bytes and flops per animator-frame and the
  /// bytes one frame reads over every lane (``KernelWorkload``); nil for a path that is not one kernel over lanes.
  var kernel: PerfKernelRow?
  /// The roofline's bound on this row and the row's distance from it (``PerfRoofline/bound(_:)``); nil without a
  /// kernel or before the yardsticks are measured.
  var bound: PerfBound?
  /// Timed frames (over all runs) of stretches that ended with an animator stopped: 0 when every animator ran through
  /// every timed frame, as the runner's rearming ensures (``PerfRunner``).
  ///
  /// Not 0 means the path timed idle frames and its figure is not a measurement of the work it claims.
  let framesWithStoppedAnimators: Int
  /// Every timed run's run time / (frames × animators), ns per animator-frame, in the order they ran (``runs`` of them,
  /// each > 0): what `wave-bench compare` decides from (``PerfNoiseRule``).
  ///
  /// Empty only in results made by hand.
  var samples: [Double] = []
  /// Timed stretches (over all runs) during which the scheduler gave the core to another process, and which
  /// were therefore timed by the thread's CPU time instead of the wall clock (``PerfRunner``), ≥ 0.
  var preemptedStretches = 0
  /// The workload's springs (``PerfSprings``: `shared`, `per-lane`) and schedule (`60hz`, `vrr`, …): `shared` and
  /// `60hz` but for the rows of `perf --springs` and `--schedule` (``PerfWorkload``).
  var springs = PerfSprings.shared.rawValue, schedule = PerfWorkload.constant.schedule.name

  /// Whether the row steps `workload`.
  func steps(_ workload: PerfWorkload) -> Bool {
    springs == workload.springs.rawValue && schedule == workload.schedule.name
  }

  /// Nanoseconds per frame for all animators.
  var nsPerFrame: Double { nsPerAnimatorFrame * Double(animators) }
  /// Percent of a frame budget of `hz` (60 or 120 Hz) that one frame takes.
  func budgetPercent(hz: Double) -> Double { nsPerFrame / (1e9 / hz) * 100 }
}

/// What one row's frame is, for the roofline (``KernelWorkload``).
struct PerfKernelRow: Sendable, Equatable {
  /// The kernel's cost per lane (``KernelCost``).
  let cost: KernelCost
  /// The kernel's name (`eulerShared`, …).
  var name: String { cost.kernel }
  /// `Double` or `Float`.
  let precision: String
  /// Bytes read plus written per animator-frame, > 0.
  let bytesPerAnimatorFrame: Int
  /// Flops per animator-frame, ≥ 0.
  let flopsPerAnimatorFrame: Int
  /// The bytes one frame reads over every lane, > 0: the working set whose level bounds the frame.
  let workingSetBytes: Int
}

extension [PerfResult] {
  /// `path`'s median cost over its C loop's (``PerfPath/cLoop``) at each N both were measured at, in N's
  /// order: 1 is the C loop's speed, 2 twice as slow; empty for a path without a C loop.
  func ratiosToCLoop(of path: PerfPath, workload: PerfWorkload = .constant) -> [(
    animators: Int, ratio: Double
  )] {
    guard let cLoop = path.cLoop else { return [] }
    return filter { $0.path == path.rawValue && $0.steps(workload) }.compactMap { result in
      guard
        let c = first(where: {
          $0.path == cLoop.rawValue && $0.animators == result.animators && $0.steps(workload)
        }),
        c.nsPerAnimatorFrame > 0
      else { return nil }
      return (result.animators, result.nsPerAnimatorFrame / c.nsPerAnimatorFrame)
    }.sorted { $0.animators < $1.animators }
  }
}
