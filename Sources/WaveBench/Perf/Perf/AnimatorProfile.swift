import Foundation

/// Where the animator paths' instructions go: the callgrind profile of the gate workloads `animator-1000`
/// (`SpringAnimator<CGFloat>`, what a Wave user pays today) and `animator-specialized-1000`
/// (`SpecializedSpringAnimator<CGFloat>`, what it could cost), per animator-frame.
///
/// Made by `scripts/animator-profile.sh` (callgrind with `--dump-instr=yes` on `wave-bench gate-workload`,
/// frames 10 and 60, the difference over the 50 extra frames and the animators, as the gate counts), committed
/// as `reports/animator-profile.json`, and rendered into perf.md by `wave-bench perf --output reports`, so that
/// perf.md's numbers come from code and its Regenerate line stays true. Counts are exact for one binary; they
/// change with the code and the toolchain.
struct AnimatorProfile: Sendable, Equatable {
  /// One function's share of a workload's frame.
  struct Function: Sendable, Equatable {
    /// The demangled function name (or an address where callgrind had no symbol).
    let name: String
    /// The object file it lives in (`wave-bench`, `libswiftCore.so`, …).
    let object: String
    /// Instructions it executes per animator-frame (self cost, not including its callees), ≥ 0.
    let instructionsPerAnimatorFrame: Double
  }

  /// One profiled workload.
  struct Workload: Sendable, Equatable {
    /// The gate workload's name (`animator-1000`, `animator-specialized-1000`).
    let name: String
    /// Animators stepped per frame (≥ 1).
    let animators: Int
    /// All instructions per animator-frame (the gate's count for the same binary).
    let instructionsPerAnimatorFrame: Double
    /// The costliest functions, largest first (the script keeps 10).
    let functions: [Function]

    /// A function's fraction of ``instructionsPerAnimatorFrame``, 0 … 1.
    func share(of function: Function) -> Double {
      instructionsPerAnimatorFrame > 0 ? function.instructionsPerAnimatorFrame / instructionsPerAnimatorFrame : 0
    }
  }

  static let fileName = "animator-profile.json"
  /// The command that makes the file.
  static let command = "scripts/animator-profile.sh"
  /// The workload of today's animator and of the specialized one.
  static let animatorName = "animator-1000", specializedName = "animator-specialized-1000"

  /// `valgrind --version` of the run.
  let valgrind: String
  /// The frames of the two runs whose difference is profiled.
  let shortFrames: Int, longFrames: Int
  let workloads: [Workload]

  /// Today's animator (`animator-1000`), if profiled.
  var animator: Workload? { workloads.first { $0.name == Self.animatorName } }
  /// The specialized animator (`animator-specialized-1000`), if profiled.
  var specialized: Workload? { workloads.first { $0.name == Self.specializedName } }
  /// How many times fewer instructions per animator-frame the specialized path executes (the target:
  /// ≥ ``GateWorkload/specializedAnimatorTarget``).
  var specializedSpeedup: Double? {
    guard let a = animator, let s = specialized, s.instructionsPerAnimatorFrame > 0 else { return nil }
    return a.instructionsPerAnimatorFrame / s.instructionsPerAnimatorFrame
  }

  init(valgrind: String, shortFrames: Int, longFrames: Int, workloads: [Workload]) {
    self.valgrind = valgrind
    self.shortFrames = shortFrames
    self.longFrames = longFrames
    self.workloads = workloads
  }

  /// Reads `animator-profile.json` from `directory`; nil when it is absent or not such a file (perf.md then
  /// says how to make it).
  static func load(directory: String) -> AnimatorProfile? {
    let path = (directory as NSString).appendingPathComponent(fileName)
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return parse(data)
  }

  /// Parses the file's JSON (`schemaVersion` 1); nil when it is not one.
  static func parse(_ data: Data) -> AnimatorProfile? {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      object["schemaVersion"] as? Int == 1, let frames = object["frames"] as? [String: Any],
      let short = frames["short"] as? Int, let long = frames["long"] as? Int,
      let list = object["workloads"] as? [[String: Any]]
    else { return nil }
    var workloads: [Workload] = []
    for entry in list {
      guard let name = entry["name"] as? String, let animators = entry["animators"] as? Int,
        let total = (entry["instructionsPerAnimatorFrame"] as? NSNumber)?.doubleValue,
        let functions = entry["functions"] as? [[String: Any]]
      else { return nil }
      let parsed = functions.compactMap { f -> Function? in
        guard let name = f["function"] as? String,
          let count = (f["instructionsPerAnimatorFrame"] as? NSNumber)?.doubleValue
        else { return nil }
        return Function(name: name, object: f["object"] as? String ?? "", instructionsPerAnimatorFrame: count)
      }
      workloads.append(
        Workload(name: name, animators: animators, instructionsPerAnimatorFrame: total, functions: parsed))
    }
    return AnimatorProfile(
      valgrind: object["valgrind"] as? String ?? "", shortFrames: short, longFrames: long, workloads: workloads)
  }
}
