import Foundation
import WaveCore
import WaveTestSupport

/// What the lifecycle tests share: an animator that records every callback, and oracles written from
/// upstream main's source (jtrivedi/Wave a52498e), never from the animator under test.
///
/// The accounting of upstream main, as the oracles use it:
/// - `start()` only puts the animator in the controller's dictionary (`AnimationController.swift:71-77`);
/// - the next display-link frame calls `updateAnimation(dt:)` (`AnimationController.swift:31-37`), whose
///   `state = .running` sets `startTime` to that frame's time (`SpringAnimator.swift:35-45, 210`), so frame 1
///   has running time 0 and frame k has `t_k − t_1`, t being the driver's clock (the running sum of the
///   frame durations);
/// - frame k finishes when `t_k − t_1 ≥ spring.settlingDuration` (`SpringAnimator.swift:229`).
@MainActor
enum LifecycleFixture {
  static let spring = Spring(dampingRatio: 0.7, response: 0.4)

  /// Records every callback of an animator, with the state and velocity the completion saw.
  final class Recorder {
    var values: [CGFloat] = []
    var events: [String] = []
    var statesAtCompletion: [AnimatorState] = []
    var velocitiesAtCompletion: [CGFloat] = []
  }

  static func makeAnimator(
    driver: FrameDriver, spring: Spring = LifecycleFixture.spring, from: CGFloat = 0, to: CGFloat = 100
  ) -> (SpringAnimator<CGFloat>, Recorder) {
    let animator = SpringAnimator<CGFloat>(spring: spring, value: from, target: to, driver: driver)
    let recorder = Recorder()
    animator.valueChanged = { recorder.values.append($0) }
    animator.completion = { [unowned animator] event in
      recorder.statesAtCompletion.append(animator.state)
      recorder.velocitiesAtCompletion.append(animator.velocity)
      switch event {
      case .finished(let at): recorder.events.append("finished(\(at))")
      case .retargeted(let from, let to): recorder.events.append("retargeted(\(from)→\(to))")
      }
    }
    return (animator, recorder)
  }

  /// The independent Euler step frame after frame: values and velocities after each duration.
  static func reference(
    spring: Spring = LifecycleFixture.spring, from: Double, to: Double, velocity: Double = 0, durations: [Double]
  ) -> (values: [Double], velocities: [Double]) {
    var x = from
    var v = velocity
    var values: [Double] = []
    var velocities: [Double] = []
    for dt in durations {
      (x, v) = referenceEulerStep(
        value: x, target: to, velocity: v, dt: dt, k: Double(spring.stiffness),
        c: Double(spring.dampingCoefficient), m: Double(spring.mass))
      values.append(x)
      velocities.append(v)
    }
    return (values, velocities)
  }

  /// The frame (1-based, counted from the first frame after `start()`) on which upstream main finishes a run
  /// whose first update is frame `firstFrame`, at the constant `duration`: the first k with
  /// `t_k − t_firstFrame ≥ settling`, t summed as the driver's clock sums it.
  static func finishFrame(settling: Double, duration: Double, firstFrame: Int = 1) -> Int {
    var t = 0.0
    var start = 0.0
    var k = 0
    while true {
      k += 1
      t += duration
      if k == firstFrame { start = t }
      if k >= firstFrame, t - start >= settling { return k }
    }
  }

  /// `count` frames of `duration`.
  static func frames(_ count: Int, of duration: Double = 1.0 / 60) -> [Double] {
    Array(repeating: duration, count: count)
  }
}
