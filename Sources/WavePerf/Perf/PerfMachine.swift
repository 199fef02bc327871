import CReference
import Foundation
import WaveOutput

/// What the perf numbers were measured on.
public struct PerfMachine: Sendable {
  /// The CPU model (``WaveOutput/MachineInfo/cpuModel``: /proc/cpuinfo on Linux, sysctl on macOS).
  public let cpuModel: String
  /// Logical cores the process may use.
  public let cores: Int
  /// How the measured code was compiled.
  public let buildFlags: [String]
  /// A memcpy of a buffer much larger than the caches, best of several: bytes read + written per second.
  public let copyBandwidth: Double

  /// Reads the machine, and measures the copy bandwidth (about 0.3 s).
  public static func measure() -> PerfMachine {
    PerfMachine(
      cpuModel: MachineInfo.cpuModel, cores: MachineInfo.cores, buildFlags: buildFlags(),
      copyBandwidth: copyBandwidth())
  }

  static func buildFlags() -> [String] {
    var flags: [String] = []
    flags.append(_isDebugAssertConfiguration() ? "swift: debug (-Onone)" : "swift: release (-O)")
    flags.append("batch paths stepped by: " + BatchCompilation.name)
    flags.append("CReference: -O2, FP contraction off; Euler loops run as: " + String(cString: wave_c_isa()))
    return flags
  }

  /// 2 × 64 MiB copied 6 times; the best run.
  static func copyBandwidth() -> Double {
    let bytes = 64 << 20
    let source = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
    let destination = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
    defer {
      source.deallocate()
      destination.deallocate()
    }
    source.initializeMemory(as: UInt8.self, repeating: 1, count: bytes)
    destination.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
    var best = UInt64.max
    for _ in 0..<6 {
      let start = PerfClock.now()
      wave_c_copy(destination, source, bytes)
      best = min(best, PerfClock.now() - start)
    }
    return Double(2 * bytes) / (Double(best) / 1e9)
  }
}
