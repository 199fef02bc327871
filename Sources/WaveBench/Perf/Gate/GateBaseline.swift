import Foundation
import WaveOutput

/// The committed baseline of `wave-bench gate` (`reports/perf-baseline.json`), and the shape of its JSON.
///
/// Schema (version 1):
/// - `schemaVersion`: 1.
/// - `tool`: the wave-bench version that wrote it.
/// - `machine`: `cpu` (model name), `cores`, `os`; `build`: `configuration` (`release` or `debug`),
///   `swift` (compiler version), `valgrind`; `frames`: the short and long frame counts of each measurement.
/// - `workloads[]`: `name`, `animators` (per frame), `command` (another engine's program, ``ExternalProgram``; absent
///   for a built-in workload), `instructionsShort`/`instructionsLong` and
///   `allocationsShort`/`allocationsLong` (the raw counts of the two runs: callgrind's instructions of the
///   whole process, the heap allocations of the frames), and the derived
///   `instructionsPerAnimatorFrame` = (long − short) / ((longFrames − shortFrames) · animators) and
///   `allocationsPerFrame` = (long − short) / (longFrames − shortFrames).
///
/// Only the raw counts are compared; the derived numbers are there for people. Read with `JSONDecoder`,
/// written with ``JSONValue`` (``json()``, keys in alphabetical order).
struct GateBaseline: Decodable, Equatable, Sendable {
  var schemaVersion = 1
  var tool: String
  var machine: Machine
  var build: Build
  var frames: Frames
  var workloads: [Workload]

  /// The machine the counts were taken on (``MachineInfo``): CPU model, logical cores, OS release.
  struct Machine: Decodable, Equatable, Sendable {
    var cpu: String, cores: Int, os: String
  }

  /// The build that was counted: `release` or `debug`, the Swift compiler, the valgrind version.
  struct Build: Decodable, Equatable, Sendable {
    var configuration: String, swift: String, valgrind: String
  }

  /// The frame counts of the two runs whose difference is a measurement.
  struct Frames: Decodable, Equatable, Sendable {
    var short: Int, long: Int
  }

  struct Workload: Decodable, Equatable, Sendable {
    var name: String
    var animators: Int
    var instructionsShort: Int
    var instructionsLong: Int
    var allocationsShort: Int
    var allocationsLong: Int
    var instructionsPerAnimatorFrame: Double
    var allocationsPerFrame: Double
    /// The command of another engine's program (``ExternalProgram``), as given to `--external`; nil for a built-in
    /// workload.
    var command: String?

    init(
      name: String, animators: Int, instructionsShort: Int, instructionsLong: Int, allocationsShort: Int,
      allocationsLong: Int, instructionsPerAnimatorFrame: Double, allocationsPerFrame: Double
    ) {
      self.name = name
      self.animators = animators
      self.instructionsShort = instructionsShort
      self.instructionsLong = instructionsLong
      self.allocationsShort = allocationsShort
      self.allocationsLong = allocationsLong
      self.instructionsPerAnimatorFrame = instructionsPerAnimatorFrame
      self.allocationsPerFrame = allocationsPerFrame
    }
  }

  /// Reads a baseline.
  ///
  /// - Throws: ``GateError/badBaseline(_:)`` naming the file when it is missing, not JSON, or of another
  ///   schema version.
  static func load(path: String) throws -> GateBaseline {
    let shown = UserText.path(path)
    guard FileManager.default.fileExists(atPath: path) else {
      throw GateError.badBaseline("no baseline at \(shown); create one with `wave-bench gate --update`")
    }
    let data: Data
    do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
      throw GateError.badBaseline("cannot read \(shown)")
    }
    let baseline: GateBaseline
    do { baseline = try JSONDecoder().decode(GateBaseline.self, from: data) } catch {
      throw GateError.badBaseline("\(shown) is not a valid baseline (schemaVersion 1): \(error)")
    }
    guard baseline.schemaVersion == 1 else {
      throw GateError.badBaseline("\(shown) has schemaVersion \(baseline.schemaVersion); this wave-bench reads 1")
    }
    return baseline
  }

  /// How this machine differs from the baseline's where instruction counts can differ for that alone: the CPU
  /// model, the Swift toolchain (``MachineInfo/swiftToolchain``), the valgrind version; one phrase each
  /// (`cpu: Apple M2 → Intel(R) Xeon(R) Processor`), empty when they agree.
  func differences(cpu: String, swift: String, valgrind: String) -> [String] {
    [("cpu", machine.cpu, cpu), ("swift", build.swift, swift), ("valgrind", build.valgrind, valgrind)].compactMap {
      $0.1 == $0.2 ? nil : "\($0.0): \(UserText.escaped($0.1, limit: 120)) → \(UserText.escaped($0.2, limit: 120))"
    }
  }

  /// This measurement with the workloads of `old` it did not measure, ordered as `order` names them (names
  /// it lacks last, in their previous order): what `gate --update --workloads …` writes.
  func merging(_ old: GateBaseline?, order: [String]) -> GateBaseline {
    guard let old else { return self }
    var merged = self
    merged.workloads += old.workloads.filter { w in !workloads.contains { $0.name == w.name } }
    func rank(_ name: String) -> Int { order.firstIndex(of: name) ?? .max }
    // Stable: names `order` lacks (other engines' programs) keep their order after the catalogue's.
    merged.workloads = merged.workloads.enumerated()
      .sorted { (rank($0.element.name), $0.offset) < (rank($1.element.name), $1.offset) }.map(\.element)
    return merged
  }
}

extension GateBaseline {
  /// The baseline file's text through the one JSON writer: keys in alphabetical order at every level (so that
  /// an update changes only the lines of the numbers that moved), a final newline.
  func json() -> String {
    JSONValue.object([
      (
        "build",
        .object([
          ("configuration", .string(build.configuration)), ("swift", .string(build.swift)),
          ("valgrind", .string(build.valgrind)),
        ])
      ),
      ("frames", .object([("long", .integer(frames.long)), ("short", .integer(frames.short))])),
      (
        "machine",
        .object([("cores", .integer(machine.cores)), ("cpu", .string(machine.cpu)), ("os", .string(machine.os))])
      ),
      ("schemaVersion", .integer(schemaVersion)),
      ("tool", .string(tool)),
      ("workloads", .array(workloads.map(\.json))),
    ]).serialized() + "\n"
  }
}

extension GateBaseline.Workload {
  /// One workload's object, keys in alphabetical order.
  var json: JSONValue {
    let counts: [(String, JSONValue)] = [
      ("allocationsLong", .integer(allocationsLong)),
      ("allocationsPerFrame", .number(allocationsPerFrame)),
      ("allocationsShort", .integer(allocationsShort)),
      ("animators", .integer(animators)),
    ]
    let command = self.command.map { [("command", JSONValue.string($0))] } ?? []
    return .object(
      counts + command + [
        ("instructionsLong", .integer(instructionsLong)),
        ("instructionsPerAnimatorFrame", .number(instructionsPerAnimatorFrame)),
        ("instructionsShort", .integer(instructionsShort)),
        ("name", .string(name)),
      ])
  }
}
