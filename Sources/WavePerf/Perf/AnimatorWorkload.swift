import WaveBatch
import WaveCore

/// `animator`: SpringAnimator<Value> objects scheduled on one FrameDriver, each frame one `tick`.
@MainActor
final class AnimatorWorkload<Value: SpringInterpolatable & VelocityProviding>: PerfWorkload
where Value.ValueType == Value, Value.VelocityType == Value {
  let animators: Int
  var bytesPerAnimatorFrame: Int? { nil }
  private let driver = FrameDriver(schedule: .fps(60))
  private var objects: [SpringAnimator<Value>] = []
  private let layout: LaneLayout<Value>
  private var flip = false

  init(animators: Int) {
    self.animators = animators
    layout = try! LaneLayout<Value>()  // the engine's own types map onto lanes
    let spring = Spring(dampingRatio: perfSpringParameters.dampingRatio, response: perfSpringParameters.response)
    objects.reserveCapacity(animators)
    for i in 0..<animators {
      let from = layout.make { _ in Double(i % 97) }
      let animator = SpringAnimator<Value>(
        spring: spring, value: from, target: layout.make { _ in 500 }, driver: driver)
      animator.start()
      objects.append(animator)
    }
  }

  func runFrame() { driver.tick(duration: perfFrameDuration) }

  func rearm() {
    flip.toggle()
    let target = layout.make { _ in flip ? 400 : 500 }
    for animator in objects { animator.target = target }
  }

  var checksum: Double { objects.reduce(0) { $0 + layout.component(0, of: $1.value ?? .zero) } }
}
