import WaveOutput

/// The settling plots of a ``SettlingResult``: formula vs measured (the focus steppers), and the ratio maps
/// measured / formula on a scale centred on 1, as one strip of small multiples (every stepper side by side).
enum SettlingPlots {
  /// The scatter plot first, then the strip of ratio maps.
  static func render(_ result: SettlingResult) -> [ReportFile] {
    [
      ReportFile("settling-formula-vs-measured.svg", scatter(result)),
      ReportFile("settling-ratio.svg", strip(result)),
    ]
  }

  static func scatter(_ result: SettlingResult) -> String {
    var plot = SVGPlot(
      title: "Settling: formula vs measured settle time", xLabel: "formula: settlingDuration (s)",
      yLabel: "measured settle time (s)")
    plot.xScale = .log
    plot.yScale = .log
    let ends = [result.formulaLowest / 2, result.formulaHighest * 2]
    // Above the line the motion settles after the formula's end: the animator stops early and the view jumps.
    plot.references = [
      .init(label: "measured = formula; above: the view jumps at the end", x: ends, y: ends, labelAt: 0.93)
    ]
    for stepper in result.focus {
      let pairs = result.cells.compactMap { cell in cell.run(stepper)?.settleTime.map { (cell.formula, $0) } }
      plot.series.append(.init(name: stepper.name, x: pairs.map(\.0), y: pairs.map(\.1), style: .points))
    }
    return plot.rendered()
  }

  /// The ratio map of `stepper`: measured / formula per grid spring, > 1 where the formula ends the
  /// animation too early (the view snaps), < 1 where it keeps a settled view animating.
  static func ratioMap(_ result: SettlingResult, _ stepper: SettlingStepper) -> SVGHeatMap {
    let values = result.dampingRatios.map { zeta in
      result.responses.map { result.cell(dampingRatio: zeta, response: $0)?.run(stepper)?.measuredOverFormula }
    }
    var heat = SVGHeatMap(
      title: "Measured settle time / formula", xLabel: "response (s)", yLabel: "damping ratio ζ",
      valueLabel: "measured / formula", columns: result.responses, rows: result.dampingRatios, values: values)
    heat.colorScale = .diverging(
      0.1...10, center: 1, below: "< 1: formula too late", above: "> 1: formula too early (snap)")
    heat.logColumns = false
    heat.missingLabel = "never settles (unstable)"
    heat.markers = result.marked.map {
      SVGHeatMap.Marker(name: $0.name, x: $0.response, y: $0.dampingRatio, isPreset: $0.isPreset)
    }
    return heat
  }

  /// Every stepper's ratio map as a small multiple (four to a row), with one legend.
  static func strip(_ result: SettlingResult) -> String {
    var panels: [(subtitle: String, panel: any SVGPanel)] = result.steppers.map { stepper in
      var heat = ratioMap(result, stepper)
      heat.showsLegend = false
      heat.width = 300
      heat.height = 300
      return (stepper.name, heat)
    }
    if let first = result.steppers.first {
      var all = ratioMap(result, first)
      all.values = result.steppers.flatMap { ratioMap(result, $0).values }
      var legend = SVGHeatMap.LegendPanel(all)
      legend.width = 300
      panels.append(("", legend))
    }
    return SVGFigure(
      title: "Measured settle time / formula, per stepper (> 1: the formula ends too early, the view snaps)",
      panels: panels, columns: 4
    ).rendered()
  }
}
