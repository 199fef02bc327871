import Foundation

/// A self-contained SVG line/scatter chart: axes with ticks (linear or log10), a title, axis labels, a legend,
/// and any number of series. Output is deterministic (fixed-precision coordinates, series in the order given),
/// so plots reproduce bit for bit.
public struct SVGPlot {
  /// Linear or base-10 logarithmic axis. On a log axis, non-positive values are left out.
  public enum Scale: Sendable { case linear, log }

  /// How a series is drawn.
  public enum Style: Sendable { case line, dashedLine, points, lineAndPoints }

  /// One series: points `(x[i], y[i])`; non-finite points are left out (a line breaks there).
  public struct Series {
    public var name: String, x: [Double], y: [Double], style: Style
    /// A CSS colour; nil picks the next from ``palette``.
    public var color: String?
    public init(name: String, x: [Double], y: [Double], style: Style = .line, color: String? = nil) {
      self.name = name
      self.x = x
      self.y = y
      self.style = style
      self.color = color
    }
  }

  public var title: String, xLabel: String, yLabel: String
  public var xScale: Scale = .linear, yScale: Scale = .linear
  /// Size in pixels, > 0.
  public var width = 720.0, height = 420.0
  /// Fixed axis ranges; nil fits the data (on a linear axis the range includes 0 only if the data does).
  public var xRange: ClosedRange<Double>?, yRange: ClosedRange<Double>?
  public var series: [Series] = []

  /// Colour-blind-safe categorical palette (Okabe–Ito).
  public static let palette = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#F0E442"]

  public init(title: String, xLabel: String, yLabel: String) {
    self.title = title
    self.xLabel = xLabel
    self.yLabel = yLabel
  }

  let left = 78.0, right = 170.0, top = 36.0, bottom = 52.0

  /// The SVG document.
  public func rendered() -> String {
    let plotW = width - left - right, plotH = height - top - bottom
    let xs = series.flatMap { $0.x }.filter { $0.isFinite && (xScale == .linear || $0 > 0) }
    let ys = series.flatMap { $0.y }.filter { $0.isFinite && (yScale == .linear || $0 > 0) }
    let xr = SVGAxis(range: xRange ?? SVGAxis.fit(xs, scale: xScale), scale: xScale)
    let yr = SVGAxis(range: yRange ?? SVGAxis.fit(ys, scale: yScale), scale: yScale)
    let map = PlotMap(left: left, top: top, width: plotW, height: plotH, x: xr, y: yr)
    var out = SVGAxis.header(width: width, height: height, title: title)
    out += grid(map)
    out += SVGAxis.axisLabels(
      xLabel: xLabel, yLabel: yLabel, centerX: left + plotW / 2, bottomY: height - 12, centerY: top + plotH / 2)
    out +=
      "<clipPath id=\"plot\"><rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(plotW))\" height=\"\(f(plotH))\"/></clipPath>\n"
    out += "<g clip-path=\"url(#plot)\">\n"
    for (index, s) in series.enumerated() { out += paths(s, color: color(index), map) }
    out += "</g>\n"
    out += legend(x: left + plotW + 12)
    return out + "</svg>\n"
  }

  /// Value → SVG coordinates of the plot area.
  struct PlotMap {
    let left: Double, top: Double, width: Double, height: Double, x: SVGAxis, y: SVGAxis
    func px(_ value: Double) -> Double { left + x.unit(value) * width }
    func py(_ value: Double) -> Double { top + (1 - y.unit(value)) * height }
  }

  private func color(_ index: Int) -> String { series[index].color ?? Self.palette[index % Self.palette.count] }

  /// The frame, grid lines and tick labels.
  private func grid(_ m: PlotMap) -> String {
    var out =
      "<rect x=\"\(f(m.left))\" y=\"\(f(m.top))\" width=\"\(f(m.width))\" height=\"\(f(m.height))\" fill=\"none\" stroke=\"#444\"/>\n"
    for tick in m.x.ticks() {
      let x = m.px(tick)
      out += "<line x1=\"\(f(x))\" y1=\"\(f(m.top))\" x2=\"\(f(x))\" y2=\"\(f(m.top + m.height))\" stroke=\"#ddd\"/>\n"
      out += "<text x=\"\(f(x))\" y=\"\(f(m.top + m.height + 16))\" text-anchor=\"middle\">\(SVGAxis.label(tick))</text>\n"
    }
    for tick in m.y.ticks() {
      let y = m.py(tick)
      out += "<line x1=\"\(f(m.left))\" y1=\"\(f(y))\" x2=\"\(f(m.left + m.width))\" y2=\"\(f(y))\" stroke=\"#ddd\"/>\n"
      out += "<text x=\"\(f(m.left - 6))\" y=\"\(f(y + 4))\" text-anchor=\"end\">\(SVGAxis.label(tick))</text>\n"
    }
    return out
  }

  /// One series: its polylines (split where a point cannot be drawn) and its points.
  private func paths(_ s: Series, color: String, _ m: PlotMap) -> String {
    var segments: [[(Double, Double)]] = [[]]
    for (x, y) in zip(s.x, s.y) {
      let usable = x.isFinite && y.isFinite && (xScale == .linear || x > 0) && (yScale == .linear || y > 0)
      if usable {
        segments[segments.count - 1].append((m.px(x), m.py(y)))
      } else if !segments.last!.isEmpty {
        segments.append([])
      }
    }
    var out = ""
    if s.style != .points {
      let dash = s.style == .dashedLine ? " stroke-dasharray=\"6 4\"" : ""
      for segment in segments where segment.count > 1 {
        let points = segment.map { "\(f($0.0)),\(f($0.1))" }.joined(separator: " ")
        out += "<polyline points=\"\(points)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.6\"\(dash)/>\n"
      }
    }
    if s.style == .points || s.style == .lineAndPoints {
      for point in segments.joined() {
        out += "<circle cx=\"\(f(point.0))\" cy=\"\(f(point.1))\" r=\"2.6\" fill=\"\(color)\"/>\n"
      }
    }
    return out
  }

  /// The legend, one entry per series, at `x`.
  private func legend(x: Double) -> String {
    var out = ""
    for (index, s) in series.enumerated() {
      let color = color(index)
      let y = top + 10 + Double(index) * 16
      let dash = s.style == .dashedLine ? " stroke-dasharray=\"6 4\"" : ""
      if s.style == .points {
        out += "<circle cx=\"\(f(x + 10))\" cy=\"\(f(y - 4))\" r=\"3\" fill=\"\(color)\"/>\n"
      } else {
        out +=
          "<line x1=\"\(f(x))\" y1=\"\(f(y - 4))\" x2=\"\(f(x + 20))\" y2=\"\(f(y - 4))\" stroke=\"\(color)\" stroke-width=\"2\"\(dash)/>\n"
      }
      out += "<text x=\"\(f(x + 26))\" y=\"\(f(y))\">\(SVGAxis.escape(s.name))</text>\n"
    }
    return out
  }

  func f(_ x: Double) -> String { SVGAxis.coordinate(x) }
}
