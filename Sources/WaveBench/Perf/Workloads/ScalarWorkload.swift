import Foundation
import WaveBatch
import WaveCore

/// `scalar`: a plain array of value structs, each stepped with the engine's `Value.updateValue` (what an app
/// that steps its own values pays), ``WorkloadParameters/spring``, one frame of
/// ``WorkloadParameters/frameDuration`` per ``runFrame()``.
///
/// No allocation per frame.
@MainActor
final class ScalarWorkload<Value: SpringInterpolatable & VelocityProviding>: SteppingWorkload
where Value.ValueType == Value, Value.VelocityType == Value {
  struct State {
    var value: Value
    var velocity: Value
    var target: Value
  }

  package let animators: Int
  package let bytesPerAnimatorFrame: Int?
  private let spring = WorkloadParameters.spring
  private var states: [State]
  private let layout: LaneLayout<Value>
  private var flip = false

  /// - Parameter animators: values stepped per frame, ≥ 1; value `i` starts at
  ///   ``WorkloadParameters/startValue(ofAnimator:)`` in every component, at rest, towards
  ///   ``WorkloadParameters/target``.
  package init(animators: Int) {
    self.animators = animators
    let layout = LaneLayout<Value>.ofEngineType()
    self.layout = layout
    bytesPerAnimatorFrame = layout.componentCount * 5 * 8
    states = (0..<animators).map { i in
      State(
        value: layout.make { _ in WorkloadParameters.startValue(ofAnimator: i) }, velocity: .zero,
        target: layout.make { _ in WorkloadParameters.target })
    }
  }

  // Called through `any SteppingWorkload`, a generic class's method runs its unspecialized body (124
  // instructions per CGFloat lane under callgrind, against 13 specialized): the engine's own types get
  // specialized bodies, chosen once per frame.
  @_specialize(where Value == CGFloat)
  @_specialize(where Value == CGPoint)
  @_specialize(where Value == CGRect)
  package func runFrame() {
    let spring = self.spring
    states.withUnsafeMutableBufferPointer { buffer in
      for i in buffer.indices {
        (buffer[i].value, buffer[i].velocity) = Value.updateValue(
          spring: spring, value: buffer[i].value, target: buffer[i].target, velocity: buffer[i].velocity,
          dt: WorkloadParameters.frameDuration)
      }
    }
  }

  package func rearm() {
    flip.toggle()
    let target = layout.make { _ in flip ? WorkloadParameters.alternateTarget : WorkloadParameters.target }
    for i in states.indices { states[i].target = target }
  }

  /// Every value: the plain loop has no settle rule and steps them all.
  package var runningAnimators: Int { animators }

  package var checksum: Double { states.reduce(0) { $0 + layout.component(0, of: $1.value) } }
}
