import WaveBatch
import WaveCore

/// `batch`, `batch-float`, `batch-exact`, `batch-parallel`: one SpringBatch with a shared spring.
@MainActor
final class BatchWorkload<Scalar: BatchScalar>: PerfWorkload {
  let animators: Int
  let bytesPerAnimatorFrame: Int?
  private let batch: SpringBatch<Scalar>
  private var flip = false

  init(animators: Int, components: Int, stepper: BatchStepper, parallelism: Int) {
    self.animators = animators
    bytesPerAnimatorFrame = components * 5 * MemoryLayout<Scalar>.size
    let spring = Spring(dampingRatio: perfSpringParameters.dampingRatio, response: perfSpringParameters.response)
    batch = SpringBatch<Scalar>(
      componentCount: components, springs: .shared(spring), stepper: stepper, capacity: animators)
    batch.parallelism = parallelism
    for i in 0..<animators {
      batch.add { _ in (Double(i % 97), 500, 0) }
    }
  }

  func runFrame() { batch.step(dt: perfFrameDuration) }

  func rearm() {
    flip.toggle()
    let target = flip ? 400.0 : 500.0
    for slot in 0..<batch.count { batch.retarget(batch.handle(atSlot: slot)) { _ in target } }
  }

  var checksum: Double {
    let lanes = batch.lanePointers
    return (0..<batch.laneCount).reduce(0) { $0 + Double(lanes.value[$1]) }
  }
}
