import WaveBatch
import WaveCore

/// `batch`, `batch-float`, `batch-exact`, `batch-parallel`: one SpringBatch with the shared
/// ``WorkloadParameters/spring``, one ``SpringBatch/step(dt:)`` of ``WorkloadParameters/frameDuration`` per
/// ``runFrame()``; or, for another ``PerfWorkload``, its springs (per-lane: a `.perLane` batch, each animator its own
/// spring) stepped on its schedule's frames (``SpringBatch/step(dt:elapsed:)``).
@MainActor
package final class BatchWorkload<Scalar: BatchScalar>: KernelWorkload {
  package let animators: Int
  package var bytesPerAnimatorFrame: Int? { kernelBytesPerAnimatorFrame }
  /// The kernel the batch's step runs (``SpringBatch/kernelCost``).
  package let kernel: KernelCost
  package var precision: String { Scalar.self == Float.self ? "Float" : "Double" }
  package let lanesPerAnimator: Int
  /// The batch stepped (for `wave-bench`, which steps it from code compiled for wide vectors).
  package let batch: SpringBatch<Scalar>
  /// The threshold the step splits from, when not the batch's default.
  package let parallelThreshold: Int?
  /// The frames of a workload other than ``PerfWorkload/constant`` (interval, duration), cycled through; nil for it.
  ///
  /// `nonisolated(unsafe)`: a raw buffer this workload allocates and frees, written only in its initializer and
  /// read only by the thread that steps it.
  nonisolated(unsafe) package let frames: UnsafeMutableBufferPointer<(dt: Double, elapsed: Double)>?
  /// The next frame's index in ``frames``.
  package var frameIndex = 0
  private var flip = false

  /// - Parameters:
  ///   - animators: animators in the batch, ≥ 1; animator `i` starts at
  ///     ``WorkloadParameters/startValue(ofAnimator:)`` in every lane, at rest, towards ``WorkloadParameters/target``.
  ///   - components: lanes per animator, 1, 2 or 4 (CGFloat, CGPoint, CGRect).
  ///   - stepper: the batch's integrator (`.euler` or `.exact`).
  ///   - parallelism: threads the step may use, ≥ 1.
  ///   - parallelThreshold: lanes from which the step uses the worker pool, ≥ 1 (nil: the batch's default,
  ///     ``SpringBatch/defaultParallelThreshold``), through ``SpringBatch/step(dt:parallelThreshold:)``.
  ///   - workload: the springs and frames (``PerfWorkload/constant`` by default).
  package init(
    animators: Int, components: Int, stepper: BatchStepper, parallelism: Int, parallelThreshold: Int? = nil,
    workload: PerfWorkload = .constant
  ) {
    self.animators = animators
    lanesPerAnimator = components
    let perLane = workload.springs == .perLane
    batch = SpringBatch<Scalar>(
      componentCount: components, springs: perLane ? .perLane : .shared(WorkloadParameters.spring), stepper: stepper,
      capacity: animators)
    batch.parallelism = parallelism
    self.parallelThreshold = parallelThreshold
    for i in 0..<animators {
      batch.add(spring: perLane ? WorkloadParameters.perLaneSpring(ofAnimator: i) : nil) { _ in
        (WorkloadParameters.startValue(ofAnimator: i), WorkloadParameters.target, 0)
      }
    }
    kernel = batch.kernelCost
    if workload.isConstant {
      frames = nil
    } else {
      let list = workload.frames
      let buffer = UnsafeMutableBufferPointer<(dt: Double, elapsed: Double)>.allocate(capacity: list.count)
      _ = buffer.initialize(from: list)
      frames = buffer
    }
  }

  deinit { frames?.deallocate() }

  /// The next of ``frames`` (cycling), for a workload other than the constant one.
  @inline(__always)
  func nextFrame(_ frames: UnsafeMutableBufferPointer<(dt: Double, elapsed: Double)>) -> (
    dt: Double, elapsed: Double
  ) {
    let frame = frames[frameIndex]
    frameIndex = frameIndex + 1 == frames.count ? 0 : frameIndex + 1
    return frame
  }

  // Called through `any SteppingWorkload`, a generic class's method runs its unspecialized body, and with it an
  // unspecialized `step` (generic metadata lookups: about 1,700 instructions per call under callgrind): the two
  // lane types get specialized bodies, as an app's concrete `SpringBatch<Double>` does.
  @_specialize(where Scalar == Double)
  @_specialize(where Scalar == Float)
  package func runFrame() {
    if let frames {
      let frame = nextFrame(frames)
      if let parallelThreshold {
        batch.step(dt: frame.dt, elapsed: frame.elapsed, parallelThreshold: parallelThreshold)
      } else {
        batch.step(dt: frame.dt, elapsed: frame.elapsed)
      }
    } else if let parallelThreshold {
      batch.step(dt: WorkloadParameters.frameDuration, parallelThreshold: parallelThreshold)
    } else {
      batch.step(dt: WorkloadParameters.frameDuration)
    }
  }

  package func rearm() {
    flip.toggle()
    let target = flip ? WorkloadParameters.alternateTarget : WorkloadParameters.target
    for slot in 0..<batch.slotCount where batch.isOccupied(slot: slot) {
      batch.retarget(batch.handle(atSlot: slot)) { _ in target }
    }
  }

  package var runningAnimators: Int { batch.runningCount }

  package var checksum: Double {
    let lanes = batch.lanePointers
    return (0..<batch.laneCount).reduce(0) { $0 + Double(lanes.value[$1]) }
  }
}
