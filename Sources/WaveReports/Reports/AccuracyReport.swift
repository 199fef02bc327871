import Foundation
import WaveCore
import WaveInputs
import WaveIntegrators
import WaveOutput
import WavePerf
import WaveReference
import WaveVerification

/// The accuracy report: every integrator against the closed form (`accuracy.md`, `accuracy.json`, plots).
public enum AccuracyReport {
  /// Runs the experiments and renders the report.
  ///
  /// - Parameters:
  ///   - springs: at least one; the first of the defaults (0.8/0.2, 1/0.82) found is the focus of the plots
  ///     and findings, else the first.
  ///   - schedules: at least one; `60hz` is the focus when present.
  ///   - integrators: usually ``IntegratorCatalogue/verified``.
  ///   - costs: ns per frame by integrator name (``IntegratorCost``, from `integrator-cost.json`), for the
  ///     accuracy-vs-cost table; nil leaves a note saying how to measure them.
  public static func make(
    springs: [SpringSpec], schedules: [ScheduleSpec], integrators: [any TrajectoryIntegrator],
    costs: [String: Double]? = nil, progress: (String) -> Void = { _ in }
  ) throws -> ReportBundle {
    let rows = try AccuracyExperiment.run(
      springs: springs, schedules: schedules, integrators: integrators, progress: progress)
    progress("accuracy: convergence")
    let convergence = try ConvergenceExperiment.run(integrators: integrators, progress: progress)
    let drift = try springs.map { try FrameRateDrift.measure($0) }
    let focus =
      springs.first { $0 == SpringSpec.documented[0] } ?? springs.first { $0 == SpringSpec.documented[1] }
      ?? springs[0]
    let focusSchedule = schedules.first { $0.name == "60hz" } ?? schedules[0]
    var files: [ReportFile] = []
    var plots: [String] = []

    // Plots.
    let focusSpring = try focus.makeSpring()
    for schedule in [focusSchedule] + schedules.filter({ $0.name == "30hz" && $0 != focusSchedule }) {
      let name = "accuracy-trajectories-\(slug(focus.label))-\(slug(schedule.name)).svg"
      var plot = SVGPlot(
        title: "\(focus.label) at \(schedule.name): every integrator, 0 → 1000 pt", xLabel: "time (s)",
        yLabel: "position (pt)")
      for (index, run) in AccuracyExperiment.trajectories(focusSpring, on: schedule, integrators: integrators)
        .enumerated()
      {
        let style: SVGPlot.Style =
          run.name == IntegratorCatalogue.engineStepName ? .lineAndPoints : index == 1 ? .dashedLine : .line
        plot.series.append(.init(name: run.name, x: run.trajectory.times, y: run.trajectory.values, style: style))
      }
      plot.yRange = -200...1600
      files.append(ReportFile(name, plot.rendered()))
      plots.append(name)
    }
    var errorPlot = SVGPlot(
      title: "\(focus.label): engine (Euler) − exact, per schedule", xLabel: "time (s)",
      yLabel: "error (fraction of the distance)")
    for schedule in schedules {
      let durations = AccuracyExperiment.lifetime(focusSpring, on: schedule)
      let problem = AccuracyExperiment.problem(focusSpring)
      let euler = EulerIntegrator().integrate(problem, frameDurations: durations)
      let exact = try ExactIntegrator().integrate(problem, frameDurations: durations)
      let errors = zip(euler.values, exact.values).map { ($0 - $1) / AccuracyExperiment.distance }
      errorPlot.series.append(.init(name: schedule.name, x: euler.times, y: errors, style: .lineAndPoints))
    }
    errorPlot.yRange = -0.5...0.5
    files.append(ReportFile("accuracy-error-vs-time.svg", errorPlot.rendered()))
    plots.append("accuracy-error-vs-time.svg")
    let convergenceSpring = ConvergenceExperiment.springs[0].label
    var convergencePlot = SVGPlot(
      title: "Convergence on \(convergenceSpring): max error vs frame duration", xLabel: "frame duration (s)",
      yLabel: "max error (fraction of the distance)")
    convergencePlot.xScale = .log
    convergencePlot.yScale = .log
    for row in convergence where row.spring == convergenceSpring && row.order != nil {
      convergencePlot.series.append(
        .init(
          name: row.mode == "registry" ? row.integrator : "\(row.integrator) 1/frame", x: row.dts,
          y: row.errors.map { $0 ?? .nan }, style: .lineAndPoints))
    }
    files.append(ReportFile("accuracy-convergence.svg", convergencePlot.rendered()))
    plots.append("accuracy-convergence.svg")
    var driftPlot = SVGPlot(
      title: "Frame-rate invariance: |x(60 Hz) − x(120 Hz)| of the engine's step", xLabel: "time (s)",
      yLabel: "gap (fraction of the distance)")
    for d in drift { driftPlot.series.append(.init(name: d.spring, x: d.times, y: d.gaps)) }
    files.append(ReportFile("accuracy-frame-rate-drift.svg", driftPlot.rendered()))
    plots.append("accuracy-frame-rate-drift.svg")

    var findings = keyFindings(
      rows: rows, drift: drift, focus: focus, focusSchedule: focusSchedule, springs: springs, schedules: schedules)
    let costRows = accuracyVsCost(rows: rows, integrators: integrators, costs: costs, schedule: focusSchedule.name)
    if let euler = costRows?.first(where: { $0.integrator == IntegratorCatalogue.engineStepName }),
      let propagator = costRows?.first(where: { $0.integrator == "propagator" }),
      let relative = propagator.relativeCost, let exactError = propagator.worstError, let eulerError = euler.worstError
    {
      findings.append(
        "A better stepper is cheap: the exact propagator (the closed form re-seeded each frame) costs \(NumberFormat.sig(relative, 3))× the engine's step per frame and is off by at most \(NumberFormat.sig(exactError, 2)) of the distance at \(focusSchedule.name), where the engine's step is off by up to \(NumberFormat.percent(eulerError))."
      )
    }
    let markdown = render(
      rows: rows, convergence: convergence, drift: drift, findings: findings, plots: plots, springs: springs,
      schedules: schedules, integrators: integrators, costRows: costRows, costSchedule: focusSchedule.name)
    let json = JSONValue.object(
      ReportHeader.members(report: "accuracy") + [
        (
          "settings",
          .object([
            ("distance", .number(AccuracyExperiment.distance)),
            ("springs", .array(springs.map { .string($0.label) })),
            ("schedules", .array(schedules.map { .string($0.name) })),
            ("integrators", .array(integrators.map { .string($0.name) })),
          ])
        ),
        ("rows", .array(rows.map(json))),
        ("convergence", .array(convergence.map(json))),
        (
          "accuracyVsCost",
          .array(
            (costRows ?? []).map {
              .object([
                ("integrator", .string($0.integrator)), ("medianMaxError", .finite($0.medianError)),
                ("worstMaxError", .finite($0.worstError)), ("nanosecondsPerFrame", .finite($0.nanoseconds)),
              ])
            })
        ),
        (
          "frameRateDrift",
          .array(
            drift.map {
              .object([
                ("spring", .string($0.spring)), ("maxGap", .finite($0.maxGap)), ("maxGapTime", .number($0.maxGapTime)),
              ])
            })
        ),
      ])
    files.insert(ReportFile("accuracy.md", markdown), at: 0)
    files.insert(ReportFile("accuracy.json", json.serialized() + "\n"), at: 1)
    return ReportBundle(topic: "accuracy", files: files, summary: findings)
  }

  /// The findings a Wave user needs first, in plain words, every number from the rows.
  static func keyFindings(
    rows: [AccuracyRow], drift: [FrameRateDrift], focus: SpringSpec, focusSchedule: ScheduleSpec,
    springs: [SpringSpec], schedules: [ScheduleSpec]
  ) -> [String] {
    let euler = rows.filter { $0.integrator == IntegratorCatalogue.engineStepName }
    var out: [String] = []
    for spec in springs.filter({ $0 == SpringSpec.documented[0] || $0 == SpringSpec.documented[1] }).prefix(2)
      + (springs.contains(focus) && (focus == SpringSpec.documented[0] || focus == SpringSpec.documented[1])
        ? [] : [focus])
    {
      guard let row = euler.first(where: { $0.spring == spec.label && $0.schedule == focusSchedule.name }) else {
        continue
      }
      let name =
        spec == SpringSpec.documented[0]
        ? "`defaultInteractive` (\(spec.label))"
        : spec == SpringSpec.documented[1] ? "`defaultAnimated` (\(spec.label))" : "\(spec.label)"
      guard row.status.hasNumbers else {
        out.append("At \(row.schedule), \(name) \(row.status.name).")
        continue
      }
      var text =
        "At \(row.schedule), \(name) is off the exact spring by up to \(NumberFormat.percent(row.maxError, 2)) of the"
      text += " distance (\(NumberFormat.sig((row.maxError ?? 0) * 1000, 3)) pt on a 1000 pt move)"
      text +=
        "; it overshoots \(NumberFormat.percent(row.overshoot, 2)) where the exact spring overshoots \(NumberFormat.percent(row.exactOvershoot, 2))"
      if let lead = row.timeLeadFrames {
        text +=
          lead >= 0
          ? ", and runs \(NumberFormat.fixed(lead, 2)) frames ahead of it"
          : ", and runs \(NumberFormat.fixed(-lead, 2)) frames behind it"
      }
      text +=
        ". The step behaves like a spring with ζ \(NumberFormat.sig(row.effectiveDampingRatio, 3)) and response \(NumberFormat.sig(row.effectiveResponse, 3)) s"
      text += " (nominal \(NumberFormat.sig(spec.dampingRatio, 3)) and \(NumberFormat.sig(spec.response, 3)) s)."
      text +=
        " When the animator ends at the settling duration the view jumps \(NumberFormat.sig(row.snapPer1000, 3)) pt per 1000 pt of travel."
      out.append(text)
    }
    let snaps = euler.filter { $0.snapPer1000 != nil && $0.status == .ok }
    if let worst = snaps.max(by: { $0.snapPer1000! < $1.snapPer1000! }) {
      out.append(
        "The largest end-of-animation snap of the engine where its step converges: \(NumberFormat.sig(worst.snapPer1000, 3)) pt per 1000 pt (\(worst.spring) at \(worst.schedule))."
      )
    }
    let bad = euler.filter { $0.status == .unstable || $0.status == .diverged }
    if bad.isEmpty {
      out.append("The engine's step is stable for every spring and schedule here.")
    } else {
      let list = bad.map {
        "\($0.spring) at \($0.schedule) (\($0.status.name), spectral radius \(NumberFormat.sig($0.spectralRadius, 4)))"
      }
      out.append("The engine's step does not converge for: " + list.joined(separator: "; ") + ".")
    }
    let kicked = euler.filter { $0.status == .ok && ($0.spectralRadius ?? 0) >= 1 }
    if let worst = kicked.max(by: { $0.spectralRadius! < $1.spectralRadius! }) {
      out.append(
        "A single long frame is an unstable step for \(kicked.count) runs (\(kicked.map { "\($0.spring) at \($0.schedule)" }.joined(separator: ", "))): it amplifies the motion once (spectral radius up to \(NumberFormat.sig(worst.spectralRadius, 3)) for \(worst.spring)), then the animation converges again."
      )
    }
    if let worstDrift = drift.filter({ $0.maxGap.isFinite }).max(by: { $0.maxGap < $1.maxGap }) {
      out.append(
        "The same animation at 60 Hz and at 120 Hz differs by up to \(NumberFormat.percent(worstDrift.maxGap, 2)) of the distance (\(worstDrift.spring), at t = \(NumberFormat.fixed(worstDrift.maxGapTime, 3)) s): the engine is not frame-rate independent."
      )
    }
    if let hitch = euler.first(where: { $0.spring == focus.label && $0.schedule == ScheduleSpec.hitch.name }),
      let plain = euler.first(where: { $0.spring == focus.label && $0.schedule == focusSchedule.name }),
      hitch.status.hasNumbers, plain.status.hasNumbers
    {
      out.append(
        "One dropped 100 ms frame raises \(focus.label)'s max error from \(NumberFormat.percent(plain.maxError, 2)) to \(NumberFormat.percent(hitch.maxError, 2)) of the distance."
      )
    }
    let references = rows.filter { $0.integrator != IntegratorCatalogue.engineStepName && $0.status.hasNumbers }
    if let worst = references.max(by: { ($0.maxError ?? 0) < ($1.maxError ?? 0) }),
      let best = references.filter({ $0.integrator != "exact" }).min(by: { ($0.maxError ?? 0) < ($1.maxError ?? 0) })
    {
      out.append(
        "Of the other integrators, the least accurate run is \(worst.integrator) (\(NumberFormat.sig(worst.maxError, 2)) of the distance, \(worst.spring) at \(worst.schedule)); the most accurate non-closed-form run is \(best.integrator) (\(NumberFormat.sig(best.maxError, 2)))."
      )
    }
    return out
  }

  static func render(
    rows: [AccuracyRow], convergence: [ConvergenceRow], drift: [FrameRateDrift], findings: [String], plots: [String],
    springs: [SpringSpec], schedules: [ScheduleSpec], integrators: [any TrajectoryIntegrator], costRows: [CostRow]?,
    costSchedule: String
  ) -> String {
    var md = "# Accuracy: how far the engine's step is from the exact spring\n\n"
    md +=
      "Each run moves 0 → 1000 pt from rest, frame by frame, for the animator's lifetime (until the first frame whose time is ≥ the spring's settling duration), and compares every frame with the closed-form solution of the same equation (the spring's stored stiffness, damping coefficient and mass).\n\n"
    md += "## Key findings\n\n" + findings.map { "- " + $0 }.joined(separator: "\n") + "\n\n"
    md += "## The engine's step (semi-implicit Euler), per spring and schedule\n\n"
    md +=
      "Errors are fractions of the distance. *Overshoot* is the furthest past the target (engine over the frames / exact, continuous) and *peak* its time. *Lead* is the least-squares time shift against the exact curve in frames (> 0: ahead). *Effective ζ / response* is the continuous spring whose exact sampling has the step's eigenvalues, at the schedule's median frame. *Snap* is the jump to the target when the animator ends, in pt per 1000 pt. *ρ* is the step matrix's largest spectral radius over the run's frames (≥ 1 at the median frame: does not converge; a hitch above 1 kicks once).\n\n"
    var table: [[String]] = []
    for row in rows where row.integrator == IntegratorCatalogue.engineStepName {
      table.append([
        row.spring, row.schedule, row.status.name, NumberFormat.percent(row.maxError), NumberFormat.percent(row.rmsError),
        "\(NumberFormat.percent(row.overshoot)) / \(NumberFormat.percent(row.exactOvershoot))",
        "\(NumberFormat.fixed(row.peakTime, 3)) / \(NumberFormat.fixed(row.exactPeakTime, 3))",
        NumberFormat.fixed(row.timeLeadFrames, 2),
        "\(NumberFormat.sig(row.effectiveDampingRatio)) / \(NumberFormat.sig(row.effectiveResponse)) s",
        NumberFormat.sig(row.snapPer1000), NumberFormat.fixed(row.spectralRadius, 4),
      ])
    }
    md += Markdown.table(
      [
        "spring ζ/response", "schedule", "status", "max error", "RMS error", "overshoot engine / exact",
        "peak s engine / exact", "lead (frames)", "effective ζ / response", "snap pt/1000", "ρ",
      ], table, rightAligned: [3, 4, 7, 9, 10])
    md += "\n## Every integrator\n\n"
    md +=
      "Worst and median max error (fraction of the distance) over all springs × schedules, and runs that did not finish normally.\n\n"
    var summary: [[String]] = []
    for integrator in integrators {
      let mine = rows.filter { $0.integrator == integrator.name }
      let errors = mine.compactMap(\.maxError).sorted()
      let abnormal = mine.filter { !$0.status.hasNumbers || $0.status == .unstable }
      summary.append([
        integrator.name, NumberFormat.sig(errors.last, 3), NumberFormat.sig(errors.isEmpty ? nil : errors[errors.count / 2], 3),
        abnormal.isEmpty
          ? "" : abnormal.map { "\($0.spring)@\($0.schedule): \($0.status.name)" }.joined(separator: ", "),
      ])
    }
    md += Markdown.table(
      ["integrator", "worst max error", "median max error", "not ok"], summary, rightAligned: [1, 2])
    md += "\nThe full table (every integrator × spring × schedule) is in `accuracy.json` (`rows`).\n"
    md += "\n## Convergence order\n\n"
    md +=
      "Max error over 1 s vs frame duration (1/30 … 1/960 s), slope of the log-log fit over the errors above \(NumberFormat.sig(ConvergenceExperiment.precisionFloor, 1)) of the distance. `1 step/frame` runs a GSL method once per frame without error control (its own order); `registry` runs it as listed (adaptive to 1e-12: reference precision).\n\n"
    let convSprings = ConvergenceExperiment.springs.map(\.label)
    var convTable: [[String]] = []
    var seen: [String] = []
    for row in convergence where !seen.contains(row.integrator + row.mode) {
      seen.append(row.integrator + row.mode)
      let orders = convSprings.map { spring in
        convergence.first { $0.integrator == row.integrator && $0.mode == row.mode && $0.spring == spring }
      }
      convTable.append(
        [row.integrator, row.mode] + orders.map { NumberFormat.fixed($0?.order, 2) }
          + [orders.compactMap { $0?.note }.first.map { String($0.prefix(60)) } ?? ""])
    }
    md += Markdown.table(
      ["integrator", "mode"] + convSprings.map { "order, \($0)" } + ["note"], convTable, rightAligned: [2, 3, 4])
    md += "\n## Frame-rate invariance\n\n"
    md += Markdown.table(
      ["spring", "max |x₆₀ − x₁₂₀|", "at t (s)"],
      drift.map { [$0.spring, NumberFormat.percent($0.maxGap), NumberFormat.fixed($0.maxGapTime, 3)] }, rightAligned: [1, 2])
    md += "\n## Accuracy vs cost\n\n"
    if let costRows {
      md +=
        "Max error at \(costSchedule) (fraction of the distance; median and worst over the springs) beside the wall-clock cost of one frame from `\(IntegratorCost.fileName)` (`wave-bench integrator-cost`, release build, 120 frames of one animation, median of 5 runs; its machine is recorded in the file). Sorted by cost.\n\n"
      md += Markdown.table(
        ["integrator", "median max error", "worst max error", "ns per frame", "× euler"],
        costRows.map {
          [
            $0.integrator, NumberFormat.sig($0.medianError, 3), NumberFormat.sig($0.worstError, 3),
            NumberFormat.sig($0.nanoseconds, 3),
            NumberFormat.sig($0.relativeCost, 3),
          ]
        }, rightAligned: [1, 2, 3, 4])
    } else {
      md +=
        "No `\(IntegratorCost.fileName)` in the output folder: run `swift run -c release wave-bench integrator-cost` to measure the cost of one frame of each integrator, then regenerate this report.\n"
    }
    md += "\n## Plots\n\n" + plots.map { "![\($0)](\($0))" }.joined(separator: "\n\n") + "\n"
    md += "\n## Schedules\n\n"
    md +=
      schedules.map {
        "- `\($0.name)`: median frame \(NumberFormat.sig($0.medianDuration() * 1000, 4)) ms, longest \(NumberFormat.sig($0.longestDuration() * 1000, 4)) ms"
      }.joined(separator: "\n") + "\n"
    md += "\nRegenerate: `swift run -c release wave-bench accuracy` (or `wave-bench` for every report).\n"
    return md
  }

  /// One row of the accuracy-vs-cost table.
  struct CostRow {
    let integrator: String
    let medianError: Double?
    let worstError: Double?
    let nanoseconds: Double?
    let relativeCost: Double?
  }

  /// Joins the accuracy rows at `schedule` with the measured costs; nil without costs. Sorted by cost.
  static func accuracyVsCost(
    rows: [AccuracyRow], integrators: [any TrajectoryIntegrator], costs: [String: Double]?, schedule: String
  ) -> [CostRow]? {
    guard let costs else { return nil }
    let eulerCost = costs[IntegratorCatalogue.engineStepName]
    return integrators.map { integrator in
      let errors = rows.filter { $0.integrator == integrator.name && $0.schedule == schedule }.compactMap(\.maxError)
        .sorted()
      let ns = costs[integrator.name]
      return CostRow(
        integrator: integrator.name, medianError: errors.isEmpty ? nil : errors[errors.count / 2],
        worstError: errors.last, nanoseconds: ns, relativeCost: ns.flatMap { n in eulerCost.map { n / $0 } })
    }.sorted { ($0.nanoseconds ?? .infinity) < ($1.nanoseconds ?? .infinity) }
  }

  static func json(_ row: AccuracyRow) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("spring", .string(row.spring)), ("schedule", .string(row.schedule)), ("integrator", .string(row.integrator)),
      ("status", .string(row.status.name)),
    ]
    if case .failed(let message) = row.status { members.append(("message", .string(message))) }
    members += [
      ("frames", .integer(row.frames)), ("horizon", .finite(row.horizon)), ("maxError", .finite(row.maxError)),
      ("rmsError", .finite(row.rmsError)), ("overshoot", .finite(row.overshoot)), ("peakTime", .finite(row.peakTime)),
      ("exactOvershoot", .finite(row.exactOvershoot)), ("exactPeakTime", .finite(row.exactPeakTime)),
      ("timeLeadFrames", .finite(row.timeLeadFrames)), ("snapPer1000", .finite(row.snapPer1000)),
      ("spectralRadius", .finite(row.spectralRadius)), ("effectiveDampingRatio", .finite(row.effectiveDampingRatio)),
      ("effectiveResponse", .finite(row.effectiveResponse)),
    ]
    return .object(members)
  }

  static func json(_ row: ConvergenceRow) -> JSONValue {
    .object([
      ("integrator", .string(row.integrator)), ("mode", .string(row.mode)), ("spring", .string(row.spring)),
      ("dts", .array(row.dts.map(JSONValue.finite))), ("errors", .array(row.errors.map(JSONValue.finite))),
      ("order", .finite(row.order)), ("note", row.note.map(JSONValue.string) ?? .null),
    ])
  }

  /// A file-name-safe form of a label: `0.8/0.2` → `0.8-0.2`.
  static func slug(_ label: String) -> String {
    String(label.map { $0.isLetter || $0.isNumber || $0 == "." ? $0 : "-" })
  }
}
