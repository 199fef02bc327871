import Foundation

/// What the building machine's own CPU makes of the batch paths: a perf run of a build whose `wave-bench` was
/// compiled with `WAVEBENCH_CPU=native` (`-target-cpu native`: AVX-512 where the host has it), read from
/// `perf-native.json` beside the report and set beside the pinned build's figures (``PerfNativeComparison``).
///
/// Made by `scripts/perf-native.sh` (its own scratch folder, so the pinned build and the gate's stay haswell) and
/// rendered into perf.md by `wave-bench perf --output reports`, as ``AnimatorProfile`` is.
struct PerfNative: Sendable, Equatable {
  /// One measured row of the native run.
  struct Row: Sendable, Equatable {
    let path: String, animators: Int, springs: String, schedule: String
    /// The median ns per animator-frame, > 0.
    let nsPerAnimatorFrame: Double
  }

  static let fileName = "perf-native.json"
  /// The command that makes the file.
  static let command = "scripts/perf-native.sh"

  /// The CPU the native run ran on.
  let cpuModel: String
  /// Its build flags (``PerfMachine/buildFlags``), among them what the batch paths were compiled for.
  let buildFlags: [String]
  let rows: [Row]

  /// The build flag that says what the batch paths were compiled for, or "" when the file has none.
  var batchCompilation: String { buildFlags.first { $0.hasPrefix("batch paths stepped by") } ?? "" }

  /// Reads `perf-native.json` from `directory`; nil when it is absent or not a perf report (perf.md then says how to
  /// make it).
  static func load(directory: String) -> PerfNative? {
    let path = (directory as NSString).appendingPathComponent(fileName)
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return parse(data)
  }

  /// Parses a perf report's JSON (`schemaVersion` 1); nil when it is not one.
  static func parse(_ data: Data) -> PerfNative? {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      object["schemaVersion"] as? Int == 1, let machine = object["machine"] as? [String: Any],
      let list = object["results"] as? [[String: Any]]
    else { return nil }
    var rows: [Row] = []
    for entry in list {
      guard let path = entry["path"] as? String, let animators = entry["animators"] as? Int,
        let ns = (entry["nsPerAnimatorFrame"] as? NSNumber)?.doubleValue, ns > 0
      else { return nil }
      rows.append(
        Row(
          path: path, animators: animators, springs: entry["springs"] as? String ?? "shared",
          schedule: entry["schedule"] as? String ?? "60hz", nsPerAnimatorFrame: ns))
    }
    return PerfNative(
      cpuModel: machine["cpuModel"] as? String ?? "unknown", buildFlags: machine["buildFlags"] as? [String] ?? [],
      rows: rows)
  }
}

/// The native run's figures beside this run's, row by row: the rows both measured (same path, size, springs and
/// schedule).
struct PerfNativeComparison: Sendable {
  /// One row measured by both builds.
  struct Row: Sendable, Equatable {
    let path: String, animators: Int, springs: String, schedule: String
    /// This run's median (the pinned instruction set) and the native run's, ns per animator-frame, > 0.
    let pinnedNs: Double, nativeNs: Double
    /// pinned / native: above 1 when the native build is faster.
    var speedup: Double { pinnedNs / nativeNs }
  }

  /// The native file as read.
  let native: PerfNative
  /// Whether the native run ran on the same CPU model as this one (else its figures compare two machines).
  let sameCPU: Bool
  let rows: [Row]

  /// The rows of `results` that `native` measured too, in `results`' order.
  init(results: [PerfResult], native: PerfNative, cpuModel: String) {
    self.native = native
    sameCPU = native.cpuModel == cpuModel
    rows = results.compactMap { result in
      guard
        let other = native.rows.first(where: {
          $0.path == result.path && $0.animators == result.animators && $0.springs == result.springs
            && $0.schedule == result.schedule
        })
      else { return nil }
      return Row(
        path: result.path, animators: result.animators, springs: result.springs, schedule: result.schedule,
        pinnedNs: result.nsPerAnimatorFrame, nativeNs: other.nsPerAnimatorFrame)
    }
  }
}
