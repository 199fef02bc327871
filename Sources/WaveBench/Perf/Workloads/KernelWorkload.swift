import WaveBatch

/// A workload whose frame is one batch kernel, or its C loop, over its lanes: what the roofline bounds
/// (``PerfRoofline``).
@MainActor
package protocol KernelWorkload: SteppingWorkload {
  /// The kernel a frame runs on every lane, with its loads, stores and flops.
  var kernel: KernelCost { get }
  /// `Double` or `Float`: the lane type.
  var precision: String { get }
  /// Lanes per animator, ≥ 1.
  var lanesPerAnimator: Int { get }
}

extension KernelWorkload {
  /// The bytes of one lane scalar: 8 for Double, 4 for Float.
  var scalarBytes: Int { precision == "Float" ? 4 : 8 }
  /// Bytes read plus written per animator-frame: the kernel's, times the lanes of an animator.
  var kernelBytesPerAnimatorFrame: Int { lanesPerAnimator * (kernel.loads + kernel.stores) * scalarBytes }
  /// Flops per animator-frame.
  var flopsPerAnimatorFrame: Int { lanesPerAnimator * kernel.flops }
  /// The bytes one frame reads over every lane: the working set whose level bounds the frame.
  var workingSetBytes: Int { animators * lanesPerAnimator * kernel.loads * scalarBytes }
}
