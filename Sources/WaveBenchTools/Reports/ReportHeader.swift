import Foundation

/// The fields every report JSON starts with: `schemaVersion`, `report`, `tool`, `machine`. No timestamp, so
/// that a report reproduces bit for bit on the same machine.
public enum ReportHeader {
  /// The layout version of the report JSON files; bump it when a key changes meaning or disappears.
  public static let schemaVersion = 1

  /// The header members for report `name`.
  public static func members(report name: String) -> [(String, JSONValue)] {
    [
      ("schemaVersion", .integer(schemaVersion)),
      ("report", .string(name)),
      ("tool", .object([("name", .string("wave-bench")), ("version", .string(WaveBenchVersion.string))])),
      ("machine", machine),
    ]
  }

  /// The machine: operating system and kernel, architecture, CPU model, logical cores.
  public static let machine: JSONValue = {
    var system = utsname()
    uname(&system)
    func text<T>(_ field: T) -> String {
      withUnsafeBytes(of: field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model =
      cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
      .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" }
      ?? "unknown"
    return .object([
      ("os", .string("\(text(system.sysname)) \(text(system.release))")),
      ("arch", .string(text(system.machine))),
      ("cpu", .string(model)),
      ("cores", .integer(ProcessInfo.processInfo.activeProcessorCount)),
    ])
  }()
}
