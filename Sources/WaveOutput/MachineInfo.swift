import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one description of the machine and the build that produced an output: reports, perf results and the
/// gate's baseline all record it from here.
package enum MachineInfo {
  /// `model name` from /proc/cpuinfo (its first processor) on Linux, `machdep.cpu.brand_string` (sysctl) on
  /// macOS, or `unknown`.
  package static let cpuModel: String = {
    #if canImport(Darwin)
    return sysctlString("machdep.cpu.brand_string") ?? "unknown"
    #else
    let text = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    for line in text.split(separator: "\n") where line.hasPrefix("model name") {
      return line.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    }
    return "unknown"
    #endif
  }()

  /// Logical cores this process may use.
  package static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

  /// The distribution (`PRETTY_NAME` of /etc/os-release, `Debian GNU/Linux 12 (bookworm)`), or `Linux`; on macOS
  /// `macOS` and its version (`macOS 15.1.0`).
  ///
  /// A release, never a kernel build.
  package static let os: String = {
    #if canImport(Darwin)
    let version = ProcessInfo.processInfo.operatingSystemVersion
    return "macOS \(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
    #else
    let text = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)) ?? ""
    for line in text.split(separator: "\n") where line.hasPrefix("PRETTY_NAME=") {
      return String(line.dropFirst("PRETTY_NAME=".count)).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
    }
    return "Linux"
    #endif
  }()

  #if canImport(Darwin)
  /// A string sysctl value (`machdep.cpu.brand_string`), or nil.
  static func sysctlString(_ name: String) -> String? {
    var size = 0
    guard sysctlbyname(name, nil, &size, nil, 0) == 0, size > 0 else { return nil }
    var bytes = [CChar](repeating: 0, count: size)
    guard sysctlbyname(name, &bytes, &size, nil, 0) == 0 else { return nil }
    return String(cString: bytes)
  }
  #endif

  /// The architecture from uname(2) (`x86_64`).
  package static var architecture: String { uname(\.machine) }

  /// The data caches of the first CPU, innermost first: each level (1, 2, 3, …) and its size in bytes (> 0), from
  /// /sys/devices/system/cpu/cpu0/cache on Linux (data and unified caches; instruction caches left out); empty
  /// where the system does not say.
  package static let dataCaches: [(level: Int, bytes: Int)] = {
    #if os(Linux)
    var caches: [(level: Int, bytes: Int)] = []
    for index in 0..<8 {
      let folder = "/sys/devices/system/cpu/cpu0/cache/index\(index)/"
      func read(_ name: String) -> String? {
        (try? String(contentsOfFile: folder + name, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
      }
      guard let type = read("type"), let level = read("level").flatMap({ Int($0) }), let size = read("size") else {
        continue
      }
      guard type != "Instruction", let bytes = cacheBytes(size) else { continue }
      caches.append((level, bytes))
    }
    return caches.sorted { $0.level < $1.level }
    #else
    return []
    #endif
  }()

  /// A sysfs cache size (`48K`, `2048K`, `260M`) in bytes, or nil.
  static func cacheBytes(_ text: String) -> Int? {
    let units: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
    guard let last = text.last else { return nil }
    if let unit = units[last] { return Int(text.dropLast()).map { $0 * unit }.flatMap { $0 > 0 ? $0 : nil } }
    return Int(text).flatMap { $0 > 0 ? $0 : nil }
  }

  /// The clock the system reports for the first processor, Hz (`cpu MHz` of /proc/cpuinfo on Linux: on a virtual
  /// machine the host's nominal clock, not the turbo clock a core may run at); nil where the system does not say.
  package static let nominalClockHz: Double? = {
    #if os(Linux)
    let text = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    for line in text.split(separator: "\n") where line.hasPrefix("cpu MHz") {
      guard let value = line.split(separator: ":", maxSplits: 1).last,
        let mhz = Double(value.trimmingCharacters(in: .whitespaces)), mhz > 0
      else { return nil }
      return mhz * 1e6
    }
    return nil
    #else
    return nil
    #endif
  }()

  /// The Swift compiler that built this binary (major.minor from the compiler directives).
  static var swiftVersion: String {
    #if swift(>=6.3)
    return "6.3+"
    #elseif swift(>=6.2)
    return "6.2"
    #elseif swift(>=6.1)
    return "6.1"
    #else
    return "6.0"
    #endif
  }

  /// The Swift toolchain on the PATH as `swift --version` prints it, its lines joined by `; ` (`Swift version 6.3.1
  /// (swift-6.3.1-RELEASE); Target: x86_64-unknown-linux-gnu`): the toolchain that builds the binaries a gate
  /// measures; the compiler of this binary (``swiftVersion``) when no `swift` answers.
  package static let swiftToolchain: String = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "--version"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return swiftVersion }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let lines = output.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
    guard process.terminationStatus == 0, !lines.isEmpty else { return swiftVersion }
    return lines.filter { !$0.isEmpty }.joined(separator: "; ")
  }()

  /// `debug` or `release`: how this binary was compiled (SwiftPM's debug configuration defines `DEBUG`).
  package static var buildConfiguration: String {
    #if DEBUG
    "debug"
    #else
    "release"
    #endif
  }

  private static func uname<Field>(_ field: KeyPath<utsname, Field>) -> String {
    var system = utsname()
    #if canImport(Glibc)
    _ = Glibc.uname(&system)
    #else
    _ = Darwin.uname(&system)
    #endif
    return withUnsafeBytes(of: system[keyPath: field]) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
  }
}
