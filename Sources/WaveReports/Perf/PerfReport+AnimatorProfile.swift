import WaveOutput
import WavePerf

extension PerfReport {
  /// perf.md's section on where the animator paths' instructions go (``AnimatorProfile``, read from
  /// `animator-profile.json` beside the report), or how to make that file when there is none.
  static func animatorProfileMarkdown(_ profile: AnimatorProfile?) -> String {
    let heading = "\n## Where the animator's instructions go\n\n"
    guard let profile, let animator = profile.animator else {
      return heading + """
        No `\(AnimatorProfile.fileName)` beside this report: run `swift build -c release && \
        \(AnimatorProfile.command)`, then this command again.\n
        """
    }
    var out =
      heading + """
        Instructions per animator-frame under callgrind (`--dump-instr=yes`), counted as the gate counts: the \
        gate workload run for \(profile.shortFrames) and for \(profile.longFrames) frames, the difference \
        divided by the extra frames and the 1,000 animators, so that setup cancels. From \
        `\(AnimatorProfile.fileName)`, made by `\(AnimatorProfile.command)` (\(profile.valgrind)) on the release \
        build; each function's own instructions, not its callees'.\n\n
        """
    out += """
      - **What Wave's animator costs today** (`\(animator.name)`, `SpringAnimator<CGFloat>` as upstream main \
      steps it): **\(NumberFormat.fixed(animator.instructionsPerAnimatorFrame, 1))** instructions per \
      animator-frame.\n
      """
    if let specialized = profile.specialized, let speedup = profile.specializedSpeedup {
      let target = NumberFormat.shortest(GateWorkload.specializedAnimatorTarget)
      out += """
        - **What it could cost** (`\(specialized.name)`, `SpecializedSpringAnimator<CGFloat>`: the same API, \
        values and callbacks bit for bit): **\(NumberFormat.fixed(specialized.instructionsPerAnimatorFrame, 1))**, \
        \(NumberFormat.fixed(speedup, 1))× fewer (the target is ≥ \(target)×). The change upstream could adopt \
        in `SpringAnimator.swift`: the frame `@inlinable` and stored as a closure made where `T` is known (the \
        driver's call through the `AnimatorProviding` existential otherwise lands in the unspecialized generic \
        body: metadata lookups, value-witness copies, witness-table calls), stored properties exempt from \
        dynamic exclusivity checks (`swift_beginAccess` with its thread-local access set, about ten per frame), \
        and `runningTime` without a main-actor closure (a dynamic executor check per call).\n
        """
    }
    return out + profile.workloads.map(functionTable).joined()
  }

  /// A profiled workload's costliest functions, one row each with its share of the frame, and the total.
  static func functionTable(_ workload: AnimatorProfile.Workload) -> String {
    func row(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |\n" }
    var out = "\n### `\(workload.name)`: top \(workload.functions.count) functions\n\n"
    out += row(["#", "function", "object", "instructions per animator-frame", "share"]) + "|--:|---|---|--:|--:|\n"
    for (index, function) in workload.functions.enumerated() {
      out += row([
        String(index + 1), "`\(function.name.replacingOccurrences(of: "|", with: "\\|"))`", function.object,
        NumberFormat.fixed(function.instructionsPerAnimatorFrame, 1),
        NumberFormat.percent(workload.share(of: function), 2),
      ])
    }
    return out + "| | all functions | | \(NumberFormat.fixed(workload.instructionsPerAnimatorFrame, 1)) | 100 % |\n"
  }
}
