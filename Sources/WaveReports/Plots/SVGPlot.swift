import Foundation

/// A self-contained SVG line/scatter chart: axes with round ticks (linear or log10), a title, axis labels, a
/// legend, reference lines, and the series.
///
/// Output is deterministic (fixed-precision coordinates, series in the order given), so plots reproduce bit for bit.
///
/// Every series is told apart without colour: each automatically styled series of a panel gets its own
/// colour *and* its own dash (lines) or marker shape (points), so a panel of at most
/// ``SVGPlot/maxSeriesPerPanel`` series never repeats a pair. An emphasised series (the reference) is drawn
/// last, on top, thick and black. A line that leaves a fixed y range is marked at the edge (▲/▼) with its
/// true extremes, when the series carries them.
package struct SVGPlot {
  /// Linear or base-10 logarithmic axis.
  ///
  /// On a log axis, non-positive values are left out.
  package enum Scale: Sendable { case linear, log }

  /// How a series is drawn.
  package enum Style: Sendable { case line, dashedLine, points, lineAndPoints }

  /// One series: points `(x[i], y[i])`; non-finite points are left out (a line breaks there).
  package struct Series {
    package var name: String, x: [Double], y: [Double], style: Style = .line
    /// A CSS colour; nil picks the series' own from ``palette`` (with its own dash or marker).
    package var color: String? = nil
    /// Drawn last, on top, thick and black: the reference the other series are read against.
    package var emphasized = false
    /// The series' true lowest and highest y, named at the edge when the line leaves a fixed y range.
    package var extremes: (lowest: Double, highest: Double)? = nil
    /// A second legend line under the name (a number the result gives for this series).
    package var note: String? = nil
  }

  /// A thin grey line with a label (a reference slope, an identity line), not a series.
  package struct Reference {
    package var label: String, x: [Double], y: [Double]
    /// Where along the line (0: its first point, 1: its last) the label goes; kept inside the plot.
    package var labelAt: Double = 0
  }

  package var title: String, xLabel: String, yLabel: String
  package var xScale: Scale = .linear, yScale: Scale = .linear
  /// Size in pixels, > 0.
  package var width = 720.0, height = 420.0
  /// Fixed axis ranges; nil fits the data (on a linear axis the range includes 0 only if the data does).
  package var xRange: ClosedRange<Double>?, yRange: ClosedRange<Double>?
  package var series: [Series] = []
  package var references: [Reference] = []
  /// The width kept for the legend at the right, pixels.
  package var legendWidth = 170.0

  /// The most series a panel should hold: beyond it, split the series over panels (``SVGFigure``).
  package static let maxSeriesPerPanel = 6
  /// Colour-blind-safe categorical palette (Okabe–Ito without yellow, which vanishes on white; black is the
  /// emphasised series' colour).
  package static let palette = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9"]
  /// The dash of each automatically styled line, in the order the palette's colours are given out.
  package static let dashes = ["", "7 3", "2 2", "9 3 2 3", "4 3", "1 3", "12 4"]
  /// The emphasised series' colour.
  package static let emphasisColor = "#000000"

  package init(title: String, xLabel: String, yLabel: String) {
    self.title = title
    self.xLabel = xLabel
    self.yLabel = yLabel
  }

  /// How series `index` is drawn: its colour, its dash ("" for solid) and its marker's shape index.
  package func look(_ index: Int) -> (color: String, dash: String, marker: Int) {
    let s = series[index]
    if s.emphasized { return (s.color ?? Self.emphasisColor, "", 0) }
    if s.style == .dashedLine, let color = s.color { return (color, "6 4", 0) }
    let auto = series[..<index].filter { !$0.emphasized && !($0.style == .dashedLine && $0.color != nil) }.count
    return (s.color ?? Self.palette[auto % Self.palette.count], Self.dashes[auto % Self.dashes.count], auto)
  }

  /// The SVG document.
  package func rendered() -> String {
    SVGAxis.header(width: width, height: height, title: title) + body(id: "plot", subtitle: nil) + "</svg>\n"
  }
}
