import WaveOutput
import WaveVerification

/// The accuracy report's SVG plots, drawn from an ``AccuracyResult``: every integrator's trajectory on the
/// focus spring, the engine's error per schedule, the convergence orders, the frame-rate drift.
enum AccuracyPlots {
  /// The plot files, in the order the report shows them.
  static func files(_ result: AccuracyResult) -> [ReportFile] {
    result.focus.panels.map { trajectories($0, spring: result.focus.spring.label, distance: result.distance) }
      + [errors(result.focus), convergence(result.convergence), drift(result.drift)]
  }

  /// Every integrator on the focus spring at one schedule: the engine's step with points, the second run
  /// dashed; `distance` is the travel, points.
  static func trajectories(_ panel: AccuracyFocus.TrajectoryPanel, spring: String, distance: Double) -> ReportFile {
    var plot = SVGPlot(
      title: "\(spring) at \(panel.schedule.name): every integrator, 0 → \(NumberFormat.shortest(distance)) pt",
      xLabel: "time (s)",
      yLabel: "position (pt)")
    for (index, run) in panel.runs.enumerated() {
      let style: SVGPlot.Style = run.integrator.isEngineStep ? .lineAndPoints : index == 1 ? .dashedLine : .line
      plot.series.append(
        .init(name: run.integrator.name, x: run.trajectory.times, y: run.trajectory.values, style: style))
    }
    plot.yRange = -200...1600
    let name = "accuracy-trajectories-\(AccuracyReport.slug(spring))-\(AccuracyReport.slug(panel.schedule.name)).svg"
    return ReportFile(name, plot.rendered())
  }

  /// The engine's step minus the exact solution on the focus spring, one series per schedule.
  static func errors(_ focus: AccuracyFocus) -> ReportFile {
    var plot = SVGPlot(
      title: "\(focus.spring.label): engine (Euler) − exact, per schedule", xLabel: "time (s)",
      yLabel: "error (fraction of the distance)")
    for series in focus.errors {
      plot.series.append(.init(name: series.schedule.name, x: series.times, y: series.errors, style: .lineAndPoints))
    }
    plot.yRange = -0.5...0.5
    return ReportFile("accuracy-error-vs-time.svg", plot.rendered())
  }

  /// Max error vs frame duration on log-log axes, on the first convergence spring.
  static func convergence(_ convergence: ConvergenceResult) -> ReportFile {
    var plot = SVGPlot(
      title: "Convergence on \(convergence.springs[0].label): max error vs frame duration",
      xLabel: "frame duration (s)", yLabel: "max error (fraction of the distance)")
    plot.xScale = .log
    plot.yScale = .log
    for row in convergence.plotted {
      plot.series.append(
        .init(
          name: row.mode == .asListed ? row.integrator.name : "\(row.integrator.name) 1/frame", x: row.dts,
          y: row.errors.map { $0 ?? .nan }, style: .lineAndPoints))
    }
    return ReportFile("accuracy-convergence.svg", plot.rendered())
  }

  /// |x(60 Hz) − x(120 Hz)| of the engine's step, one series per spring.
  static func drift(_ drift: [FrameRateDrift]) -> ReportFile {
    var plot = SVGPlot(
      title: "Frame-rate invariance: |x(60 Hz) − x(120 Hz)| of the engine's step", xLabel: "time (s)",
      yLabel: "gap (fraction of the distance)")
    for d in drift { plot.series.append(.init(name: d.spring.label, x: d.times, y: d.gaps)) }
    return ReportFile("accuracy-frame-rate-drift.svg", plot.rendered())
  }
}
