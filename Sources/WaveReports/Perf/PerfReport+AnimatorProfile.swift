import WavePerf
import WaveOutput

extension PerfReport {
  /// perf.md's section on where the animator paths' instructions go (``AnimatorProfile``, read from
  /// `animator-profile.json` beside the report), or how to make that file when there is none.
  static func animatorProfileMarkdown(_ profile: AnimatorProfile?) -> String {
    var out = "\n## Where the animator's instructions go\n\n"
    guard let profile, let animator = profile.animator else {
      out += "No `\(AnimatorProfile.fileName)` beside this report: run `swift build -c release && "
      out += "\(AnimatorProfile.command)`, then this command again.\n"
      return out
    }
    out += "Instructions per animator-frame under callgrind (`--dump-instr=yes`), counted as the gate counts: the "
    out += "gate workload run for \(profile.shortFrames) and for \(profile.longFrames) frames, the difference "
    out += "divided by the extra frames and the 1,000 animators, so that setup cancels. From "
    out += "`\(AnimatorProfile.fileName)`, made by `\(AnimatorProfile.command)` (\(profile.valgrind)) on the release "
    out += "build; each function's own instructions, not its callees'.\n\n"
    out += "- **What Wave's animator costs today** (`\(animator.name)`, `SpringAnimator<CGFloat>` as upstream main "
    out += "steps it): **\(NumberFormat.fixed(animator.instructionsPerAnimatorFrame, 1))** instructions per "
    out += "animator-frame.\n"
    if let specialized = profile.specialized, let speedup = profile.specializedSpeedup {
      out += "- **What it could cost** (`\(specialized.name)`, `SpecializedSpringAnimator<CGFloat>`: the same API, "
      out += "values and callbacks bit for bit): **\(NumberFormat.fixed(specialized.instructionsPerAnimatorFrame, 1))**"
      out += ", \(NumberFormat.fixed(speedup, 1))× fewer (the target is ≥ \(NumberFormat.shortest(GateWorkload.specializedAnimatorTarget))×). The change upstream could adopt "
      out += "in `SpringAnimator.swift`: the frame `@inlinable` and stored as a closure made where `T` is known (the "
      out += "driver's call through the `AnimatorProviding` existential otherwise lands in the unspecialized generic "
      out += "body: metadata lookups, value-witness copies, witness-table calls), stored properties exempt from "
      out += "dynamic exclusivity checks (`swift_beginAccess` with its thread-local access set, about ten per frame), "
      out += "and `runningTime` without a main-actor closure (a dynamic executor check per call).\n"
    }
    for workload in profile.workloads {
      out += "\n### `\(workload.name)`: top \(workload.functions.count) functions\n\n"
      out += "| # | function | object | instructions per animator-frame | share |\n|--:|---|---|--:|--:|\n"
      for (index, function) in workload.functions.enumerated() {
        let name = function.name.replacingOccurrences(of: "|", with: "\\|")
        out += "| \(index + 1) | `\(name)` | \(function.object) "
        out += "| \(NumberFormat.fixed(function.instructionsPerAnimatorFrame, 1)) "
        out += "| \(NumberFormat.percent(workload.share(of: function), 2)) |\n"
      }
      out += "| | all functions | | \(NumberFormat.fixed(workload.instructionsPerAnimatorFrame, 1)) | 100 % |\n"
    }
    return out
  }
}
