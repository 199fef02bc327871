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
    func px(_ x: Double) -> Double { left + xr.unit(x) * plotW }
    func py(_ y: Double) -> Double { top + (1 - yr.unit(y)) * plotH }
    var out = SVGAxis.header(width: width, height: height, title: title)
    out +=
      "<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(plotW))\" height=\"\(f(plotH))\" fill=\"none\" stroke=\"#444\"/>\n"
    for tick in xr.ticks() {
      let x = px(tick)
      out += "<line x1=\"\(f(x))\" y1=\"\(f(top))\" x2=\"\(f(x))\" y2=\"\(f(top + plotH))\" stroke=\"#ddd\"/>\n"
      out += "<text x=\"\(f(x))\" y=\"\(f(top + plotH + 16))\" text-anchor=\"middle\">\(SVGAxis.label(tick))</text>\n"
    }
    for tick in yr.ticks() {
      let y = py(tick)
      out += "<line x1=\"\(f(left))\" y1=\"\(f(y))\" x2=\"\(f(left + plotW))\" y2=\"\(f(y))\" stroke=\"#ddd\"/>\n"
      out += "<text x=\"\(f(left - 6))\" y=\"\(f(y + 4))\" text-anchor=\"end\">\(SVGAxis.label(tick))</text>\n"
    }
    out += SVGAxis.axisLabels(
      xLabel: xLabel, yLabel: yLabel, centerX: left + plotW / 2, bottomY: height - 12, centerY: top + plotH / 2)
    out +=
      "<clipPath id=\"plot\"><rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(plotW))\" height=\"\(f(plotH))\"/></clipPath>\n"
    out += "<g clip-path=\"url(#plot)\">\n"
    for (index, s) in series.enumerated() {
      let color = s.color ?? Self.palette[index % Self.palette.count]
      var segments: [[(Double, Double)]] = [[]]
      for (x, y) in zip(s.x, s.y) {
        let usable = x.isFinite && y.isFinite && (xScale == .linear || x > 0) && (yScale == .linear || y > 0)
        if usable {
          segments[segments.count - 1].append((px(x), py(y)))
        } else if !segments.last!.isEmpty {
          segments.append([])
        }
      }
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
    }
    out += "</g>\n"
    for (index, s) in series.enumerated() {
      let color = s.color ?? Self.palette[index % Self.palette.count]
      let y = top + 10 + Double(index) * 16
      let x = left + plotW + 12
      let dash = s.style == .dashedLine ? " stroke-dasharray=\"6 4\"" : ""
      if s.style == .points {
        out += "<circle cx=\"\(f(x + 10))\" cy=\"\(f(y - 4))\" r=\"3\" fill=\"\(color)\"/>\n"
      } else {
        out +=
          "<line x1=\"\(f(x))\" y1=\"\(f(y - 4))\" x2=\"\(f(x + 20))\" y2=\"\(f(y - 4))\" stroke=\"\(color)\" stroke-width=\"2\"\(dash)/>\n"
      }
      out += "<text x=\"\(f(x + 26))\" y=\"\(f(y))\">\(SVGAxis.escape(s.name))</text>\n"
    }
    return out + "</svg>\n"
  }

  func f(_ x: Double) -> String { SVGAxis.coordinate(x) }
}
