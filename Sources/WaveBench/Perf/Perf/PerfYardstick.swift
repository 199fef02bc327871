import CReference
import Foundation
import WaveOutput

/// The machine's limits the roofline divides by, measured in the same run as the paths: the bandwidth of a
/// STREAM-like triad at each level of the memory (``Bandwidth``) and the in-core arithmetic rate in Double and in
/// Float, each the best of ``runs`` runs with every run's figure kept, so that a report prints their spread.
///
/// The best run is the yardstick, not the mean: a run on a shared machine can only be slowed (another process, a
/// frequency dip), never sped up, so the best of several is the figure that moves least between processes.
struct PerfYardstick: Sendable {
  /// Where a working set lives: a data cache of the first CPU (`L1`, `L2`, `L3`, …) or memory (`DRAM`).
  struct Level: Sendable, Equatable {
    /// `L1`, `L2`, `L3`, … or `DRAM`.
    let name: String
    /// The cache's size, bytes; nil for memory.
    let cacheBytes: Int?
  }

  /// The triad's bandwidth at one level.
  struct Bandwidth: Sendable {
    /// The level the triad's arrays fit in.
    let level: Level
    /// The triad's two arrays together, bytes (``workingSet(at:levels:)``).
    let workingSetBytes: Int
    /// Every run's bytes counted per second (24 B an element: two loads and a store), in the order they ran, > 0.
    let samples: [Double]

    /// The fastest run, bytes per second: the yardstick.
    var best: Double { samples.max() ?? 0 }
    /// The median run, bytes per second.
    var median: Double { PerfYardstick.median(samples) }
    /// The slowest run, bytes per second.
    var worst: Double { samples.min() ?? 0 }
    /// The runs' spread, percent of the best: (best − worst) / best × 100, 0 … 100.
    var spreadPercent: Double { best > 0 ? (best - worst) / best * 100 : 0 }
  }

  /// The in-core rate in one precision: every run's flops per second, in the order they ran, > 0.
  struct Arithmetic: Sendable {
    /// `Double` or `Float`.
    let precision: String
    /// Every run's flops per second.
    let samples: [Double]
    /// The fastest run, flops per second: the yardstick.
    var best: Double { samples.max() ?? 0 }
    /// The runs' spread, percent of the best, 0 … 100.
    var spreadPercent: Double { best > 0 ? (best - (samples.min() ?? 0)) / best * 100 : 0 }
  }

  /// The triad at every level, innermost first (the caches the system reports, then `DRAM`).
  let bandwidths: [Bandwidth]
  /// The in-core rate in Double and in Float (`wave_c_peak_f64`, `_f32`: independent multiplies and adds in 32-byte
  /// vectors, the C loops' AVX2 clone where the CPU has it, no fused multiply-add, as the kernels have none).
  let arithmetic: [Arithmetic]
  /// The processor's clock as the system reports it, Hz (``MachineInfo/nominalClockHz``); nil where it does not say.
  let clockHz: Double?
  /// Runs per yardstick, ≥ 1.
  let runs: Int

  /// Runs per yardstick: 15 in a release build, 1 in a debug build.
  ///
  /// A debug build also runs its memory triad over 64 MiB: its C loops are unoptimized, and its figures are for the
  /// tests' shape, not for reading.
  static var defaultRuns: Int { _isDebugAssertConfiguration() ? 1 : 15 }

  /// The smallest working set of the memory level, bytes: 64 MiB.
  static let smallestMemoryWorkingSet = 64 << 20
  /// The counted bytes each triad run moves at least (the small levels repeat their triad), bytes: 256 MiB, so that a
  /// run lasts about 2 ms even in L1, long enough for the clock and for the core's clock to settle (32 MiB in a debug
  /// build).
  static var bytesPerRun: Int { _isDebugAssertConfiguration() ? 32 << 20 : 256 << 20 }
  /// Timed attempts per run at most: 10.
  ///
  /// A run during which the scheduler took the core (an involuntary context switch) is timed again, so that a shared
  /// machine's other processes move the best less.
  static let attemptsPerRun = 10

  /// The levels of this machine: each data cache the system reports (L1 32 KiB and L2 1 MiB where it reports none),
  /// then memory.
  static func levels(caches: [(level: Int, bytes: Int)] = MachineInfo.dataCaches) -> [Level] {
    let known = caches.isEmpty ? [(1, 32 << 10), (2, 1 << 20)] : caches
    return known.map { Level(name: "L\($0.level)", cacheBytes: $0.bytes) } + [Level(name: "DRAM", cacheBytes: nil)]
  }

  /// The triad's working set at `level`: for a cache, half its size or twice the next inner cache's, the smaller (the
  /// smallest working set the inner cache no longer holds: the fastest the level gives, so that no row whose working
  /// set lives there can beat its bound); for memory twice the largest cache and at least 64 MiB.
  static func workingSet(at level: Level, levels: [Level]) -> Int {
    if let bytes = level.cacheBytes {
      let inner = levels.prefix { $0 != level }.compactMap(\.cacheBytes).last
      return max(1024, min(bytes / 2, inner.map { 2 * $0 } ?? .max))
    }
    let largest = _isDebugAssertConfiguration() ? 0 : levels.compactMap(\.cacheBytes).max() ?? 0
    return max(smallestMemoryWorkingSet, 2 * largest)
  }

  /// Measures every yardstick, `runs` rounds in which each runs once (about 1.5 s in a release build on a machine
  /// with a 260 MiB cache).
  ///
  /// The rounds interleave the yardsticks, as ``PerfRunner`` interleaves its rows: a slow spell of a shared machine
  /// then touches a few runs of every yardstick, which their best leaves out, instead of every run of one.
  static func measure(runs: Int = defaultRuns) -> PerfYardstick {
    let levels = levels()
    let triads = levels.map { Triad(workingSet: workingSet(at: $0, levels: levels)) }
    defer { for triad in triads { triad.deallocate() } }
    let peaks = [false, true].map { float in Peak(float: float) }
    var bandwidthSamples = Array(repeating: [Double](), count: triads.count)
    var arithmeticSamples = Array(repeating: [Double](), count: peaks.count)
    for _ in 0..<runs {
      for (index, triad) in triads.enumerated() {
        bandwidthSamples[index].append(Double(triad.countedBytes) / (Double(timedRun(triad.run)) / 1e9))
      }
      for (index, peak) in peaks.enumerated() {
        arithmeticSamples[index].append(peak.flops / (Double(timedRun(peak.run)) / 1e9))
      }
    }
    return PerfYardstick(
      bandwidths: zip(levels, zip(triads, bandwidthSamples)).map { level, measured in
        Bandwidth(level: level, workingSetBytes: measured.0.workingSet, samples: measured.1)
      },
      arithmetic: zip(["Double", "Float"], arithmeticSamples).map { Arithmetic(precision: $0, samples: $1) },
      clockHz: MachineInfo.nominalClockHz, runs: runs)
  }

  /// The in-place triad over two Double arrays of `workingSet / 2` bytes each, set up and run once untimed.
  ///
  /// Both arrays live in one page-aligned block, the second half a page after a page boundary: their elements of one
  /// index never share a page offset, which would make a load wait on the store to the other array's (4 KiB aliasing:
  /// it halved the L1 figure in some processes and not others).
  final class Triad {
    let workingSet: Int
    let count: Int
    let block: UnsafeMutableRawPointer
    let a: UnsafeMutablePointer<Double>, b: UnsafeMutablePointer<Double>
    /// Times the triad runs per timed run, ≥ 1 (``bytesPerRun``).
    let repeats: Int
    /// Counted bytes per timed run: 24 an element, times ``repeats``.
    var countedBytes: Int { 24 * count * repeats }

    init(workingSet: Int) {
      self.workingSet = workingSet
      count = max(64, workingSet / 16)
      let page = 4096
      let stride = (count * 8 + page - 1) / page * page + page / 2
      block = UnsafeMutableRawPointer.allocate(byteCount: stride + count * 8, alignment: page)
      a = block.bindMemory(to: Double.self, capacity: count)
      b = (block + stride).bindMemory(to: Double.self, capacity: count)
      a.initialize(repeating: 1, count: count)
      b.initialize(repeating: 1, count: count)
      repeats = max(1, bytesPerRun / (24 * count))
      run()
    }

    /// One run: the triad ``repeats`` times.
    ///
    /// The scalar is so small that `a` stays 1 + a few ulps: nothing overflows or turns subnormal over any number of
    /// runs.
    func run() {
      for _ in 0..<repeats { wave_c_triad_f64(a, b, 0x1p-60, count) }
    }

    func deallocate() { block.deallocate() }
  }

  /// The in-core loop in one precision (about 8 ms a run in a release build), run once untimed.
  struct Peak {
    let float: Bool
    /// Flops per run.
    var flops: Double { Double(Self.iterations) * (float ? 192 : 96) }
    static var iterations: Int { _isDebugAssertConfiguration() ? 20_000 : 2_000_000 }

    init(float: Bool) {
      self.float = float
      run()
    }

    /// One run of ``iterations`` rounds.
    ///
    /// a ↦ a·m + c with m just below 1 settles at c / (1 − m): finite and normal.
    func run() {
      if float {
        blackHole(wave_c_peak_f32(Self.iterations, 0.999_9, 1e-4))
      } else {
        blackHole(wave_c_peak_f64(Self.iterations, 0.999_999, 1e-6))
      }
    }
  }

  /// One timing of `body`, ns (> 0): timed again, up to ``attemptsPerRun`` times in all, while the scheduler takes
  /// the core during it (an involuntary context switch); the last attempt's time when every attempt was preempted.
  static func timedRun(_ body: () -> Void) -> UInt64 {
    var elapsed: UInt64 = 1
    for _ in 0..<attemptsPerRun {
      let switches = PerfClock.involuntarySwitches()
      let start = PerfClock.now()
      body()
      elapsed = max(1, PerfClock.now() - start)
      guard let switches, let after = PerfClock.involuntarySwitches(), after != switches else { break }
    }
    return elapsed
  }

  /// These runs and `later`'s together, each level's and precision's samples in the order they ran.
  ///
  /// perf measures the yardsticks before its paths and again after them, so that a slow spell of a shared machine
  /// must last the whole run to move their best. `later` must have the same levels, in the same order.
  func merged(with later: PerfYardstick) -> PerfYardstick {
    PerfYardstick(
      bandwidths: zip(bandwidths, later.bandwidths).map { first, second in
        Bandwidth(level: first.level, workingSetBytes: first.workingSetBytes, samples: first.samples + second.samples)
      },
      arithmetic: zip(arithmetic, later.arithmetic).map { first, second in
        Arithmetic(precision: first.precision, samples: first.samples + second.samples)
      }, clockHz: clockHz, runs: runs + later.runs)
  }

  /// The median of `values` (the upper one of an even count), 0 when empty.
  static func median(_ values: [Double]) -> Double {
    values.isEmpty ? 0 : values.sorted()[values.count / 2]
  }

  /// The triad that bounds a working set of `bytes`: the one with the largest working set not above `bytes` (the
  /// innermost when all are above), nil when none was measured.
  ///
  /// Bandwidth falls as the working set grows, so a frame reading `bytes` moves them no faster than that triad: a
  /// working set just past a cache still hits it in part, and a bound from the next level's own triad would be
  /// beaten (100,000 lanes, 2.4 MB against a 2 MiB L2, ran at 0.76 × such a bound).
  func level(ofWorkingSet bytes: Int) -> Bandwidth? {
    bandwidths.last { $0.workingSetBytes <= bytes } ?? bandwidths.first
  }

  /// The in-core rate in `precision` (`Double`, `Float`), flops per second; nil when not measured.
  func peakFlops(_ precision: String) -> Double? {
    arithmetic.first { $0.precision == precision }?.best
  }
}
