import WaveCore

extension GateWorkload {
  /// The workloads of the gate, in table order: catalogue entries at the sizes of ``WorkloadParameters``.
  static let all: [GateWorkload] = [scalar, animator1000, animatorSpecialized1000, blockAPI100Views] + batch

  /// Entries `gate-workload` runs (for profiling with callgrind) that the gate does not measure by default:
  /// `batch-10`, between the gate's `batch-1` and `batch-100`.
  static let hidden: [GateWorkload] = [batchLanes(WorkloadParameters.smallBatchSizes[1])]

  /// The entry named `name` in ``all`` or ``hidden``.
  static func named(_ name: String) -> GateWorkload? {
    (all + hidden).first { $0.name == name }
  }

  /// `batch-<n>`: `SpringBatch<Double>`, Euler, `n` CGFloat lanes.
  static func batchLanes(_ n: Int) -> GateWorkload {
    GateWorkload(
      name: "batch-\(n)", summary: "SpringBatch<Double>, Euler, \(n) lane\(n == 1 ? "" : "s")", path: .batch,
      animators: n)
  }

  /// The engine's scalar step over 10,000 value structs per frame: a plain loop (``ScalarWorkload``).
  static let scalar = GateWorkload(
    name: "scalar", summary: "CGFloat.updateValue over 10,000 value structs", path: .scalar,
    animators: WorkloadParameters.gateLanes)

  /// 1,000 upstream-style `SpringAnimator<CGFloat>` objects driven by the frame driver (``AnimatorWorkload``).
  static let animator1000 = GateWorkload(
    name: "animator-1000", summary: "1,000 SpringAnimator<CGFloat> ticked by a FrameDriver", path: .animator,
    animators: WorkloadParameters.gateAnimators)

  /// The same 1,000 animators as ``animator1000``, as `SpecializedSpringAnimator<CGFloat>`
  /// (``SpecializedAnimatorWorkload``): what the specialized per-frame path saves.
  ///
  /// The target: at least ``specializedAnimatorTarget`` times fewer instructions per animator-frame than
  /// ``animator1000`` (a test checks the committed baseline).
  static let animatorSpecialized1000 = GateWorkload(
    name: "animator-specialized-1000", summary: "1,000 SpecializedSpringAnimator<CGFloat> ticked by a FrameDriver",
    path: .animatorSpecialized, animators: WorkloadParameters.gateAnimators)

  /// How many times fewer instructions per animator-frame ``animatorSpecialized1000`` must count than
  /// ``animator1000``: 5, the performance target set for the animator path that apps use.
  static let specializedAnimatorTarget = 5.0

  /// One full frame of the block API with 100 views: every frame retargets each view's center inside
  /// `Wave.animate` (as a drag does), then the driver ticks (``BlockAPIWorkload``).
  static let blockAPI100Views = GateWorkload(
    name: "block-100-views", summary: "Wave.animate retargeting 100 HeadlessViews' centers, then a tick",
    animators: WorkloadParameters.gateViews
  ) { BlockAPIWorkload(views: $0) }

  /// The batch stepper at 1 and 100 CGFloat lanes, where a step's fixed cost dominates, and at 10,000 lanes,
  /// where the lanes do (``BatchWorkload``).
  static let batch: [GateWorkload] =
    [
      batchLanes(WorkloadParameters.smallBatchSizes[0]),
      batchLanes(WorkloadParameters.smallBatchSizes[2]),
      GateWorkload(
        name: "batch-10000", summary: "SpringBatch<Double>, Euler, 10,000 lanes", path: .batch,
        animators: WorkloadParameters.gateLanes),
      GateWorkload(
        name: "batch-float-10000", summary: "SpringBatch<Float>, Euler, 10,000 lanes", path: .batchFloat,
        animators: WorkloadParameters.gateLanes),
      GateWorkload(
        name: "batch-exact-10000", summary: "SpringBatch<Double>, exact propagator, 10,000 lanes", path: .batchExact,
        animators: WorkloadParameters.gateLanes),
    ] + perLaneVariableRefresh

  /// What an app on a ProMotion display steps: 10,000 animators each with its own spring (the public apps'), on the
  /// `vrr` schedule's frames (80–120 Hz), with Euler and with the exact stepper (whose per-lane propagators the
  /// batch computes itself and keeps per frame duration).
  static let perLaneVariableRefresh: [GateWorkload] = [
    GateWorkload(
      name: "batch-per-lane-vrr-10000", summary: "SpringBatch<Double>, Euler, 10,000 lanes of per-lane springs on vrr",
      path: .batch, animators: WorkloadParameters.gateLanes, workload: perLaneVRR),
    GateWorkload(
      name: "batch-exact-per-lane-vrr-10000",
      summary: "SpringBatch<Double>, exact propagator, 10,000 lanes of per-lane springs on vrr", path: .batchExact,
      animators: WorkloadParameters.gateLanes, workload: perLaneVRR),
  ]

  /// Per-lane springs on the `vrr` schedule.
  static let perLaneVRR = PerfWorkload(springs: .perLane, schedule: .variableRefresh)
}
