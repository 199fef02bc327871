import CReference
import Foundation
import WaveOutput

/// What the perf numbers were measured on.
struct PerfMachine: Sendable {
  /// The CPU model (``WaveOutput/MachineInfo/cpuModel``: /proc/cpuinfo on Linux, sysctl on macOS).
  let cpuModel: String
  /// Logical cores the process may use.
  let cores: Int
  /// How the measured code was compiled.
  let buildFlags: [String]
  /// The bandwidth and arithmetic yardsticks of the roofline (``PerfYardstick``).
  let yardstick: PerfYardstick
  /// The bytes of state of ``batchFootprintLanes`` Double lanes (value, velocity, target: 24 B a lane), the
  /// footprint of the copies below.
  let batchFootprintBytes: Int
  /// A copy whose source and destination together are ``batchFootprintBytes`` (where the 1 M-lane batch's
  /// lanes live: in the caches on a large last-level cache, else memory), one thread, best of several: bytes
  /// read + written per second.
  let batchFootprintCopyBandwidth: Double
  /// The same copy split in two halves on two threads (when there are 2 or more cores): the bandwidth two
  /// threads can draw from there together, which bounds `batch-parallel` at 1 M lanes.
  ///
  /// nil on one core.
  let batchFootprintCopyBandwidthTwoThreads: Double?

  /// The lanes whose footprint the second copy measures: 1,000,000 (perf's largest default size).
  static let batchFootprintLanes = 1_000_000

  /// Reads the machine, and measures the yardsticks and the copy bandwidths (about 1.5 s in a release build).
  static func measure() -> PerfMachine {
    let footprint = batchFootprintLanes * 3 * MemoryLayout<Double>.size
    let cores = MachineInfo.cores
    return PerfMachine(
      cpuModel: MachineInfo.cpuModel, cores: cores, buildFlags: buildFlags(),
      yardstick: PerfYardstick.measure(), batchFootprintBytes: footprint,
      batchFootprintCopyBandwidth: copyBandwidth(footprint: footprint, threads: 1),
      batchFootprintCopyBandwidthTwoThreads: cores >= 2 ? copyBandwidth(footprint: footprint, threads: 2) : nil)
  }

  /// This machine with its yardsticks measured again and merged with the first runs (``PerfYardstick/merged(with:)``):
  /// what perf does after its paths.
  func measuringYardsticksAgain() -> PerfMachine {
    PerfMachine(
      cpuModel: cpuModel, cores: cores, buildFlags: buildFlags, yardstick: yardstick.merged(with: .measure()),
      batchFootprintBytes: batchFootprintBytes, batchFootprintCopyBandwidth: batchFootprintCopyBandwidth,
      batchFootprintCopyBandwidthTwoThreads: batchFootprintCopyBandwidthTwoThreads)
  }

  /// A copy of `footprint / 2` bytes into another `footprint / 2` (≥ 128 bytes), split over `threads` (1 or 2)
  /// threads, each copying its own half of both buffers; `runs` runs after one warm-up, the best: bytes read +
  /// written per second.
  ///
  /// The threads are started per run (Dispatch), which the 20 runs' best keeps small.
  static func copyBandwidth(footprint: Int, threads: Int, runs: Int = 20) -> Double {
    let bytes = (footprint / 2) & ~127
    let source = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
    let destination = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
    defer {
      source.deallocate()
      destination.deallocate()
    }
    source.initializeMemory(as: UInt8.self, repeating: 1, count: bytes)
    destination.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
    // `nonisolated(unsafe)`: the workers copy disjoint halves of the two buffers, which outlive them.
    nonisolated(unsafe) let (from, to) = (source, destination)
    let part = bytes / threads
    func run() {
      if threads == 1 {
        wave_c_copy(to, from, bytes)
      } else {
        DispatchQueue.concurrentPerform(iterations: threads) { i in
          wave_c_copy(to + i * part, from + i * part, i == threads - 1 ? bytes - i * part : part)
        }
      }
    }
    run()
    var best = UInt64.max
    for _ in 0..<runs {
      let start = PerfClock.now()
      run()
      best = min(best, PerfClock.now() - start)
    }
    return Double(2 * bytes) / (Double(best) / 1e9)
  }

  static func buildFlags() -> [String] {
    var flags: [String] = []
    flags.append(MachineInfo.buildConfiguration == "debug" ? "swift: debug (-Onone)" : "swift: release (-O)")
    flags.append("batch paths stepped by: " + CommandEnvironment.current.batchCompilation.name)
    flags.append(
      "CReference: -O2, FP contraction off; Euler loops and yardsticks run as: " + String(cString: wave_c_isa()))
    return flags
  }
}
