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

  /// The Swift compiler that built this binary (major.minor from the compiler directives).
  package static var swiftVersion: String {
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

  /// `release` or `debug`: how this binary was compiled.
  package static var buildConfiguration: String {
    _isDebugAssertConfiguration() ? "debug" : "release"
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
