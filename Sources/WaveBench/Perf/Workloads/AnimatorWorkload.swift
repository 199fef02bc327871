import Foundation
import WaveBatch
import WaveCore

/// `animator`: upstream-style `SpringAnimator<Value>` objects scheduled on one `FrameDriver` at
/// ``WorkloadParameters/frameRate``, each with a `valueChanged` callback (as every app has: it is how the value
/// reaches the screen); each ``runFrame()`` is one `tick()`, that is, one frame of
/// ``WorkloadParameters/frameDuration``.
///
/// What a Wave user pays today.
@MainActor
final class AnimatorWorkload<Value: SpringInterpolatable & VelocityProviding>: SteppingWorkload
where Value.ValueType == Value, Value.VelocityType == Value {
  /// What the callbacks write to: the sum of component 0 of every value delivered so far.
  final class Sink {
    var total = 0.0
  }

  package let animators: Int
  package var bytesPerAnimatorFrame: Int? { nil }
  private let driver = FrameDriver(schedule: .fps(WorkloadParameters.frameRate))
  private var objects: [SpringAnimator<Value>] = []
  private let layout: LaneLayout<Value>
  private let sink = Sink()
  private var flip = false

  /// - Parameter animators: animators, ≥ 1 (setup costs O(N²) on the engine's driver); animator `i` starts at
  ///   ``WorkloadParameters/startValue(ofAnimator:)`` in every component, at rest, towards
  ///   ``WorkloadParameters/target``, and is started.
  package init(animators: Int) {
    self.animators = animators
    let layout = LaneLayout<Value>.ofEngineType()
    self.layout = layout
    objects.reserveCapacity(animators)
    let sink = self.sink
    for i in 0..<animators {
      let animator = SpringAnimator<Value>(
        spring: WorkloadParameters.spring, value: layout.make { _ in WorkloadParameters.startValue(ofAnimator: i) },
        target: layout.make { _ in WorkloadParameters.target }, driver: driver)
      animator.valueChanged = Self.callback(writingTo: sink)
      animator.start()
      objects.append(animator)
    }
  }

  package func runFrame() { driver.tick() }

  /// The `valueChanged` callback: adds component 0 of each value to `sink` (`LaneLayout` checked that it is
  /// a Double at offset 0), so that it costs what an app's `view.x = $0` would, a load and a store.
  ///
  /// Made in a specialized function: a closure made in the generic initializer would run unspecialized code per call.
  @_specialize(where Value == CGFloat)
  @_specialize(where Value == CGPoint)
  @_specialize(where Value == CGRect)
  nonisolated static func callback(writingTo sink: Sink) -> (Value) -> Void {
    { value in sink.total += withUnsafeBytes(of: value) { $0.load(as: Double.self) } }
  }

  package func rearm() {
    flip.toggle()
    let target = layout.make { _ in flip ? WorkloadParameters.alternateTarget : WorkloadParameters.target }
    for animator in objects {
      animator.target = target
      // Setting the target restarts a running animator only; one that ended must be started again.
      if animator.state != .running { animator.start() }
    }
  }

  package var runningAnimators: Int { objects.reduce(0) { $0 + ($1.state == .running ? 1 : 0) } }

  package var checksum: Double {
    sink.total + objects.reduce(0) { $0 + layout.component(0, of: $1.value ?? .zero) }
  }
}
