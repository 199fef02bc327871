import Foundation
import WaveCore
import WaveInputs
import WaveOutput
import WaveVerification

/// The settling report: the settling-time formula against measured settle times over a (ζ, response) grid.
public enum SettlingReport {
  public static func make(schedules: [ScheduleSpec], progress: (String) -> Void = { _ in }) throws -> ReportBundle {
    let cells = try SettlingExperiment.run(schedules: schedules, progress: progress)
    let steppers = ["exact"] + schedules.map(\.name)
    let zetas = SettlingExperiment.dampingRatios, responses = SettlingExperiment.responses
    func run(_ cell: SettlingCell, _ stepper: String) -> SettleRun? { cell.runs.first { $0.stepper == stepper } }
    func cell(_ zeta: Double, _ response: Double) -> SettlingCell? {
      cells.first { $0.dampingRatio == zeta && $0.response == response }
    }
    let band = SettleTime.fraction
    var findings: [String] = []
    let exactRuns = cells.compactMap { c in run(c, "exact").map { (c, $0) } }
    let late = exactRuns.filter { ($0.1.residualAtFormula ?? 0) > band }
    if let worst = late.max(by: { $0.1.residualAtFormula! < $1.1.residualAtFormula! }) {
      findings.append(
        "Even for the exact spring, the formula's time comes too early for \(late.count) of \(cells.count) grid springs: the worst, ζ \(NumberFormat.sig(worst.0.dampingRatio, 3)) / response \(NumberFormat.sig(worst.0.response, 3)) s, is still \(NumberFormat.sig(worst.1.residualAtFormula! * 1000, 3)) pt per 1000 pt from the target when the animator snaps (settles after \(NumberFormat.sig(worst.1.settleTime, 3)) s; the formula says \(NumberFormat.sig(worst.0.formula, 3)) s)."
      )
    }
    let maxZeta = zetas.max() ?? 3
    let over = exactRuns.filter { $0.0.dampingRatio == maxZeta }
    if let sample = over.first(where: { $0.0.response == 0.5 }) ?? over.first, let settle = sample.1.settleTime {
      findings.append(
        "Overdamped branch: at ζ \(NumberFormat.sig(maxZeta, 3)) the formula promises 1.25 × the critical time (\(NumberFormat.sig(sample.0.formula, 3)) s for response \(NumberFormat.sig(sample.0.response, 3)) s) but the slow mode needs \(NumberFormat.sig(settle, 3)) s (×\(NumberFormat.sig(settle / sample.0.formula, 3))); at the formula's time \(NumberFormat.sig(sample.1.residualAtFormula! * 1000, 3)) pt per 1000 pt remain."
      )
    }
    let critical = exactRuns.filter { $0.0.dampingRatio == 1 }
    if let sample = critical.first(where: { $0.0.response == 0.5 }) ?? critical.first, let settle = sample.1.settleTime
    {
      findings.append(
        "ζ = 1: the formula uses the underdamped envelope at ζ = 1 − ε times 1.25 (\(NumberFormat.sig(sample.0.formula, 3)) s at response \(NumberFormat.sig(sample.0.response, 3)) s); the exact critical spring settles in \(NumberFormat.sig(settle, 3)) s (formula/measured ×\(NumberFormat.sig(sample.0.formula / settle, 3))), residual \(NumberFormat.sig(sample.1.residualAtFormula! * 1000, 3)) pt per 1000 pt at the formula's time."
      )
    }
    let underRatios = exactRuns.filter { $0.0.effectiveDampingRatio < 0.95 && $0.1.settleTime != nil }
      .map { $0.0.formula / $0.1.settleTime! }.sorted()
    if !underRatios.isEmpty {
      let early = underRatios.filter { $0 < 1 }.count
      findings.append(
        "Underdamped springs (equation ζ < 0.95, \(underRatios.count) grid springs): formula / measured has median ×\(NumberFormat.sig(underRatios[underRatios.count / 2], 3)), range ×\(NumberFormat.sig(underRatios.first, 3))–×\(NumberFormat.sig(underRatios.last, 3)); the formula is too early for \(early) of them (mostly stiff springs whose damping the rubberband lowered, which the formula ignores) and too late for the rest (the animation runs on after it has settled)."
      )
    }
    for stepper in schedules.map(\.name) where stepper == "60hz" || stepper == "30hz" {
      let runs = cells.compactMap { c in run(c, stepper).map { (c, $0) } }
      let jumps = runs.filter { $0.1.status == .ok && ($0.1.residualAtFormula ?? 0) > band }
      let broken = runs.filter { !$0.1.status.hasNumbers || $0.1.status == .unstable }
      var text =
        "Engine at \(stepper): where the step converges, the view jumps more than 0.1 pt per 1000 pt at the end for \(jumps.count) of \(runs.count) grid springs"
      if let worst = jumps.max(by: { $0.1.residualAtFormula! < $1.1.residualAtFormula! }) {
        text +=
          " (worst \(NumberFormat.sig(worst.1.residualAtFormula! * 1000, 3)) pt at ζ \(NumberFormat.sig(worst.0.dampingRatio, 3)) / \(NumberFormat.sig(worst.0.response, 3)) s)"
      }
      text += "; \(broken.count) do not converge at all (unstable step)."
      findings.append(text)
    }

    var files: [ReportFile] = []
    var plots: [String] = []
    var scatter = SVGPlot(
      title: "Settling: formula vs measured settle time", xLabel: "formula: settlingDuration (s)",
      yLabel: "measured settle time (s)")
    scatter.xScale = .log
    scatter.yScale = .log
    let formulaRange = cells.map(\.formula)
    let lo = formulaRange.min() ?? 0.01, hi = formulaRange.max() ?? 100
    scatter.series.append(
      .init(
        name: "measured = formula", x: [lo / 2, hi * 2], y: [lo / 2, hi * 2], style: .dashedLine, color: "#888888"))
    for stepper in steppers where stepper == "exact" || stepper == "60hz" || stepper == "30hz" {
      let pairs = cells.compactMap { c in run(c, stepper)?.settleTime.map { (c.formula, $0) } }
      scatter.series.append(.init(name: stepper, x: pairs.map(\.0), y: pairs.map(\.1), style: .points))
    }
    files.append(ReportFile("settling-formula-vs-measured.svg", scatter.rendered()))
    plots.append("settling-formula-vs-measured.svg")
    for stepper in steppers {
      let values: [[Double?]] = zetas.map { z in
        responses.map { r in
          guard let c = cell(z, r), let run = run(c, stepper), let settle = run.settleTime else { return nil }
          return settle / c.formula
        }
      }
      var heat = SVGHeatMap(
        title: "Measured settle time / formula, \(stepper)", xLabel: "response (s)", yLabel: "damping ratio ζ",
        valueLabel: "measured / formula", columns: responses, rows: zetas, values: values)
      heat.logColor = true
      heat.colorRange = 0.1...10
      heat.missingLabel = "never settles (unstable)"
      let name = "settling-ratio-\(AccuracyReport.slug(stepper)).svg"
      files.append(ReportFile(name, heat.rendered()))
      plots.append(name)
    }

    var md = "# Settling: does the settling duration hold, or will the view snap at the end?\n\n"
    md +=
      "The animator ends when its running time reaches the spring's `settlingDuration` and sets the value to the target. *Measured* settle time: the first frame after which |x − target| ≤ 1e-4·|distance| for all later frames, from rest (up to a horizon of 14 time constants of the slowest mode past the formula, at most \(NumberFormat.sig(SettlingExperiment.maxHorizon, 3)) s); the exact solution is sampled every \(NumberFormat.sig(SettlingExperiment.exactStep * 1000, 3)) ms. *Residual*: the distance left at the formula's time (what the snap jumps), in pt per 1000 pt; above 0.1 the formula came too early.\n\n"
    md += "## Key findings\n\n" + findings.map { "- " + $0 }.joined(separator: "\n") + "\n\n"
    for stepper in steppers where stepper == "exact" || stepper == "60hz" {
      md += "## \(stepper): measured / formula (residual at the formula's time, pt per 1000 pt)\n\n"
      let rowsText = zetas.map { z -> [String] in
        [NumberFormat.sig(z, 3)]
          + responses.map { r in
            guard let c = cell(z, r), let run = run(c, stepper) else { return "" }
            guard run.status.hasNumbers else { return run.status.name }
            let ratio = run.settleTime.map { NumberFormat.sig($0 / c.formula, 3) } ?? "never"
            return "\(ratio) (\(NumberFormat.sig(run.residualAtFormula.map { $0 * 1000 }, 2)))"
          }
      }
      md += Markdown.table(
        ["ζ \\ response"] + responses.map { "\(NumberFormat.sig($0, 3)) s" }, rowsText,
        rightAligned: Set(1...responses.count))
      md += "\n"
    }
    md += "Every schedule's numbers (\(steppers.joined(separator: ", "))) are in `settling.json`.\n\n## Plots\n\n"
    md += plots.map { "![\($0)](\($0))" }.joined(separator: "\n\n") + "\n"
    md += "\nRegenerate: `swift run -c release wave-bench settling` (or `wave-bench` for every report).\n"
    let json = JSONValue.object(
      ReportHeader.members(report: "settling") + [
        ("band", .number(band)), ("exactStep", .number(SettlingExperiment.exactStep)),
        ("steppers", .array(steppers.map(JSONValue.string))),
        (
          "cells",
          .array(
            cells.map { c in
              .object([
                ("spring", .string(c.spring)), ("dampingRatio", .number(c.dampingRatio)),
                ("response", .number(c.response)),
                ("effectiveDampingRatio", .finite(c.effectiveDampingRatio)), ("formula", .finite(c.formula)),
                (
                  "runs",
                  .array(
                    c.runs.map {
                      .object([
                        ("stepper", .string($0.stepper)), ("status", .string($0.status.name)),
                        ("settleTime", .finite($0.settleTime)), ("residualAtFormula", .finite($0.residualAtFormula)),
                        ("horizon", .finite($0.horizon)),
                      ])
                    })
                ),
              ])
            })
        ),
      ])
    files.insert(ReportFile("settling.md", md), at: 0)
    files.insert(ReportFile("settling.json", json.serialized() + "\n"), at: 1)
    return ReportBundle(topic: "settling", files: files, summary: findings)
  }
}
