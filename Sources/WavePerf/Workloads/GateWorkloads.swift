import WaveCore

extension GateWorkload {
  /// The workloads of the gate, in table order: catalogue entries at the sizes of ``WorkloadParameters``.
  public static let all: [GateWorkload] = [scalar, animator1000, blockAPI100Views] + batch

  /// The engine's scalar step over 10,000 value structs per frame: a plain loop (``ScalarWorkload``).
  public static let scalar = GateWorkload(
    name: "scalar", summary: "CGFloat.updateValue over 10,000 value structs", path: .scalar,
    animators: WorkloadParameters.gateLanes)

  /// 1,000 upstream-style `SpringAnimator<CGFloat>` objects driven by the frame driver (``AnimatorWorkload``).
  public static let animator1000 = GateWorkload(
    name: "animator-1000", summary: "1,000 SpringAnimator<CGFloat> ticked by a FrameDriver", path: .animator,
    animators: WorkloadParameters.gateAnimators)

  /// One full frame of the block API with 100 views: every frame retargets each view's center inside
  /// `Wave.animate` (as a drag does), then the driver ticks (``BlockAPIWorkload``).
  public static let blockAPI100Views = GateWorkload(
    name: "block-100-views", summary: "Wave.animate retargeting 100 HeadlessViews' centers, then a tick",
    animators: WorkloadParameters.gateViews
  ) { BlockAPIWorkload(views: $0) }

  /// The batch stepper at 10,000 CGFloat lanes (``BatchWorkload``).
  public static let batch: [GateWorkload] = [
    GateWorkload(
      name: "batch-10000", summary: "SpringBatch<Double>, Euler, 10,000 lanes", path: .batch,
      animators: WorkloadParameters.gateLanes),
    GateWorkload(
      name: "batch-float-10000", summary: "SpringBatch<Float>, Euler, 10,000 lanes", path: .batchFloat,
      animators: WorkloadParameters.gateLanes),
    GateWorkload(
      name: "batch-exact-10000", summary: "SpringBatch<Double>, exact propagator, 10,000 lanes", path: .batchExact,
      animators: WorkloadParameters.gateLanes),
  ]
}
