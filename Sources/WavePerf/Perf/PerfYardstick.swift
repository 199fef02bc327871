import CReference
import Foundation
import WaveOutput

/// The machine's limits the roofline divides by, measured in the same run as the paths: the bandwidth of a
/// STREAM-like triad at each level of the memory (``Bandwidth``) and the in-core arithmetic rate in Double and in
/// Float, each the best of ``runs`` runs with every run's figure kept, so that a report prints their spread.
///
/// The best run is the yardstick, not the mean: a run on a shared machine can only be slowed (another process, a
/// frequency dip), never sped up, so the best of several is the figure that moves least between processes.
package struct PerfYardstick: Sendable {
  /// Where a working set lives: a data cache of the first CPU (`L1`, `L2`, `L3`, …) or memory (`DRAM`).
  package struct Level: Sendable, Equatable {
    /// `L1`, `L2`, `L3`, … or `DRAM`.
    package let name: String
    /// The cache's size, bytes; nil for memory.
    package let cacheBytes: Int?
  }

  /// The triad's bandwidth at one level.
  package struct Bandwidth: Sendable {
    /// The level the triad's arrays fit in.
    package let level: Level
    /// The triad's two arrays together, bytes: half the cache's size, or for memory twice the largest cache's and at
    /// least 64 MiB.
    package let workingSetBytes: Int
    /// Every run's bytes counted per second (24 B an element: two loads and a store), in the order they ran, > 0.
    package let samples: [Double]

    /// The fastest run, bytes per second: the yardstick.
    package var best: Double { samples.max() ?? 0 }
    /// The median run, bytes per second.
    package var median: Double { PerfYardstick.median(samples) }
    /// The slowest run, bytes per second.
    package var worst: Double { samples.min() ?? 0 }
    /// The runs' spread, percent of the best: (best − worst) / best × 100, 0 … 100.
    package var spreadPercent: Double { best > 0 ? (best - worst) / best * 100 : 0 }
  }

  /// The in-core rate in one precision: every run's flops per second, in the order they ran, > 0.
  package struct Arithmetic: Sendable {
    /// `Double` or `Float`.
    package let precision: String
    /// Every run's flops per second.
    package let samples: [Double]
    /// The fastest run, flops per second: the yardstick.
    package var best: Double { samples.max() ?? 0 }
    /// The runs' spread, percent of the best, 0 … 100.
    package var spreadPercent: Double { best > 0 ? (best - (samples.min() ?? 0)) / best * 100 : 0 }
  }

  /// The triad at every level, innermost first (the caches the system reports, then `DRAM`).
  package let bandwidths: [Bandwidth]
  /// The in-core rate in Double and in Float (`wave_c_peak_f64`, `_f32`: independent multiplies and adds in 32-byte
  /// vectors, the C loops' AVX2 clone where the CPU has it, no fused multiply-add, as the kernels have none).
  package let arithmetic: [Arithmetic]
  /// The processor's clock as the system reports it, Hz (``MachineInfo/nominalClockHz``); nil where it does not say.
  package let clockHz: Double?
  /// Runs per yardstick, ≥ 1.
  package let runs: Int

  /// Runs per yardstick: 9 in a release build, 1 in a debug build.
  ///
  /// A debug build also runs its memory triad over 64 MiB: its C loops are unoptimized, and its figures are for the
  /// tests' shape, not for reading.
  package static var defaultRuns: Int { _isDebugAssertConfiguration() ? 1 : 9 }

  /// The smallest working set of the memory level, bytes: 64 MiB.
  static let smallestMemoryWorkingSet = 64 << 20
  /// The counted bytes each triad run moves at least (the small levels repeat their triad), bytes: 32 MiB, so that a
  /// run lasts long enough for the clock.
  static let bytesPerRun = 32 << 20

  /// The levels of this machine: each data cache the system reports (L1 32 KiB and L2 1 MiB where it reports none),
  /// then memory.
  package static func levels(caches: [(level: Int, bytes: Int)] = MachineInfo.dataCaches) -> [Level] {
    let known = caches.isEmpty ? [(1, 32 << 10), (2, 1 << 20)] : caches
    return known.map { Level(name: "L\($0.level)", cacheBytes: $0.bytes) } + [Level(name: "DRAM", cacheBytes: nil)]
  }

  /// The triad's working set at `level`: half a cache, or for memory twice the largest cache and at least 64 MiB.
  package static func workingSet(at level: Level, levels: [Level]) -> Int {
    if let bytes = level.cacheBytes { return max(1024, bytes / 2) }
    let largest = _isDebugAssertConfiguration() ? 0 : levels.compactMap(\.cacheBytes).max() ?? 0
    return max(smallestMemoryWorkingSet, 2 * largest)
  }

  /// Measures every yardstick, `runs` runs each (about 1 s in a release build on a machine with a 260 MiB cache).
  package static func measure(runs: Int = defaultRuns) -> PerfYardstick {
    let levels = levels()
    let bandwidths = levels.map { level in
      let bytes = workingSet(at: level, levels: levels)
      return Bandwidth(level: level, workingSetBytes: bytes, samples: triad(workingSet: bytes, runs: runs))
    }
    return PerfYardstick(
      bandwidths: bandwidths,
      arithmetic: [
        Arithmetic(precision: "Double", samples: peak(float: false, runs: runs)),
        Arithmetic(precision: "Float", samples: peak(float: true, runs: runs)),
      ], clockHz: MachineInfo.nominalClockHz, runs: runs)
  }

  /// `runs` timed runs of the in-place triad over two Double arrays of `workingSet / 2` bytes each, after one
  /// untimed: each run's counted bytes (24 an element) per second.
  static func triad(workingSet: Int, runs: Int) -> [Double] {
    let count = max(64, workingSet / 16)
    let a = UnsafeMutablePointer<Double>.allocate(capacity: count)
    let b = UnsafeMutablePointer<Double>.allocate(capacity: count)
    defer {
      a.deallocate()
      b.deallocate()
    }
    a.initialize(repeating: 1, count: count)
    b.initialize(repeating: 1, count: count)
    let counted = 24 * count
    let repeats = max(1, bytesPerRun / counted)
    // The scalar is so small that a stays 1 + a few ulps: nothing overflows or turns subnormal over any run.
    wave_c_triad_f64(a, b, 0x1p-60, count)
    return (0..<runs).map { _ in
      let start = PerfClock.now()
      for _ in 0..<repeats { wave_c_triad_f64(a, b, 0x1p-60, count) }
      let elapsed = max(1, PerfClock.now() - start)
      return Double(counted * repeats) / (Double(elapsed) / 1e9)
    }
  }

  /// `runs` timed runs of the in-core loop in one precision (about 5 ms each in a release build), after one untimed:
  /// flops per second.
  static func peak(float: Bool, runs: Int) -> [Double] {
    let iterations = _isDebugAssertConfiguration() ? 20_000 : 1_000_000
    let flops = Double(iterations) * (float ? 192 : 96)
    // a ↦ a·m + c with m just below 1 settles at c / (1 − m): finite, normal, never the same value twice early on.
    func run() -> Double {
      float ? Double(wave_c_peak_f32(iterations, 0.999_9, 1e-4)) : wave_c_peak_f64(iterations, 0.999_999, 1e-6)
    }
    blackHole(run())
    return (0..<runs).map { _ in
      let start = PerfClock.now()
      blackHole(run())
      return flops / (Double(max(1, PerfClock.now() - start)) / 1e9)
    }
  }

  /// The median of `values` (the upper one of an even count), 0 when empty.
  static func median(_ values: [Double]) -> Double {
    values.isEmpty ? 0 : values.sorted()[values.count / 2]
  }

  /// The level a working set of `bytes` fits in: the innermost cache at least as large, else memory.
  package func level(ofWorkingSet bytes: Int) -> Bandwidth? {
    bandwidths.first { ($0.level.cacheBytes ?? .max) >= bytes } ?? bandwidths.last
  }

  /// The in-core rate in `precision` (`Double`, `Float`), flops per second; nil when not measured.
  package func peakFlops(_ precision: String) -> Double? {
    arithmetic.first { $0.precision == precision }?.best
  }
}
