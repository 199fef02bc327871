import Foundation
import WaveOutput

/// The fields every report JSON starts with: `schemaVersion`, `report`, `tool`, `machine`.
///
/// No timestamp, so that a report reproduces bit for bit on the same machine.
enum ReportHeader {
  /// The layout version of the report JSON files; bump it when a key changes meaning or disappears.
  static let schemaVersion = 1

  /// The header members for report `name`.
  static func members(report name: String) -> [(String, JSONValue)] {
    [
      ("schemaVersion", .integer(schemaVersion)),
      ("report", .string(name)),
      ("tool", .object([("name", .string("wave-bench")), ("version", .string(WaveBenchVersion.string))])),
      ("machine", machine),
    ]
  }

  /// The machine (``MachineInfo``), stable facts only: the OS release (not the kernel build, which changes
  /// from machine to machine with no change in the code), architecture, CPU model, logical cores, and the math
  /// library build the numbers were computed with (``ReproducibleMath/codePath``).
  static var machine: JSONValue {
    .object([
      ("os", .string(MachineInfo.os)),
      ("arch", .string(MachineInfo.architecture)),
      ("cpu", .string(MachineInfo.cpuModel)),
      ("cores", .integer(MachineInfo.cores)),
      ("math", .string(ReproducibleMath.codePath)),
    ])
  }
}
