import Foundation
import WaveOutput

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
struct SVGPlot {
  /// Linear or base-10 logarithmic axis.
  ///
  /// On a log axis, non-positive values are left out.
  enum Scale: Sendable { case linear, log }

  /// How a series is drawn.
  enum Style: Sendable { case line, dashedLine, points, lineAndPoints }

  /// One series: points `(x[i], y[i])`; non-finite points are left out (a line breaks there).
  struct Series {
    var name: String, x: [Double], y: [Double], style: Style = .line
    /// A CSS colour; nil picks the series' own from ``palette`` (with its own dash or marker).
    var color: String? = nil
    /// Drawn last, on top, thick and black: the reference the other series are read against.
    var emphasized = false
    /// The series' true lowest and highest y, named at the edge when the line leaves a fixed y range.
    var extremes: (lowest: Double, highest: Double)? = nil
    /// A second legend line under the name (a number the result gives for this series).
    var note: String? = nil
  }

  /// A thin grey line with a label (a reference slope, an identity line), not a series.
  struct Reference {
    var label: String, x: [Double], y: [Double]
    /// Where along the line (0: its first point, 1: its last) the label goes; kept inside the plot.
    var labelAt: Double = 0
  }

  var title: String, xLabel: String, yLabel: String
  var xScale: Scale = .linear, yScale: Scale = .linear
  /// Size in pixels, > 0.
  var width = 720.0, height = 420.0
  /// Fixed axis ranges; nil fits the data (on a linear axis the range includes 0 only if the data does).
  var xRange: ClosedRange<Double>?, yRange: ClosedRange<Double>?
  var series: [Series] = []
  var references: [Reference] = []
  /// The width kept for the legend at the right, pixels.
  var legendWidth = 170.0

  /// The most series a panel should hold: beyond it, split the series over panels (``SVGFigure``).
  static let maxSeriesPerPanel = 6
  /// Colour-blind-safe categorical palette (Okabe–Ito without yellow, which vanishes on white; black is the
  /// emphasised series' colour).
  static let palette = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9"]
  /// The dash of each automatically styled line, in the order the palette's colours are given out.
  static let dashes = ["", "7 3", "2 2", "9 3 2 3", "4 3", "1 3", "12 4"]
  /// The emphasised series' colour.
  static let emphasisColor = "#000000"

  init(title: String, xLabel: String, yLabel: String) {
    self.title = title
    self.xLabel = xLabel
    self.yLabel = yLabel
  }

  /// How series `index` is drawn: its colour, its dash ("" for solid) and its marker's shape index.
  func look(_ index: Int) -> (color: String, dash: String, marker: Int) {
    let s = series[index]
    if s.emphasized { return (s.color ?? Self.emphasisColor, "", 0) }
    if s.style == .dashedLine, let color = s.color { return (color, "6 4", 0) }
    let auto = series[..<index].filter { !$0.emphasized && !($0.style == .dashedLine && $0.color != nil) }.count
    return (s.color ?? Self.palette[auto % Self.palette.count], Self.dashes[auto % Self.dashes.count], auto)
  }

  /// The SVG document.
  func rendered() -> String {
    SVGAxis.header(width: width, height: height, title: title) + body(id: "plot", subtitle: nil) + "</svg>\n"
  }
}

extension SVGPlot {
  /// Where series `index` leaves the y range: the x (SVG units) of each excursion's peak above the top and
  /// below the bottom.
  func excursions(_ index: Int, _ m: PlotMap) -> (above: [Double], below: [Double]) {
    let s = series[index]
    let range = m.y.range
    var above: [Double] = []
    var below: [Double] = []
    var run: (side: Int, x: Double, y: Double)? = nil
    func close() {
      guard let r = run else { return }
      let x = min(max(m.px(r.x), m.left + 4), m.left + m.width - 4)
      if r.side > 0 { above.append(x) } else { below.append(x) }
      run = nil
    }
    for (x, y) in zip(s.x, s.y) {
      guard x.isFinite, y.isFinite, xScale == .linear || x > 0 else { continue }
      let side = y > range.upperBound ? 1 : y < range.lowerBound ? -1 : 0
      if side == 0 || run.map({ $0.side != side }) == true { close() }
      guard side != 0 else { continue }
      if let r = run {
        if (side > 0 && y > r.y) || (side < 0 && y < r.y) { run = (side, x, y) }
      } else {
        run = (side, x, y)
      }
    }
    close()
    return (above, below)
  }

  /// ▲ at the top edge and ▼ at the bottom edge where series `index` leaves the y range, with its true
  /// extreme written beside the first mark of each edge; `labels` counts the labels already at each edge,
  /// so that the next one goes a line further in.
  func clipMarks(_ index: Int, _ m: PlotMap, labels: inout (above: Int, below: Int)) -> String {
    let (above, below) = excursions(index, m)
    let look = look(index)
    let s = series[index]
    var out = ""
    for (k, x) in above.enumerated() {
      let y = m.top
      out +=
        "<polygon class=\"clip-mark\" points=\"\(f(x - 5)),\(f(y + 8)) \(f(x + 5)),\(f(y + 8)) \(f(x)),\(f(y))\" fill=\"\(look.color)\" stroke=\"white\" stroke-width=\"0.8\"/>\n"
      if k == 0, let e = s.extremes {
        out += label(
          "\(s.name) max \(NumberFormat.general(e.highest, 2))", x: x + 7, y: y + 18 + 13 * Double(labels.above),
          color: look.color, m)
        labels.above += 1
      }
    }
    for (k, x) in below.enumerated() {
      let y = m.top + m.height
      out +=
        "<polygon class=\"clip-mark\" points=\"\(f(x - 5)),\(f(y - 8)) \(f(x + 5)),\(f(y - 8)) \(f(x)),\(f(y))\" fill=\"\(look.color)\" stroke=\"white\" stroke-width=\"0.8\"/>\n"
      if k == 0, let e = s.extremes {
        out += label(
          "\(s.name) min \(NumberFormat.general(e.lowest, 2))", x: x + 7, y: y - 12 - 13 * Double(labels.below),
          color: look.color, m)
        labels.below += 1
      }
    }
    return out
  }

  /// A clip label on a white halo, kept inside the plot area.
  private func label(_ text: String, x: Double, y: Double, color: String, _ m: PlotMap) -> String {
    let anchorEnd = x > m.left + m.width * 0.7
    return
      "<text class=\"clip-label\" x=\"\(f(anchorEnd ? x - 14 : x))\" y=\"\(f(y))\" font-size=\"11\" fill=\"\(color)\" "
      + "text-anchor=\"\(anchorEnd ? "end" : "start")\" stroke=\"white\" stroke-width=\"3\" paint-order=\"stroke\">"
      + "\(XMLText.escape(text))</text>\n"
  }

  /// The legend at `x`: one entry per series (its line with dash, or its marker), the emphasised series
  /// first; a series drawn off the axis gets a second line with its true extremes.
  func legend(x: Double, _ m: PlotMap) -> String {
    var out = ""
    var y = Self.top + 10
    let order = series.indices.filter { series[$0].emphasized } + series.indices.filter { !series[$0].emphasized }
    for index in order {
      let s = series[index]
      let look = look(index)
      let dash = look.dash.isEmpty ? "" : " stroke-dasharray=\"\(look.dash)\""
      out += "<g class=\"legend-entry\" data-name=\"\(XMLText.escape(s.name))\">\n"
      if s.style != .points {
        out +=
          "<line x1=\"\(f(x))\" y1=\"\(f(y - 4))\" x2=\"\(f(x + 24))\" y2=\"\(f(y - 4))\" stroke=\"\(look.color)\" stroke-width=\"\(s.emphasized ? "2.6" : "2")\"\(dash)/>\n"
      }
      if s.style == .points || s.style == .lineAndPoints {
        out += Self.marker(look.marker, at: (x + 12, y - 4), size: 3.4, color: look.color)
      }
      let weight = s.emphasized ? " font-weight=\"bold\"" : ""
      out += "<text x=\"\(f(x + 30))\" y=\"\(f(y))\"\(weight)>\(XMLText.escape(s.name))</text>\n"
      var notes: [String] = s.note.map { [$0] } ?? []
      let (above, below) = excursions(index, m)
      if let e = s.extremes, !above.isEmpty || !below.isEmpty {
        var parts: [String] = []
        if !above.isEmpty { parts.append("▲ max " + NumberFormat.general(e.highest, 2)) }
        if !below.isEmpty { parts.append("▼ min " + NumberFormat.general(e.lowest, 2)) }
        notes.append(parts.joined(separator: "  "))
      }
      for note in notes {
        y += 12
        out +=
          "<text class=\"legend-note\" x=\"\(f(x + 30))\" y=\"\(f(y))\" font-size=\"11\" fill=\"#444\">\(XMLText.escape(note))</text>\n"
      }
      out += "</g>\n"
      y += 17
    }
    return out
  }
}

extension SVGPlot {
  static let left = 78.0, top = 36.0, bottom = 52.0
  /// The grid lines' colour: light enough that the series stay on top.
  static let gridColor = "#e3e3e3"

  /// Value → SVG coordinates of the plot area.
  struct PlotMap {
    let left: Double, top: Double, width: Double, height: Double, x: SVGAxis, y: SVGAxis
    func px(_ value: Double) -> Double { left + x.unit(value) * width }
    func py(_ value: Double) -> Double { top + (1 - y.unit(value)) * height }
  }

  /// The axes as drawn: the fixed ranges, or the ranges that fit the series.
  func axes() -> (x: SVGAxis, y: SVGAxis) {
    let xs = series.flatMap { $0.x }.filter { $0.isFinite && (xScale == .linear || $0 > 0) }
    let ys = series.flatMap { $0.y }.filter { $0.isFinite && (yScale == .linear || $0 > 0) }
    return (
      SVGAxis(range: xRange ?? SVGAxis.fit(xs, scale: xScale), scale: xScale),
      SVGAxis(range: yRange ?? SVGAxis.fit(ys, scale: yScale), scale: yScale)
    )
  }

  /// Everything but the document's start and end, in a `width` × `height` box at the origin; `subtitle`, when
  /// given, is written above the plot area (a panel of an ``SVGFigure``); `id` makes the clip path unique.
  func body(id: String, subtitle: String?) -> String {
    let plotW = width - Self.left - legendWidth
    let plotH = height - Self.top - Self.bottom
    let (xr, yr) = axes()
    let map = PlotMap(left: Self.left, top: Self.top, width: plotW, height: plotH, x: xr, y: yr)
    var out = ""
    if let subtitle {
      out +=
        "<text x=\"\(f(Self.left + plotW / 2))\" y=\"\(f(Self.top - 10))\" text-anchor=\"middle\" font-size=\"12.5\" font-weight=\"bold\">\(XMLText.escape(subtitle))</text>\n"
    }
    out += grid(map)
    out += SVGAxis.axisLabels(
      xLabel: xLabel, yLabel: yLabel, centerX: Self.left + plotW / 2, bottomY: height - 12,
      centerY: Self.top + plotH / 2)
    out +=
      "<clipPath id=\"\(id)\"><rect x=\"\(f(Self.left))\" y=\"\(f(Self.top))\" width=\"\(f(plotW))\" height=\"\(f(plotH))\"/></clipPath>\n"
    out += "<g clip-path=\"url(#\(id))\">\n"
    out += references.map { reference($0, map) }.joined()
    let order = series.indices.filter { !series[$0].emphasized } + series.indices.filter { series[$0].emphasized }
    for index in order { out += paths(index, map) }
    out += "</g>\n"
    var labels = (above: 0, below: 0)
    for index in order { out += clipMarks(index, map, labels: &labels) }
    out += legend(x: Self.left + plotW + 12, map)
    return out
  }

  /// The frame, grid lines and tick labels.
  private func grid(_ m: PlotMap) -> String {
    var out =
      "<rect x=\"\(f(m.left))\" y=\"\(f(m.top))\" width=\"\(f(m.width))\" height=\"\(f(m.height))\" fill=\"none\" stroke=\"#444\"/>\n"
    for tick in m.x.ticks() {
      let x = m.px(tick)
      out += SVGAxis.line(x1: x, y1: m.top, x2: x, y2: m.top + m.height, stroke: Self.gridColor)
      out += SVGAxis.tickLabel(tick, .x, x: x, y: m.top + m.height + 16)
    }
    for tick in m.y.ticks() {
      let y = m.py(tick)
      out += SVGAxis.line(x1: m.left, y1: y, x2: m.left + m.width, y2: y, stroke: Self.gridColor)
      out += SVGAxis.tickLabel(tick, .y, x: m.left - 6, y: y + 4)
    }
    return out
  }

  /// Whether (x, y) can be placed on the axes (finite, positive on a log axis).
  private func usable(_ x: Double, _ y: Double) -> Bool {
    x.isFinite && y.isFinite && (xScale == .linear || x > 0) && (yScale == .linear || y > 0)
  }

  /// A reference line and its label at its first point.
  private func reference(_ r: Reference, _ m: PlotMap) -> String {
    let points = zip(r.x, r.y).filter { usable($0.0, $0.1) }.map { (m.px($0.0), m.py($0.1)) }
    guard points.count > 1 else { return "" }
    let line = points.map { "\(f($0.0)),\(f($0.1))" }.joined(separator: " ")
    let a = points[0]
    let b = points[points.count - 1]
    let t = min(1, max(0, r.labelAt))
    let endAnchored = t > 0.5
    let lx = min(max(a.0 + (b.0 - a.0) * t, m.left + 4), m.left + m.width - 4) + (endAnchored ? -4 : 4)
    let ly = min(max(a.1 + (b.1 - a.1) * t, m.top + 14), m.top + m.height - 4) - 5
    return
      "<polyline class=\"reference\" points=\"\(line)\" fill=\"none\" stroke=\"#777\" stroke-width=\"1.1\" stroke-dasharray=\"3 3\"/>\n"
      + "<text class=\"reference-label\" x=\"\(f(lx))\" y=\"\(f(ly))\" text-anchor=\"\(endAnchored ? "end" : "start")\" fill=\"#555\" "
      + "font-size=\"11\" stroke=\"white\" stroke-width=\"3\" paint-order=\"stroke\">\(XMLText.escape(r.label))</text>\n"
  }

  /// One series: its polylines (split where a point cannot be drawn) and its markers.
  private func paths(_ index: Int, _ m: PlotMap) -> String {
    let s = series[index]
    let look = look(index)
    var segments: [[(Double, Double)]] = [[]]
    for (x, y) in zip(s.x, s.y) {
      if usable(x, y) {
        segments[segments.count - 1].append((m.px(x), m.py(y)))
      } else if !segments.last!.isEmpty {
        segments.append([])
      }
    }
    let name = XMLText.escape(s.name)
    var out = "<g class=\"series\" data-name=\"\(name)\" data-color=\"\(look.color)\" data-dash=\"\(look.dash)\""
    out += " data-marker=\"\(s.style == .points || s.style == .lineAndPoints ? look.marker : -1)\">\n"
    if s.style != .points {
      let dash = look.dash.isEmpty ? "" : " stroke-dasharray=\"\(look.dash)\""
      let width = s.emphasized ? "1.8" : series.contains(where: \.emphasized) ? "2.6" : "1.7"
      for segment in segments where segment.count > 1 {
        let points = segment.map { "\(f($0.0)),\(f($0.1))" }.joined(separator: " ")
        out +=
          "<polyline points=\"\(points)\" fill=\"none\" stroke=\"\(look.color)\" stroke-width=\"\(width)\"\(dash)/>\n"
      }
    }
    if s.style == .points || s.style == .lineAndPoints {
      let size = s.style == .points ? 3.2 : 2.6
      for point in segments.joined() { out += Self.marker(look.marker, at: point, size: size, color: look.color) }
    }
    return out + "</g>\n"
  }

  /// A marker of shape `shape` (circle, square, triangle, diamond, inverted triangle, plus; then again).
  static func marker(_ shape: Int, at p: (Double, Double), size r: Double, color: String) -> String {
    func f(_ x: Double) -> String { SVGAxis.coordinate(x) }
    func polygon(_ points: [(Double, Double)]) -> String {
      "<polygon points=\"\(points.map { "\(f(p.0 + $0.0 * r)),\(f(p.1 + $0.1 * r))" }.joined(separator: " "))\" fill=\"\(color)\"/>\n"
    }
    switch shape % 6 {
    case 0: return "<circle cx=\"\(f(p.0))\" cy=\"\(f(p.1))\" r=\"\(f(r))\" fill=\"\(color)\"/>\n"
    case 1: return polygon([(-0.9, -0.9), (0.9, -0.9), (0.9, 0.9), (-0.9, 0.9)])
    case 2: return polygon([(0, -1.2), (1.1, 0.8), (-1.1, 0.8)])
    case 3: return polygon([(0, -1.3), (1.1, 0), (0, 1.3), (-1.1, 0)])
    case 4: return polygon([(0, 1.2), (1.1, -0.8), (-1.1, -0.8)])
    default:
      return polygon([
        (-0.35, -1.2), (0.35, -1.2), (0.35, -0.35), (1.2, -0.35), (1.2, 0.35), (0.35, 0.35), (0.35, 1.2),
        (-0.35, 1.2), (-0.35, 0.35), (-1.2, 0.35), (-1.2, -0.35), (-0.35, -0.35),
      ])
    }
  }

  func f(_ x: Double) -> String { SVGAxis.coordinate(x) }
}
