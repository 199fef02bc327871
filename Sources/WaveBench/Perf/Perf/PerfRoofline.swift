import WaveBatch

/// The roofline model of the batch kernels on this machine: the fastest a kernel can step a lane, given its bytes and
/// flops (``KernelCost``) and the machine's yardsticks (``PerfYardstick``), at each level of the memory.
///
/// A lane-frame takes at least its bytes over the level's bandwidth and at least its flops over the in-core rate: the
/// attainable time is the larger of the two. Both roofs are measured, so a path at 1 × its bound moves its bytes as
/// fast as the triad moves its own; the model leaves out latency, the loop's overhead and the settle scan, which is
/// why a kernel sits above it.
struct PerfRoofline: Sendable {
  /// One kernel in one precision: its cost and its attainable time at every level.
  struct Entry: Sendable {
    /// The kernel (``KernelCost``).
    let cost: KernelCost
    /// The kernel's name, loads, stores and flops per lane-frame (``KernelCost``).
    var kernel: String { cost.kernel }
    var loads: Int { cost.loads }
    var stores: Int { cost.stores }
    var flops: Int { cost.flops }
    /// `Double` or `Float`.
    let precision: String
    /// Bytes read plus written per lane-frame.
    let bytes: Int
    /// Flops per bytes moved, ≥ 0.
    var arithmeticIntensity: Double { Double(cost.flops) / Double(bytes) }
    /// The attainable ns per lane-frame at each level, in ``PerfYardstick/bandwidths``' order.
    let attainableNs: [(level: String, ns: Double)]
  }

  /// The yardsticks the bounds divide by.
  let yardstick: PerfYardstick
  /// The kernels the batch paths run, in Double and in Float.
  let entries: [Entry]

  /// Bytes `batch` (Euler, one shared spring, Double) reads plus writes per lane-frame: 40.
  static var batchBytesPerLaneFrame: Int { KernelCost.eulerShared.bytes(Double.self) }

  /// The kernels whose bounds the report tables: Euler and exact, one spring shared or one per lane.
  static let kernels: [KernelCost] = [.eulerShared, .eulerPerLaneUnitMass, .exactShared, .exactPerLane]

  init(yardstick: PerfYardstick) {
    self.yardstick = yardstick
    entries = ["Double", "Float"].flatMap { precision in
      Self.kernels.map { cost in
        let bytes = (cost.loads + cost.stores) * (precision == "Float" ? 4 : 8)
        return Entry(
          cost: cost, precision: precision, bytes: bytes,
          attainableNs: yardstick.bandwidths.map { bandwidth in
            (
              bandwidth.level.name,
              Self.attainableNs(
                bytes: bytes, flops: cost.flops, bandwidth: bandwidth.best,
                flopsPerSecond: yardstick.peakFlops(precision))
            )
          })
      }
    }
  }

  /// The larger of `bytes` over `bandwidth` (bytes per second, > 0) and `flops` over `flopsPerSecond`, ns; +∞ when
  /// the bandwidth is not positive.
  static func attainableNs(bytes: Int, flops: Int, bandwidth: Double, flopsPerSecond: Double?) -> Double {
    guard bandwidth > 0 else { return .infinity }
    let memory = Double(bytes) / bandwidth * 1e9
    guard let flopsPerSecond, flopsPerSecond > 0 else { return memory }
    return max(memory, Double(flops) / flopsPerSecond * 1e9)
  }

  /// `result`'s bound: the level of the triad that bounds its working set (``PerfYardstick/level(ofWorkingSet:)``), the
  /// attainable ns per animator-frame there, the measured median over it, and the median in cycles where the clock is
  /// known; nil for a row without a kernel.
  func bound(_ result: PerfResult) -> PerfBound? {
    guard let kernel = result.kernel, let bandwidth = yardstick.level(ofWorkingSet: kernel.workingSetBytes) else {
      return nil
    }
    let attainable = Self.attainableNs(
      bytes: kernel.bytesPerAnimatorFrame, flops: kernel.flopsPerAnimatorFrame, bandwidth: bandwidth.best,
      flopsPerSecond: yardstick.peakFlops(kernel.precision))
    return PerfBound(
      level: bandwidth.level.name, attainableNsPerAnimatorFrame: attainable,
      multiple: result.nsPerAnimatorFrame / attainable,
      cyclesPerAnimatorFrame: yardstick.clockHz.map { result.nsPerAnimatorFrame * 1e-9 * $0 })
  }

  /// `results`, each with its ``PerfResult/bound``.
  func bounding(_ results: [PerfResult]) -> [PerfResult] {
    results.map { result in
      var bounded = result
      bounded.bound = bound(result)
      return bounded
    }
  }
}

/// One row's place under the roofline (``PerfRoofline/bound(_:)``).
struct PerfBound: Sendable, Equatable {
  /// The level of the triad that bounds the row's working set (`L1`, `L2`, `L3`, `DRAM`).
  let level: String
  /// The attainable ns per animator-frame there, > 0.
  let attainableNsPerAnimatorFrame: Double
  /// The measured median over the attainable time, > 0: 1 at the bound, 2 twice as slow.
  let multiple: Double
  /// The measured median in cycles of the reported clock per animator-frame; nil where the clock is not known.
  let cyclesPerAnimatorFrame: Double?
}
