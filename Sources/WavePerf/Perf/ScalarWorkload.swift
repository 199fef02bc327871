import WaveBatch
import WaveCore

/// `scalar`: a plain array of value structs, each stepped with the engine's `Value.updateValue`.
@MainActor
final class ScalarWorkload<Value: SpringInterpolatable & VelocityProviding>: PerfWorkload
where Value.ValueType == Value, Value.VelocityType == Value {
  struct State {
    var value: Value
    var velocity: Value
    var target: Value
  }

  let animators: Int
  let bytesPerAnimatorFrame: Int?
  private let spring = Spring(dampingRatio: perfSpringParameters.dampingRatio, response: perfSpringParameters.response)
  private var states: [State]
  private let layout: LaneLayout<Value>
  private var flip = false

  init(animators: Int) {
    self.animators = animators
    let layout = try! LaneLayout<Value>()  // the engine's own types map onto lanes
    self.layout = layout
    bytesPerAnimatorFrame = layout.componentCount * 5 * 8
    states = (0..<animators).map { i in
      State(value: layout.make { _ in Double(i % 97) }, velocity: .zero, target: layout.make { _ in 500 })
    }
  }

  func runFrame() {
    let spring = self.spring
    states.withUnsafeMutableBufferPointer { buffer in
      for i in buffer.indices {
        (buffer[i].value, buffer[i].velocity) = Value.updateValue(
          spring: spring, value: buffer[i].value, target: buffer[i].target, velocity: buffer[i].velocity,
          dt: perfFrameDuration)
      }
    }
  }

  func rearm() {
    flip.toggle()
    let target = layout.make { _ in flip ? 400 : 500 }
    for i in states.indices { states[i].target = target }
  }

  var checksum: Double { states.reduce(0) { $0 + layout.component(0, of: $1.value) } }
}
