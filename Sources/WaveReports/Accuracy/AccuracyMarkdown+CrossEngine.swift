import WaveOutput
import WaveVerification

extension AccuracyMarkdown {
  /// The cross-engine page: findings, then the engine's step and each peer per spring at the focus schedule.
  static func crossEngineSection(_ result: CrossEngineResult, findings: [String]) -> String {
    let intro =
      "The same springs and moves through the engine's step and each peer model (`wave-bench trajectory --integrator NAME` prints the same runs), against the exact solution. *Lead* is in frames (< 0: behind). *Snap* is the distance from the target at the last frame of the lifetime, pt per 1000 pt. *Rest* is the time from which the run shows the target exactly (its own rest rule), with the exact motion still left then (% of the distance). Every schedule is in `accuracy.json` (`crossEngine`)."
    let rows = result.rows.filter { $0.row.schedule == result.schedule }
    let table = rows.map { line in
      let row = line.row
      return [
        row.spring.label, row.integrator.name, row.status.name, NumberFormat.percent(row.maxError),
        NumberFormat.fixed(row.timeLeadFrames, 2), NumberFormat.sig(row.snapPer1000),
        "\(NumberFormat.percent(row.overshoot)) / \(NumberFormat.percent(row.exactOvershoot))",
        line.rest.map { "\(NumberFormat.fixed($0.time, 3)) s (\(NumberFormat.percent($0.exactResidual)) left)" } ?? "—",
      ]
    }
    return Markdown.section(
      "Cross-engine: Wave and each peer as its source steps", intro: intro,
      findings.map { "- \($0)\n" }.joined() + "\n"
        + Markdown.table(
          [
            "spring ζ/response", "engine", "status", "max error", "lead (frames)", "snap pt/1000",
            "overshoot run / exact", "rest",
          ], table, rightAligned: [3, 4, 5]))
  }
}
