import WaveOutput

/// The `euler` object of `wave-bench spring … --fps F`: the engine's step on the spring at F Hz.
enum EulerReport {
  /// Keys: `fps`, `stable`, `spectralRadius`, `settleTime` (s, null when it never settles),
  /// `residualAtSettlingDuration` (fraction of the distance, null when diverged), `stepDampingRatio`,
  /// `stepResponse` (s; null when the step has no effective spring), `timeLeadFrames`.
  static func json(_ s: EulerSummary) -> JSONValue {
    .object([
      ("fps", .number(s.fps)), ("stable", .bool(s.stable)), ("spectralRadius", .finite(s.spectralRadius)),
      ("settleTime", .finite(s.settleTime)), ("residualAtSettlingDuration", .finite(s.residualAtSettlingDuration)),
      ("stepDampingRatio", .finite(s.effectiveDampingRatio)), ("stepResponse", .finite(s.effectiveResponse)),
      ("timeLeadFrames", .finite(s.timeLeadFrames)),
    ])
  }

  /// The same as aligned lines.
  static func text(_ s: EulerSummary) -> String {
    var table = TextTable(
      header: ["engine step at \(NumberFormat.shortest(s.fps)) Hz", "value", "unit"], rightAligned: [1])
    func f(_ x: Double?) -> String { x.map(NumberFormat.shortest) ?? "none" }
    table.add(["stable", s.stable ? "yes" : "no", ""])
    table.add(["spectralRadius", f(s.spectralRadius), ""])
    table.add(["settleTime", f(s.settleTime), "s"])
    table.add(["residualAtSettlingDuration", f(s.residualAtSettlingDuration), "of distance"])
    table.add(["stepDampingRatio", f(s.effectiveDampingRatio), ""])
    table.add(["stepResponse", f(s.effectiveResponse), "s"])
    table.add(["timeLeadFrames", f(s.timeLeadFrames), "frames"])
    return "\n" + table.rendered()
  }
}
