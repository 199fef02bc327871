import WaveBatch
import WaveCore

/// `batch`, `batch-float`, `batch-exact`, `batch-parallel`: one SpringBatch with the shared
/// ``WorkloadParameters/spring``, one ``SpringBatch/step(dt:)`` of ``WorkloadParameters/frameDuration`` per
/// ``runFrame()``.
@MainActor
package final class BatchWorkload<Scalar: BatchScalar>: SteppingWorkload {
  package let animators: Int
  package let bytesPerAnimatorFrame: Int?
  /// The batch stepped (for `WavePerfWide`, which steps it from code compiled for wide vectors).
  package let batch: SpringBatch<Scalar>
  /// The threshold the step splits from, when not the batch's default.
  package let parallelThreshold: Int?
  private var flip = false

  /// - Parameters:
  ///   - animators: animators in the batch, ≥ 1; animator `i` starts at
  ///     ``WorkloadParameters/startValue(ofAnimator:)`` in every lane, at rest, towards ``WorkloadParameters/target``.
  ///   - components: lanes per animator, 1, 2 or 4 (CGFloat, CGPoint, CGRect).
  ///   - stepper: the batch's integrator (`.euler` or `.exact`).
  ///   - parallelism: threads the step may use, ≥ 1.
  ///   - parallelThreshold: lanes from which the step uses the worker pool, ≥ 1 (nil: the batch's default,
  ///     ``SpringBatch/defaultParallelThreshold``), through ``SpringBatch/step(dt:parallelThreshold:)``.
  package init(
    animators: Int, components: Int, stepper: BatchStepper, parallelism: Int, parallelThreshold: Int? = nil
  ) {
    self.animators = animators
    bytesPerAnimatorFrame = components * 5 * MemoryLayout<Scalar>.size
    batch = SpringBatch<Scalar>(
      componentCount: components, springs: .shared(WorkloadParameters.spring), stepper: stepper,
      capacity: animators)
    batch.parallelism = parallelism
    self.parallelThreshold = parallelThreshold
    for i in 0..<animators {
      batch.add { _ in (WorkloadParameters.startValue(ofAnimator: i), WorkloadParameters.target, 0) }
    }
  }

  // Called through `any SteppingWorkload`, a generic class's method runs its unspecialized body, and with it an
  // unspecialized `step` (generic metadata lookups: about 1,700 instructions per call under callgrind): the two
  // lane types get specialized bodies, as an app's concrete `SpringBatch<Double>` does.
  @_specialize(where Scalar == Double)
  @_specialize(where Scalar == Float)
  package func runFrame() {
    if let parallelThreshold {
      batch.step(dt: WorkloadParameters.frameDuration, parallelThreshold: parallelThreshold)
    } else {
      batch.step(dt: WorkloadParameters.frameDuration)
    }
  }

  package func rearm() {
    flip.toggle()
    let target = flip ? WorkloadParameters.alternateTarget : WorkloadParameters.target
    for slot in 0..<batch.count { batch.retarget(batch.handle(atSlot: slot)) { _ in target } }
  }

  package var runningAnimators: Int { batch.runningCount }

  package var checksum: Double {
    let lanes = batch.lanePointers
    return (0..<batch.laneCount).reduce(0) { $0 + Double(lanes.value[$1]) }
  }
}
