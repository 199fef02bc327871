import Foundation
import WaveNumerics
import WaveOutput

/// The accuracy report's SVG plots, drawn from an ``AccuracyResult``: every integrator's trajectory on the
/// focus spring (small multiples, the exact solution on top in each), the engine's error per schedule, the
/// convergence orders against reference slopes, the frame-rate drift.
enum AccuracyPlots {
  /// The plot files, in the order the report shows them.
  static func files(_ result: AccuracyResult) -> [ReportFile] {
    result.focus.panels.map { panel in
      let rows = result.rows.filter { $0.spring == result.focus.spring && $0.schedule == panel.schedule }
      return trajectories(
        panel, spring: result.focus.spring.title, distance: result.distance,
        maxError: { id in rows.first { $0.integrator == id }?.maxError })
    }
      + [errors(result.focus), convergence(result.convergence), errorCost(result.errorCost), drift(result.drift)]
  }

  /// Max error against the right-hand side's evaluations per frame, log-log, one panel per schedule and one series per
  /// method, a point per number of steps a frame (1 … 16): lower left is cheaper and closer.
  static func errorCost(_ errorCost: ErrorCost) -> ReportFile {
    // Every panel on the same axes, so that schedules compare at a glance.
    let series = errorCost.panels.flatMap(\.series)
    let xs = series.flatMap(\.evaluationsPerFrame).filter { $0.isFinite && $0 > 0 }
    let ys = series.flatMap { $0.maxErrors.compactMap { $0 } }.filter { $0.isFinite && $0 > 0 }
    let panels = errorCost.panels.map { panel -> (subtitle: String, panel: any SVGPanel) in
      var plot = SVGPlot(
        title: "", xLabel: "f evaluations per frame (counted)", yLabel: "max error (fraction of the distance)")
      plot.xScale = .log
      plot.yScale = .log
      plot.width = 560
      plot.height = 380
      // A margin of a quarter of a factor of ten each way (10^0.25 ≈ 1.78), so that no point sits on a frame edge.
      let margin = pow(10, 0.25)
      if let low = xs.min(), let high = xs.max() { plot.xRange = (low / margin)...(high * margin) }
      if let low = ys.min(), let high = ys.max() { plot.yRange = (low / margin)...(high * margin) }
      for series in panel.series {
        plot.series.append(
          .init(
            name: series.integrator.name, x: series.evaluationsPerFrame, y: series.maxErrors.map { $0 ?? .nan },
            style: .lineAndPoints))
      }
      return (panel.schedule.name, plot)
    }
    return ReportFile(
      "accuracy-error-vs-cost.svg",
      SVGFigure(
        title: "\(errorCost.spring.label): max error against cost, 1 to 16 steps a frame", panels: panels, columns: 2
      ).rendered())
  }

  /// The families the trajectory panels group integrators by, in order, with their panel headings.
  static let families: [(kinds: Set<IntegratorCatalogue.Kind?>, heading: String)] = [
    ([.engine, .exact, .engineVariant], "Wave's step and the exact propagator"),
    ([.peer], "other engines' steps"),
    ([.textbook, .gsl, nil], "textbook and GSL methods"),
  ]

  /// Every integrator on the focus spring at one schedule, as small multiples: each family of integrators
  /// in panels of at most five, the exact solution on top of each; `distance` is the travel, points;
  /// `maxError` gives an integrator's max |x − x_exact| / distance on this spring and schedule (its row's),
  /// shown under its name so that a line hidden under the exact one still says how close it is.
  static func trajectories(
    _ panel: AccuracyFocus.TrajectoryPanel, spring: String, distance: Double, maxError: (IntegratorID) -> Double?
  ) -> ReportFile {
    let title = "\(spring) at \(panel.schedule.name): every integrator, 0 → \(NumberFormat.shortest(distance)) pt"
    let exact = panel.runs.filter { $0.integrator == .closedForm }
    let others = panel.runs.filter { $0.integrator != .closedForm }
    let limit = SVGPlot.maxSeriesPerPanel - exact.count
    var groups: [(String, [AccuracyFocus.TrajectoryPanel.Run])] = []
    for family in families {
      let members = others.filter { family.kinds.contains($0.integrator.kind) }
      let chunks = SVGFigure.chunks(members, limit: limit)
      for (k, chunk) in chunks.enumerated() {
        groups.append((chunks.count > 1 ? "\(family.heading) (\(k + 1)/\(chunks.count))" : family.heading, chunk))
      }
    }
    let times = panel.runs.flatMap(\.trajectory.times)
    let panels: [(subtitle: String, panel: any SVGPanel)] = groups.map { heading, runs in
      if runs.allSatisfy({ (maxError($0.integrator) ?? .infinity) <= hiddenError }) {
        return (
          heading + ": |error| (every line hides under the exact one)",
          deviations(runs, panel: panel, times: times, maxError: maxError)
        )
      }
      var plot = SVGPlot(title: title, xLabel: "time (s)", yLabel: "position (pt)")
      plot.width = 640
      plot.height = 360
      plot.legendWidth = 190
      for run in runs + exact {
        let emphasized = run.integrator == .closedForm
        plot.series.append(
          .init(
            name: run.integrator.name, x: run.trajectory.times, y: run.trajectory.values,
            style: run.integrator.isEngineStep ? .lineAndPoints : .line, emphasized: emphasized,
            extremes: (run.extremes.lowest, run.extremes.highest),
            note: emphasized
              ? "on top" : maxError(run.integrator).map { "max |error| \(NumberFormat.sig($0, 2)) × travel" }))
      }
      plot.yRange = (-0.2 * distance)...(1.6 * distance)
      plot.xRange = 0...(times.max() ?? 1)
      return (heading, plot)
    }
    let name = "accuracy-trajectories-\(AccuracyReport.slug(spring))-\(AccuracyReport.slug(panel.schedule.name)).svg"
    return ReportFile(name, SVGFigure(title: title, panels: panels, columns: 2).rendered())
  }

  /// The largest |error| (a fraction of the travel) at which a line hides under the exact one: 0.005, under a pixel
  /// of a trajectory panel (1.8 travels over about 280 px: 0.0064 a pixel), where the exact line is drawn 2.5 px wide.
  static let hiddenError = 0.005

  /// |x − x_exact| / travel over time, on a log scale, for `runs`.
  ///
  /// What a panel shows when every line would hide under the exact one (``AccuracyFocus/TrajectoryPanel/deviations``).
  /// A frame where a run equals the exact solution (0) has no point on the log scale, so each legend entry says the
  /// run's max |error| (`maxError`), and a run that equals it at every frame shown says that it draws no line.
  static func deviations(
    _ runs: [AccuracyFocus.TrajectoryPanel.Run], panel: AccuracyFocus.TrajectoryPanel, times: [Double],
    maxError: (IntegratorID) -> Double?
  ) -> SVGPlot {
    var plot = SVGPlot(title: "", xLabel: "time (s)", yLabel: "|x − exact| / travel")
    plot.width = 640
    plot.height = 360
    plot.legendWidth = 190
    plot.yScale = .log
    for run in runs {
      guard let errors = panel.deviations[run.integrator] else { continue }
      let points = zip(run.trajectory.times, errors).filter { $0.1 > 0 && $0.1.isFinite }
      let note =
        points.isEmpty
        ? "0 at every frame (no line)"
        : maxError(run.integrator).map { "max |error| \(NumberFormat.sig($0, 2)) × travel" }
      plot.series.append(
        .init(
          name: run.integrator.name, x: points.map(\.0), y: points.map(\.1),
          style: run.integrator.isEngineStep ? .lineAndPoints : .line, note: note))
    }
    plot.xRange = 0...(times.max() ?? 1)
    return plot
  }

  /// The engine's step minus the exact solution on the focus spring, one series per schedule.
  static func errors(_ focus: AccuracyFocus) -> ReportFile {
    var plot = SVGPlot(
      title: "\(SteppedAsWave.title(focus.spring)): engine (Euler) − exact, per schedule", xLabel: "time (s)",
      yLabel: "error (fraction of the distance)")
    for series in focus.errors {
      plot.series.append(
        .init(
          name: series.schedule.name, x: series.times, y: series.errors, style: .lineAndPoints,
          extremes: (series.extremes.lowest, series.extremes.highest)))
    }
    plot.yRange = -0.5...0.5
    plot.width = 780
    // Room for a clipped series' note (its true extremes) at 11 px.
    plot.legendWidth = 200
    return ReportFile(
      "accuracy-error-vs-time.svg", SVGFigure.splitting(plot) { k, n in "schedules \(k + 1) of \(n)" })
  }

  /// Max error vs frame duration on log-log axes, on the first convergence spring, in panels of at most six
  /// integrators, each with reference slopes of order 1, 2 and 4.
  static func convergence(_ convergence: ConvergenceResult) -> ReportFile {
    var plot = SVGPlot(
      title: "Convergence on \(convergence.springs[0].label): max error vs frame duration",
      xLabel: "frame duration (s)", yLabel: "max error (fraction of the distance)")
    plot.xScale = .log
    plot.yScale = .log
    plot.width = 620
    plot.height = 420
    for row in convergence.plotted {
      plot.series.append(
        .init(
          name: row.mode == .asListed ? row.integrator.name : "\(row.integrator.name) 1/frame", x: row.dts,
          y: row.errors.map { $0 ?? .nan }, style: .lineAndPoints))
    }
    plot.references = referenceSlopes(plot)
    return ReportFile(
      "accuracy-convergence.svg",
      SVGFigure.splitting(plot, columns: 2) { k, n in "integrators \(k + 1) of \(n)" })
  }

  /// Lines of slope 1, 2 and 4 on the log-log axes, from a common apex a third of the way down from the top
  /// right, across the whole x range: an integrator of order p runs parallel to the line of order p.
  static func referenceSlopes(_ plot: SVGPlot) -> [SVGPlot.Reference] {
    let (x, y) = plot.axes()
    let xHigh = x.range.upperBound
    let xLow = x.range.lowerBound
    let apex = y.range.upperBound / pow(y.range.upperBound / y.range.lowerBound, 0.06)
    return [1.0, 2, 4].map { order in
      SVGPlot.Reference(
        label: "order \(Int(order))", x: [xLow, xHigh], y: [apex * pow(xLow / xHigh, order), apex])
    }
  }

  /// |x(60 Hz) − x(120 Hz)| of the engine's step, one series per spring.
  static func drift(_ drift: [FrameRateDrift]) -> ReportFile {
    var plot = SVGPlot(
      title: "Frame-rate invariance: |x(60 Hz) − x(120 Hz)| of the engine's step", xLabel: "time (s)",
      yLabel: "gap (fraction of the distance)")
    plot.width = 600
    plot.height = 380
    for d in drift { plot.series.append(.init(name: SteppedAsWave.title(d.spring), x: d.times, y: d.gaps)) }
    return ReportFile(
      "accuracy-frame-rate-drift.svg", SVGFigure.splitting(plot) { k, n in "springs \(k + 1) of \(n)" })
  }
}
