import WaveOutput

/// `accuracy.md`: an ``AccuracyResult`` as Markdown, with the findings' words and the plots' file names.
enum AccuracyMarkdown {
  /// The document.
  ///
  /// - Parameters:
  ///   - result: the accuracy run the document reports.
  ///   - findings: the key findings' lines (``AccuracyFindingsText``).
  ///   - plots: the plot files' names, in order.
  /// - Returns: The whole Markdown of `accuracy.md`: title, introduction and findings, the sections, the plots,
  ///   the schedules, and how to regenerate it.
  static func text(_ result: AccuracyResult, findings: [String], plots: [String]) -> String {
    var md = Markdown.document(
      title: "Accuracy: how far the engine's step is from the exact spring",
      intro:
        "Each run moves 0 → \(NumberFormat.shortest(result.distance)) pt from rest, frame by frame, for the animator's lifetime as Wave's main branch counts it (the first frame starts the running time; the last is the first frame whose time, less the first frame's, is ≥ the spring's settling duration), and compares every frame with the closed-form solution of the same equation (the spring's stored stiffness, damping coefficient and mass).",
      findings: findings)
    md += [
      engineSection(result.engineRows, steppedAsWave: result.steppedAsWave),
      floatSection(result.floatRows, steppedAsWave: result.steppedAsWave),
      integratorsSection(result.summaries, steppedAsWave: result.steppedAsWave, leftOut: result.leftOut),
      convergenceSection(result.convergence),
      springConvergenceSection(result.springConvergence),
      driftSection(result.drift, steppedAsWave: result.steppedAsWave),
      costSection(result.costs, schedule: result.focus.schedule.name),
      crossEngineSection(result.crossEngine, findings: CrossEngineText.lines(result.crossEngine)),
      Markdown.section("Plots", Markdown.images(plots)),
      schedulesSection(result.schedules),
    ].joined(separator: "\n")
    md += Markdown.regenerate(
      topic: "accuracy",
      arguments: ReportArguments.of(springs: result.springs, schedules: result.schedules.map(\.schedule)))
    return md
  }

  /// The engine's step per spring and schedule; `steppedAsWave`, the springs another engine runs, are titled
  /// stepped as Wave would, and the heading says so.
  static func engineSection(_ rows: [AccuracyRow], steppedAsWave: [SpringSpec]) -> String {
    let intro =
      "Errors are fractions of the distance. *Overshoot* is the furthest past the target (engine over the frames / exact, continuous) and *peak* its time. *Lead* is the least-squares time shift against the exact curve in frames (> 0: ahead). *Step's ζ / response* is the continuous spring whose exact sampling has the step's eigenvalues, at the schedule's median frame. *Snap* is the jump to the target when the animator ends, in pt per 1000 pt. *Largest ρ* is the step matrix's largest spectral radius over the run's frames (ρ itself, everywhere else, is the radius at the typical (median) frame: ≥ 1 there, the run does not converge; a longer frame above 1 kicks once). *—* means: no peak (the run or the exact spring never passes the target); no numbers (a run that diverged or failed); or no step's spring (an eigenvalue of the step at the median frame is real and ≤ 0: the step flips sign every frame, which no continuous spring does, although it may still converge)."
    let table = rows.map { row in
      [
        SteppedAsWave.title(row.spring), row.schedule.name, row.status.name, NumberFormat.percent(row.maxError),
        NumberFormat.percent(row.rmsError),
        "\(NumberFormat.percent(row.overshoot)) / \(NumberFormat.percent(row.exactOvershoot))",
        "\(NumberFormat.fixed(row.peakTime, 3)) / \(NumberFormat.fixed(row.exactPeakTime, 3))",
        NumberFormat.fixed(row.timeLeadFrames, 2),
        "\(NumberFormat.sig(row.effectiveDampingRatio)) / \(NumberFormat.sig(row.effectiveResponse)) s",
        NumberFormat.sig(row.snapPer1000), NumberFormat.fixed(row.spectralRadius, 4),
      ]
    }
    return Markdown.section(
      SteppedAsWave.heading("The engine's step (semi-implicit Euler), per spring and schedule", springs: steppedAsWave),
      intro: [intro, SteppedAsWave.note(steppedAsWave)].filter { !$0.isEmpty }.joined(separator: " "),
      Markdown.table(
        [
          "spring ζ/response", "schedule", "status", "max error", "RMS error", "overshoot engine / exact",
          "peak s engine / exact", "lead (frames)", "step's ζ / response", "snap pt/1000", "largest ρ",
        ], table, rightAligned: [3, 4, 7, 9, 10]))
  }

  /// The engine's step in Float beside Double, per spring and schedule; `steppedAsWave` as in
  /// ``engineSection(_:steppedAsWave:)``.
  static func floatSection(_ rows: [FloatAccuracyRow], steppedAsWave: [SpringSpec]) -> String {
    let table = rows.map { row in
      [
        SteppedAsWave.title(row.spring), row.schedule.name, NumberFormat.percent(row.doubleMaxError),
        NumberFormat.percent(row.floatMaxError), NumberFormat.sig(row.maxGap, 3),
      ]
    }
    return Markdown.section(
      SteppedAsWave.heading("The engine's step in Float", springs: steppedAsWave),
      intro:
        "The same step in Float, as WaveBatch's Float path steps it (the spring's coefficients and the state in Float), beside Double: max error against the exact spring in each, and the largest gap between the two (fractions of the distance). *—*: the run diverged.",
      Markdown.table(
        ["spring ζ/response", "schedule", "max error Double", "max error Float", "max |Float − Double|"], table,
        rightAligned: [2, 3, 4]))
  }

  /// Worst and median max error of every integrator, and its runs that are not ok.
  ///
  /// Its heading says that the engine's step steps `steppedAsWave` (the springs another engine runs) as Wave would.
  static func integratorsSection(
    _ summaries: [IntegratorAccuracy], steppedAsWave: [SpringSpec], leftOut: [(name: String, reason: String)]
  ) -> String {
    let table = summaries.map { summary in
      [
        summary.integrator.name, NumberFormat.sig(summary.worstMaxError, 3),
        NumberFormat.sig(summary.medianMaxError, 3),
        "\(NumberFormat.sig(summary.medianEvaluationsPerFrame, 4)) / \(NumberFormat.sig(summary.mostEvaluationsPerFrame, 4))",
        notOK(summary),
      ]
    }
    return Markdown.section(
      SteppedAsWave.heading("Every integrator", springs: steppedAsWave),
      intro:
        "Worst and median max error (fraction of the distance) over all springs × schedules, the evaluations of the right-hand side f(t, y) a frame cost (median / most over the runs, counted as each run called it: a GSL method's calls of its system function, step doubling and rejected steps included; a peer's as its model steps; — for a closed form, which evaluates no f, and for `fluid`, whose model is not counted), and runs that did not finish normally.",
      Markdown.table(
        ["integrator", "worst max error", "median max error", "f evaluations per frame", "not ok"], table,
        rightAligned: [1, 2, 3])
        + "\nThe full table (every integrator × spring × schedule) is in `accuracy.json` (`rows`).\n"
        + leftOut.map { "\nLeft out: `\($0.name)`: \($0.reason).\n" }.joined())
  }

  /// The measured orders, one line per integrator and mode.
  static func convergenceSection(_ convergence: ConvergenceResult) -> String {
    let intro =
      "Max error over 1 s vs frame duration (1/30 … 1/960 s), slope of the log-log fit over the errors above \(NumberFormat.sig(convergence.precisionFloor, 1)) of the distance. `\(ConvergenceMode.oneStepPerFrame.name)` runs a GSL method once per frame without error control (its own order); `\(ConvergenceMode.asListed.name)` runs it as listed (adaptive to 1e-12: reference precision). GSL's rk4, rk1imp, rk2imp and rk4imp estimate their error by step doubling: each of their steps is a step of h and two of h/2, so `gsl-rk4` at 1 step/frame is two classical RK4 steps of half a frame (the h step only feeds the error estimate)."
    let table = convergence.table.map { line in
      [line.integrator.name, line.mode.name, line.statedOrder.map(String.init) ?? "—"]
        + line.orders.map { NumberFormat.fixed($0, 2) }
        + [line.verdict?.text(floor: convergence.precisionFloor).map { String($0.prefix(80)) } ?? ""]
    }
    let notes = convergence.table.compactMap { line in
      line.orderNote.map { "- `\(line.integrator.name)` \(line.mode.name): \($0).\n" }
    }
    return Markdown.section(
      "Convergence order", intro: intro,
      Markdown.table(
        ["integrator", "mode", "stated order"] + convergence.springs.map { "order, \($0.label)" } + ["note"], table,
        rightAligned: [2, 3, 4, 5])
        + (notes.isEmpty ? "" : "\nWhere the measured order is not the stated one:\n\n" + notes.joined()))
  }

  /// The measured orders of the methods whose order is their own step's, on the report's springs and a stiff one.
  static func springConvergenceSection(_ convergence: ConvergenceResult) -> String {
    let intro =
      "The same fit on this report's springs and a stiff one (`\(ConvergenceExperiment.stiffSpring.label)`: its equation's eigenvalues about 400× apart: explicit steps are unstable at the longer frames and are fitted where they are not), for the methods whose order is their own step's: the engine's step, the textbook methods, and GSL's one step per frame. A spring another engine runs is stepped as Wave would."
    let table = convergence.table.map { line in
      [line.integrator.name, line.statedOrder.map(String.init) ?? "—"]
        + line.orders.map { NumberFormat.fixed($0, 2) }
        + [line.verdict?.text(floor: convergence.precisionFloor).map { String($0.prefix(80)) } ?? ""]
    }
    return Markdown.section(
      "Convergence order on these springs", intro: intro,
      Markdown.table(
        ["integrator", "stated order"] + convergence.springs.map { "order, \($0.label)" } + ["note"], table,
        rightAligned: Set(1...(convergence.springs.count + 1))))
  }

  /// The engine's 60 Hz vs 120 Hz gap per spring; `steppedAsWave` as in ``engineSection(_:steppedAsWave:)``.
  static func driftSection(_ drift: [FrameRateDrift], steppedAsWave: [SpringSpec]) -> String {
    Markdown.section(
      SteppedAsWave.heading("Frame-rate invariance", springs: steppedAsWave),
      Markdown.table(
        ["spring", "max |x₆₀ − x₁₂₀|", "at t (s)"],
        drift.map {
          [SteppedAsWave.title($0.spring), NumberFormat.percent($0.maxGap), NumberFormat.fixed($0.maxGapTime, 3)]
        },
        rightAligned: [1, 2]))
  }

  /// Accuracy at the focus schedule beside the cost of a frame, or how to measure the costs.
  static func costSection(_ costs: [AccuracyCost]?, schedule: String) -> String {
    let heading = "Accuracy vs cost"
    guard let costs else {
      return Markdown.section(
        heading,
        "No `\(IntegratorCost.fileName)` in the output folder and no `--integrator-costs FILE`: `swift run -c release wave-bench integrator-cost --output DIR` measures the cost of one frame of each integrator into DIR; then regenerate this report in DIR, or give the file with `--integrator-costs`.\n"
      )
    }
    let intro =
      "Max error at \(schedule) (fraction of the distance; median and worst over the springs) beside the wall-clock cost of one frame from `\(IntegratorCost.fileName)` (`wave-bench integrator-cost`, release build, 120 frames of one animation, median of 5 runs; its machine is recorded in the file). Sorted by cost."
    return Markdown.section(
      heading, intro: intro,
      Markdown.table(
        ["integrator", "median max error", "worst max error", "ns per frame", "× euler"],
        costs.map {
          [
            $0.integrator.name, NumberFormat.sig($0.medianMaxError, 3), NumberFormat.sig($0.worstMaxError, 3),
            NumberFormat.sig($0.nanosecondsPerFrame, 3), NumberFormat.sig($0.relativeCost, 3),
          ]
        }, rightAligned: [1, 2, 3, 4]))
  }

  /// Each schedule's median and longest frame, one item each.
  static func schedulesSection(_ schedules: [AccuracyResult.ScheduleFrames]) -> String {
    Markdown.section(
      "Schedules",
      schedules.map {
        "- `\($0.schedule.name)`: median frame \(NumberFormat.sig($0.medianFrame * 1000, 4)) ms, longest \(NumberFormat.sig($0.longestFrame * 1000, 4)) ms"
      }.joined(separator: "\n") + "\n")
  }

  /// The runs that did not end ok: one phrase when every run ended alike (with the first failure's reason),
  /// else each run.
  static func notOK(_ summary: IntegratorAccuracy) -> String {
    if let status = summary.everyRunEnded {
      var text = "all \(summary.runs) runs \(status.name)"
      if case .failed(let message) = status { text += " (first: \(message.prefix(100)))" }
      return text
    }
    return summary.notOK.map { "\($0.spring.title)@\($0.schedule.name): \($0.status.name)" }.joined(separator: ", ")
  }
}

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
