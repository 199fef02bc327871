import WaveBatch
import WaveBench

/// A catalogue batch workload stepped from this module: its specialized ``SpringBatch/step(dt:)`` and kernels
/// are compiled here, with this target's `-target-cpu` (Package.swift), so the lanes move in the CPU's wide
/// vectors.
///
/// The batch, its setup, rearming and checksum are the wrapped ``BatchWorkload``'s.
@MainActor
final class WideBatchWorkload<Scalar: BatchScalar>: KernelWorkload {
  let base: BatchWorkload<Scalar>
  /// `base.batch`, held here: stepping a stored `let` of self costs no retain and release per frame.
  let batch: SpringBatch<Scalar>

  init(_ base: BatchWorkload<Scalar>) {
    self.base = base
    batch = base.batch
  }

  var animators: Int { base.animators }
  var bytesPerAnimatorFrame: Int? { base.bytesPerAnimatorFrame }
  var kernel: KernelCost { base.kernel }
  var precision: String { base.precision }
  var lanesPerAnimator: Int { base.lanesPerAnimator }

  // Called through `any SteppingWorkload`: specialized bodies for the two lane types, so that the step and
  // its kernel are compiled here for Double and Float.
  @_specialize(where Scalar == Double)
  @_specialize(where Scalar == Float)
  func runFrame() { batch.step(dt: WorkloadParameters.frameDuration) }

  func rearm() { base.rearm() }
  var runningAnimators: Int { base.runningAnimators }
  var checksum: Double { base.checksum }
}

/// ``WideBatchWorkload`` stepping with `perf --parallel-threshold`'s threshold
/// (`SpringBatch.step(dt:parallelThreshold:)`), apart so that the default path compares with a constant.
@MainActor
final class WideThresholdBatchWorkload<Scalar: BatchScalar>: KernelWorkload {
  let base: BatchWorkload<Scalar>
  let batch: SpringBatch<Scalar>
  let threshold: Int

  init(_ base: BatchWorkload<Scalar>, threshold: Int) {
    self.base = base
    batch = base.batch
    self.threshold = threshold
  }

  var animators: Int { base.animators }
  var bytesPerAnimatorFrame: Int? { base.bytesPerAnimatorFrame }
  var kernel: KernelCost { base.kernel }
  var precision: String { base.precision }
  var lanesPerAnimator: Int { base.lanesPerAnimator }

  @_specialize(where Scalar == Double)
  @_specialize(where Scalar == Float)
  func runFrame() { batch.step(dt: WorkloadParameters.frameDuration, parallelThreshold: threshold) }

  func rearm() { base.rearm() }
  var runningAnimators: Int { base.runningAnimators }
  var checksum: Double { base.checksum }
}

/// ``WideBatchWorkload`` for a workload other than the constant one: `perf --springs`, `--schedule`, the gate's per-lane
/// workloads.
///
/// Each frame steps the next of the workload's frames, ``SpringBatch/step(dt:elapsed:)``. Apart, so that the constant
/// workload's frame stays what the gate counted.
@MainActor
final class WideScheduledBatchWorkload<Scalar: BatchScalar>: KernelWorkload {
  let base: BatchWorkload<Scalar>
  let batch: SpringBatch<Scalar>
  let frames: UnsafeMutableBufferPointer<(dt: Double, elapsed: Double)>
  var frameIndex = 0

  init(_ base: BatchWorkload<Scalar>, frames: UnsafeMutableBufferPointer<(dt: Double, elapsed: Double)>) {
    self.base = base
    batch = base.batch
    self.frames = frames
  }

  var animators: Int { base.animators }
  var bytesPerAnimatorFrame: Int? { base.bytesPerAnimatorFrame }
  var kernel: KernelCost { base.kernel }
  var precision: String { base.precision }
  var lanesPerAnimator: Int { base.lanesPerAnimator }

  @_specialize(where Scalar == Double)
  @_specialize(where Scalar == Float)
  func runFrame() {
    let frame = frames[frameIndex]
    frameIndex = frameIndex + 1 == frames.count ? 0 : frameIndex + 1
    batch.step(dt: frame.dt, elapsed: frame.elapsed)
  }

  func rearm() { base.rearm() }
  var runningAnimators: Int { base.runningAnimators }
  var checksum: Double { base.checksum }
}

enum WideBatchPaths {
  /// The CPU this module was compiled for, as Package.swift chose it from `WAVEBENCH_CPU` at build time.
  static var targetCPU: String {
    #if WAVEBENCH_CPU_HASWELL
    "-target-cpu haswell, the default on x86-64"
    #elseif WAVEBENCH_CPU_NATIVE
    "-target-cpu native, WAVEBENCH_CPU=native: the building machine's own CPU"
    #elseif WAVEBENCH_CPU_NONE
    "no -target-cpu: the baseline instruction set"
    #else
    "the -target-cpu named by WAVEBENCH_CPU at build time"
    #endif
  }

  /// The batch paths stepped by this module's code, compiled for ``targetCPU``: what `wave-bench` hands its commands.
  static let compilation = BatchCompilation(
    name: "wave-bench (compiled for \(targetCPU))", double: { wide($0) }, float: { wide($0) })

  /// `base` stepped by this module's code: with its frames, or split over the pool from its threshold, or plain.
  @MainActor
  static func wide<Scalar: BatchScalar>(_ base: BatchWorkload<Scalar>) -> any SteppingWorkload {
    // A schedule with `--parallel-threshold` (batch-parallel only) steps from WaveBench, which handles both.
    if let frames = base.frames {
      return base.parallelThreshold == nil ? WideScheduledBatchWorkload(base, frames: frames) : base
    }
    if let threshold = base.parallelThreshold { return WideThresholdBatchWorkload(base, threshold: threshold) }
    return WideBatchWorkload(base)
  }
}
