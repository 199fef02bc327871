import Foundation

/// The one description of the machine and the build that produced an output: reports, perf results and the
/// gate's baseline all record it from here.
public enum MachineInfo {
  /// `model name` from /proc/cpuinfo (its first processor), or `unknown`.
  public static let cpuModel: String = {
    let text = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    for line in text.split(separator: "\n") where line.hasPrefix("model name") {
      return line.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    }
    return "unknown"
  }()

  /// Logical cores this process may use.
  public static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

  /// The distribution (`PRETTY_NAME` of /etc/os-release, `Debian GNU/Linux 12 (bookworm)`), or `Linux`.
  public static let os: String = {
    let text = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)) ?? ""
    for line in text.split(separator: "\n") where line.hasPrefix("PRETTY_NAME=") {
      return String(line.dropFirst("PRETTY_NAME=".count)).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
    }
    return "Linux"
  }()

  /// The architecture from uname(2) (`x86_64`).
  public static var architecture: String { uname(\.machine) }

  /// The Swift compiler that built this binary (major.minor from the compiler directives).
  public static var swiftVersion: String {
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

  /// `release` or `debug`: how this binary was compiled.
  public static var buildConfiguration: String {
    _isDebugAssertConfiguration() ? "debug" : "release"
  }

  private static func uname<Field>(_ field: KeyPath<utsname, Field>) -> String {
    var system = utsname()
    _ = Glibc.uname(&system)
    return withUnsafeBytes(of: system[keyPath: field]) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
  }
}
