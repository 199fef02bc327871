import Foundation
import WaveCore

extension GateWorkload {
  /// The workloads of the gate, in table order.
  public static let all: [GateWorkload] = [scalar, animator1000, blockAPI100Views] + extraWorkloads

  /// Workloads contributed by other modules (the batch stepper), appended to ``all``.
  static var extraWorkloads: [GateWorkload] { GateBatchWorkloads.all }

  /// The engine's scalar step over 10,000 values per frame: a plain loop over value structs.
  public static let scalar = GateWorkload(
    name: "scalar", summary: "CGFloat.updateValue over 10,000 value structs", animators: 10_000
  ) { frames, inject in
    let spring = Spring(dampingRatio: 0.8, response: 2)
    struct Lane {
      var value: CGFloat
      var velocity: CGFloat
      var target: CGFloat
    }
    var lanes = (0..<10_000).map { Lane(value: CGFloat($0 % 97), velocity: 0, target: 500) }
    let extra = inject == .work ? stride(from: 0, to: lanes.count, by: 10).map { $0 } : []
    for frame in 0..<frames {
      for i in lanes.indices {
        (lanes[i].value, lanes[i].velocity) = CGFloat.updateValue(
          spring: spring, value: lanes[i].value, target: lanes[i].target, velocity: lanes[i].velocity, dt: 1.0 / 120)
      }
      for i in extra {
        (lanes[i].value, lanes[i].velocity) = CGFloat.updateValue(
          spring: spring, value: lanes[i].value, target: lanes[i].target, velocity: lanes[i].velocity, dt: 1.0 / 120)
      }
      if inject == .alloc { gateExtraAllocation(frame) }
    }
    return Double(lanes.reduce(0) { $0 + $1.value })
  }

  /// 1,000 upstream-style `SpringAnimator<CGFloat>` objects driven by the frame driver.
  public static let animator1000 = GateWorkload(
    name: "animator-1000", summary: "1,000 SpringAnimator<CGFloat> ticked by a FrameDriver", animators: 1_000
  ) { frames, inject in
    let driver = FrameDriver(schedule: .fps(120))
    let spring = Spring(dampingRatio: 0.8, response: 2)  // settles in 3.7 s: running through every frame
    var sink: CGFloat = 0
    let animators = (0..<1_000).map { i -> SpringAnimator<CGFloat> in
      let animator = SpringAnimator<CGFloat>(spring: spring, value: CGFloat(i), target: 500, driver: driver)
      animator.valueChanged = { sink += $0 }
      animator.start()
      return animator
    }
    let extra = inject == .work ? stride(from: 0, to: animators.count, by: 10).map { animators[$0] } : []
    for frame in 0..<frames {
      driver.tick()
      for animator in extra {
        (animator.value, animator.velocity) = CGFloat.updateValue(
          spring: spring, value: animator.value!, target: 500, velocity: animator.velocity, dt: 1.0 / 120)
        sink += animator.value!
      }
      if inject == .alloc { gateExtraAllocation(frame) }
    }
    return Double(sink)
  }

  /// One full frame of the block API with 100 views: every frame retargets each view's center inside
  /// `Wave.animate` (as a drag does), then the driver ticks.
  public static let blockAPI100Views = GateWorkload(
    name: "block-100-views", summary: "Wave.animate retargeting 100 HeadlessViews' centers, then a tick",
    animators: 100
  ) { frames, inject in
    let driver = FrameDriver(schedule: .fps(120))
    let spring = Spring(dampingRatio: 0.8, response: 0.26)
    let views = (0..<100).map { HeadlessView(frame: CGRect(x: $0, y: 0, width: 10, height: 10), driver: driver) }
    for frame in 0..<frames {
      let offset = CGFloat(frame)
      Wave.animate(withSpring: spring) {
        for (i, view) in views.enumerated() {
          view.animator.center = CGPoint(x: CGFloat(i) + offset, y: offset)
        }
      }
      driver.tick()
      if inject == .work {
        for view in views.prefix(10) {
          let step = CGPoint.updateValue(
            spring: spring, value: view.center, target: view.animator.center, velocity: .zero, dt: 1.0 / 120)
          gateBlackHole(step)
        }
      }
      if inject == .alloc { gateExtraAllocation(frame) }
    }
    return Double(views.reduce(0) { $0 + $1.center.x })
  }
}

/// Batch-stepper workloads: the `wave-bench perf` paths at 10,000 CGFloat lanes.
enum GateBatchWorkloads {
  static let all: [GateWorkload] = [
    perf(.batch, "batch-10000", "SpringBatch<Double>, Euler, 10,000 lanes"),
    perf(.batchFloat, "batch-float-10000", "SpringBatch<Float>, Euler, 10,000 lanes"),
    perf(.batchExact, "batch-exact-10000", "SpringBatch<Double>, exact propagator, 10,000 lanes"),
  ]

  static let lanes = 10_000

  /// A perf path as a gate workload. The `work` injection steps a second batch of a tenth of the lanes.
  static func perf(_ path: PerfPath, _ name: String, _ summary: String) -> GateWorkload {
    GateWorkload(name: name, summary: summary, animators: lanes) { frames, inject in
      let workload = path.workload(animators: lanes, components: 1)
      let extra = inject == .work ? path.workload(animators: lanes / 10, components: 1) : nil
      for frame in 0..<frames {
        workload.runFrame()
        extra?.runFrame()
        if inject == .alloc { gateExtraAllocation(frame) }
      }
      return workload.checksum
    }
  }
}
