import WaveBatch

/// What `wave-bench perf` runs.
public struct PerfOptions: Sendable {
  /// Sizes (animators per frame), each ≥ 1.
  public var animators: [Int] = WorkloadParameters.perfSizes
  /// Frames per timed run; nil picks about 2 ms of work per run (1 to 1,000 frames).
  public var frames: Int?
  /// Lanes per animator: 1 (CGFloat), 2 (CGPoint) or 4 (CGRect).
  public var components = 1
  /// The paths, in table order.
  public var paths: [PerfPath] = PerfPath.allCases
  /// The largest size the `animator` path runs at: starting N animators on the engine's driver costs O(N²)
  /// (each start scans every scheduled animator), so 100,000 and more would take minutes to set up.
  public var animatorPathLimit = 10_000
  /// The most frames timed between two untimed rearms, ≥ 1 (``WorkloadParameters/framesPerArm``; tests set it
  /// above a run's length to show what the runner's check catches without rearming).
  public var framesPerArm = WorkloadParameters.framesPerArm
  /// Lanes from which `batch-parallel` uses the worker pool, ≥ 1 (`--parallel-threshold`); nil keeps
  /// `SpringBatch.defaultParallelThreshold`.
  ///
  /// Setting it low measures where the pool starts to pay.
  public var parallelThreshold: Int?

  public init() {}

  /// The lanes from which `batch-parallel` uses the worker pool in this run: ``parallelThreshold``, or
  /// `SpringBatch.defaultParallelThreshold` (393,216).
  public var effectiveParallelThreshold: Int {
    parallelThreshold ?? SpringBatch<Double>.defaultParallelThreshold
  }

  /// The value type the components stand for.
  public var valueTypeName: String { components == 2 ? "CGPoint" : components == 4 ? "CGRect" : "CGFloat" }
}
