import WaveVerification

/// The settling plots of a ``SettlingResult``: formula vs measured (the focus steppers), and one heat map of
/// measured / formula per stepper.
enum SettlingPlots {
  /// The scatter plot first, then the heat maps in stepper order.
  static func render(_ result: SettlingResult) -> [ReportFile] {
    [ReportFile("settling-formula-vs-measured.svg", scatter(result))]
      + result.steppers.map { ReportFile("settling-ratio-\(AccuracyReport.slug($0.name)).svg", ratioMap(result, $0)) }
  }

  static func scatter(_ result: SettlingResult) -> String {
    var plot = SVGPlot(
      title: "Settling: formula vs measured settle time", xLabel: "formula: settlingDuration (s)",
      yLabel: "measured settle time (s)")
    plot.xScale = .log
    plot.yScale = .log
    let ends = [result.formulaLowest / 2, result.formulaHighest * 2]
    plot.series.append(.init(name: "measured = formula", x: ends, y: ends, style: .dashedLine, color: "#888888"))
    for stepper in result.focus {
      let pairs = result.cells.compactMap { cell in cell.run(stepper)?.settleTime.map { (cell.formula, $0) } }
      plot.series.append(.init(name: stepper.name, x: pairs.map(\.0), y: pairs.map(\.1), style: .points))
    }
    return plot.rendered()
  }

  static func ratioMap(_ result: SettlingResult, _ stepper: SettlingStepper) -> String {
    let values = result.dampingRatios.map { zeta in
      result.responses.map { result.cell(dampingRatio: zeta, response: $0)?.run(stepper)?.measuredOverFormula }
    }
    var heat = SVGHeatMap(
      title: "Measured settle time / formula, \(stepper.name)", xLabel: "response (s)", yLabel: "damping ratio ζ",
      valueLabel: "measured / formula", columns: result.responses, rows: result.dampingRatios, values: values)
    heat.logColor = true
    heat.colorRange = 0.1...10
    heat.missingLabel = "never settles (unstable)"
    return heat.rendered()
  }
}
