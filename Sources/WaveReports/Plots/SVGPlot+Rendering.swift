import Foundation
import WaveOutput

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
  package func body(id: String, subtitle: String?) -> String {
    let plotW = width - Self.left - legendWidth
    let plotH = height - Self.top - Self.bottom
    let (xr, yr) = axes()
    let map = PlotMap(left: Self.left, top: Self.top, width: plotW, height: plotH, x: xr, y: yr)
    var out = ""
    if let subtitle {
      out +=
        "<text x=\"\(f(Self.left + plotW / 2))\" y=\"\(f(Self.top - 10))\" text-anchor=\"middle\" font-size=\"12.5\" font-weight=\"bold\">\(SVGAxis.escape(subtitle))</text>\n"
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
      + "font-size=\"11\" stroke=\"white\" stroke-width=\"3\" paint-order=\"stroke\">\(SVGAxis.escape(r.label))</text>\n"
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
    let name = SVGAxis.escape(s.name)
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
