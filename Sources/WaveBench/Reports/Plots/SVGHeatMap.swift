import Foundation
import WaveOutput

/// A self-contained SVG heat map over a grid: one cell per (column, row) value, a colour bar with round
/// ticks, optional overlay curves and labelled markers in value coordinates, a distinct colour for values at
/// or above a threshold (an unstable spectral radius) and a hatch for missing values (nil: diverged, never
/// settled).
struct SVGHeatMap {
  var title: String, xLabel: String, yLabel: String, valueLabel: String
  /// Column values (x, ascending) and row values (y, ascending, drawn bottom to top).
  var columns: [Double], rows: [Double]
  /// `values[row][column]`; nil draws the missing hatch.
  var values: [[Double?]]
  /// How values map to colours.
  var colorScale: ColorScale = .calm(0...1)
  /// Values ≥ this are drawn in ``thresholdColor`` and named ``thresholdLabel`` in the legend.
  var threshold: Double?
  var thresholdLabel = "≥ threshold"
  /// What a nil cell means, for the legend.
  var missingLabel = "none"
  /// Whether the grid values are log-spaced: overlay curves and markers are placed by interpolating in the
  /// logarithm, and the axis gets round 1-2-5 ticks instead of one label per cell.
  var logColumns = false, logRows = false
  /// Curves drawn over the cells, in value coordinates: (name, xs, ys).
  var overlays: [(name: String, x: [Double], y: [Double])] = []
  /// Springs marked on the map, numbered in the order given.
  var markers: [Marker] = []
  var width = 790.0, height = 480.0
  /// Whether the body draws its legend at the right (a small multiple leaves it to an ``SVGHeatMap/LegendPanel``).
  var showsLegend = true

  static let thresholdColor = "#B2182B"
  static let missingColor = "#BBBBBB"

  /// How values map to colours.
  enum ColorScale: Sendable {
    /// Linear over the range, from a deep blue at the bottom fading to a pale one at the top: a calm
    /// sequential scale, with nothing drawn as an alarm.
    case calm(ClosedRange<Double>)
    /// Logarithmic over the range (both ends > 0), centred on `center`: values below it in one hue (purple),
    /// above it in another (orange), both darker further from the centre and clearly hued right next to it.
    case diverging(ClosedRange<Double>, center: Double, below: String, above: String)
  }

  /// A spring marked on the map: a numbered circle at (x, y) in value coordinates (clamped to the map's edge,
  /// and drawn dashed, when outside it), named in the legend.
  struct Marker: Sendable {
    var name: String, x: Double, y: Double
    /// A preset (a thick ring) or a spring asked for (a thin one).
    var isPreset: Bool
    /// The marked spring's own value, when known.
    ///
    /// The circle is filled with the map's colour for it (the threshold's colour at or above the threshold), so that
    /// a spring between grid cells shows its own side of the boundary. Without it, a preset is filled black and a spring asked for white.
    var value: Double? = nil
  }

  /// The SVG document.
  func rendered() -> String {
    SVGAxis.header(width: width, height: height, title: title) + body(id: "map", subtitle: nil) + "</svg>\n"
  }

  /// The fractional index of `value` in the ascending `grid`, interpolated (in the log when `log`); nil
  /// outside the grid.
  static func position(_ value: Double, in grid: [Double], log: Bool) -> Double? {
    guard grid.count >= 2, value.isFinite, value >= grid.first!, value <= grid.last! else { return nil }
    let t: (Double) -> Double = log ? { Foundation.log($0) } : { $0 }
    for i in 0..<(grid.count - 1) where value <= grid[i + 1] {
      return Double(i) + (t(value) - t(grid[i])) / (t(grid[i + 1]) - t(grid[i]))
    }
    return Double(grid.count - 1)
  }
}

extension SVGHeatMap.ColorScale {
  /// The calm scale's stops, deep to pale (ColorBrewer Blues).
  static let calmStops: [(Double, Double, Double)] = [
    (8, 69, 148), (33, 113, 181), (66, 146, 198), (107, 174, 214), (158, 202, 225), (198, 219, 239),
    (239, 243, 255),
  ]
  /// The diverging scale's stops from the centre outwards: below (ColorBrewer PuOr's purples) and above (its
  /// oranges), each starting clearly hued.
  static let belowStops: [(Double, Double, Double)] = [(188, 182, 218), (128, 115, 172), (84, 39, 136), (45, 0, 75)]
  static let aboveStops: [(Double, Double, Double)] = [(253, 197, 128), (224, 130, 20), (179, 88, 6), (127, 59, 8)]
  /// Exactly the centre.
  static let centerColor = "#F4F4F4"

  /// The range of values the scale spans.
  var range: ClosedRange<Double> {
    switch self {
    case .calm(let r): r
    case .diverging(let r, _, _, _): r
    }
  }

  /// The axis of the colour bar: linear for the calm scale, log for the diverging one.
  var axis: SVGAxis {
    switch self {
    case .calm(let r): SVGAxis(range: r, scale: .linear)
    case .diverging(let r, _, _, _): SVGAxis(range: r, scale: .log)
    }
  }

  /// The colour of `value` (finite; clamped to the range).
  func color(_ value: Double) -> String {
    switch self {
    case .calm(let r):
      return Self.interpolate(Self.calmStops, (value - r.lowerBound) / (r.upperBound - r.lowerBound))
    case .diverging(let r, let center, _, _):
      guard value > 0, value != center else { return Self.centerColor }
      if value > center { return Self.interpolate(Self.aboveStops, log(value / center) / log(r.upperBound / center)) }
      return Self.interpolate(Self.belowStops, log(value / center) / log(r.lowerBound / center))
    }
  }

  /// `stops` at `t` in [0, 1] (clamped), as `#RRGGBB`.
  static func interpolate(_ stops: [(Double, Double, Double)], _ t: Double) -> String {
    let u = min(1, max(0, t.isFinite ? t : 0)) * Double(stops.count - 1)
    let i = min(stops.count - 2, Int(u))
    let w = u - Double(i)
    let a = stops[i]
    let b = stops[i + 1]
    let r = Int((a.0 + (b.0 - a.0) * w).rounded())
    let g = Int((a.1 + (b.1 - a.1) * w).rounded())
    let bl = Int((a.2 + (b.2 - a.2) * w).rounded())
    return String(format: "#%02X%02X%02X", r, g, bl)
  }
}

extension SVGHeatMap {
  /// The legend of a map drawn alone, as a panel of an ``SVGFigure`` beside small multiples that leave it out.
  struct LegendPanel: SVGPanel {
    let map: SVGHeatMap
    var width = 260.0
    var height: Double { map.height }
    init(_ map: SVGHeatMap) { self.map = map }
    func body(id: String, subtitle: String?) -> String {
      let layout = Layout(map)
      return SVGHeatMap.hatch(id: id) + map.legend(x: 20, top: layout.top, height: layout.plotH, id: id)
    }
  }

  /// The legend at `x`: the colour bar with round ticks (and, on a diverging scale, what each side means),
  /// then the threshold, missing and overlay entries, then the numbered markers.
  func legend(x barX: Double, top: Double, height plotH: Double, id: String) -> String {
    var out = "<g class=\"legend\">\n"
    let barH = min(plotH * 0.5, 200)
    let steps = 60
    let axis = colorScale.axis
    for i in 0..<steps {
      let y = top + barH - Double(i + 1) * barH / Double(steps)
      let u = (Double(i) + 0.5) / Double(steps)
      let value =
        axis.scale == .log
        ? pow(10, log10(axis.range.lowerBound) + u * log10(axis.range.upperBound / axis.range.lowerBound))
        : axis.range.lowerBound + u * (axis.range.upperBound - axis.range.lowerBound)
      out +=
        "<rect x=\"\(f(barX))\" y=\"\(f(y))\" width=\"14\" height=\"\(f(barH / Double(steps) + 0.3))\" fill=\"\(colorScale.color(value))\"/>\n"
    }
    out +=
      "<rect x=\"\(f(barX))\" y=\"\(f(top))\" width=\"14\" height=\"\(f(barH))\" fill=\"none\" stroke=\"#666\" stroke-width=\"0.6\"/>\n"
    for tick in axis.ticks() {
      let y = top + barH * (1 - axis.unit(tick))
      out += SVGAxis.line(x1: barX + 14, y1: y, x2: barX + 18, y2: y, stroke: "#444")
      out += "<text class=\"colorbar-tick\" x=\"\(f(barX + 21))\" y=\"\(f(y + 4))\">\(SVGAxis.label(tick))</text>\n"
    }
    if case .diverging(_, let center, let below, let above) = colorScale {
      let yc = top + barH * (1 - axis.unit(center))
      out +=
        "<line x1=\"\(f(barX - 3))\" y1=\"\(f(yc))\" x2=\"\(f(barX + 18))\" y2=\"\(f(yc))\" stroke=\"#111\" stroke-width=\"1.4\"/>\n"
      out += text("▲ " + above, x: barX + 52, y: top + barH * 0.25, size: 11)
      out += text("▼ " + below, x: barX + 52, y: top + barH * 0.75, size: 11)
    }
    out += text(valueLabel, x: barX, y: top + barH + 18, size: 11)
    var y = top + barH + 40
    func swatch(_ fill: String, _ label: String) {
      out +=
        "<rect x=\"\(f(barX))\" y=\"\(f(y - 10))\" width=\"14\" height=\"12\" fill=\"\(fill)\" stroke=\"#666\" stroke-width=\"0.6\"/>\n"
      out += text(label, x: barX + 20, y: y, size: 11)
      y += 18
    }
    if threshold != nil { swatch(Self.thresholdColor, thresholdLabel) }
    if values.joined().contains(where: { $0 == nil || !($0!.isFinite) }) { swatch("url(#\(id)-missing)", missingLabel) }
    for overlay in overlays {
      out +=
        "<line x1=\"\(f(barX))\" y1=\"\(f(y - 4))\" x2=\"\(f(barX + 14))\" y2=\"\(f(y - 4))\" stroke=\"#111\" stroke-width=\"1.8\" stroke-dasharray=\"6 3\"/>\n"
      out += text(overlay.name, x: barX + 20, y: y, size: 11)
      y += 18
    }
    if !markers.isEmpty {
      y += 4
      let key =
        markers.contains { $0.value != nil }
        ? "thick ring: preset; filled with its own value" : "● preset  ○ other spring of the run"
      out += text(key, x: barX, y: y, size: 11)
      y += 17
    }
    for (k, m) in markers.enumerated() {
      let fill = m.value.map { self.fill($0, id: "map") } ?? (m.isPreset ? "#111" : "white")
      let color = Self.isDark(fill) ? "white" : "#111"
      let ring = m.value != nil && m.isPreset ? "2.6" : "1.2"
      out +=
        "<circle cx=\"\(f(barX + 7))\" cy=\"\(f(y - 4))\" r=\"7\" fill=\"\(fill)\" stroke=\"#111\" stroke-width=\"\(ring)\"/>"
      out +=
        "<text x=\"\(f(barX + 7))\" y=\"\(f(y - 0.5))\" text-anchor=\"middle\" font-size=\"11\" font-weight=\"bold\" fill=\"\(color)\">\(k + 1)</text>\n"
      out += text(m.name, x: barX + 20, y: y, size: 11)
      y += 17
    }
    return out + "</g>\n"
  }

  private func text(_ s: String, x: Double, y: Double, size: Double) -> String {
    "<text x=\"\(f(x))\" y=\"\(f(y))\" font-size=\"\(NumberFormat.shortest(size))\">\(XMLText.escape(s))</text>\n"
  }
}

extension SVGHeatMap: SVGPanel {
  /// The plot area in SVG units: margins, size, and one cell's size.
  struct Layout {
    let left = 70.0, top = 36.0, bottom = 50.0
    let right: Double, plotW: Double, plotH: Double, cellW: Double, cellH: Double

    init(_ map: SVGHeatMap) {
      right = map.showsLegend ? 250 : 14
      plotW = map.width - left - right
      plotH = map.height - top - bottom
      cellW = plotW / Double(max(1, map.columns.count))
      cellH = plotH / Double(max(1, map.rows.count))
    }
  }

  /// Everything but the document's start and end, in a `width` × `height` box at the origin.
  func body(id: String, subtitle: String?) -> String {
    let layout = Layout(self)
    var out = Self.hatch(id: id)
    if let subtitle {
      out +=
        "<text x=\"\(f(layout.left + layout.plotW / 2))\" y=\"\(f(layout.top - 10))\" text-anchor=\"middle\" font-size=\"12.5\" font-weight=\"bold\">\(XMLText.escape(subtitle))</text>\n"
    }
    out += cells(layout, id: id) + ticks(layout)
    out += SVGAxis.axisLabels(
      xLabel: xLabel, yLabel: yLabel, centerX: layout.left + layout.plotW / 2, bottomY: height - 12,
      centerY: layout.top + layout.plotH / 2)
    out += overlayCurves(layout, id: id) + markerSymbols(layout)
    if showsLegend { out += legend(x: layout.left + layout.plotW + 22, top: layout.top, height: layout.plotH, id: id) }
    return out
  }

  func f(_ x: Double) -> String { SVGAxis.coordinate(x) }

  /// The hatch that fills missing cells: diagonal dark lines on grey, told apart from any colour of a scale.
  static func hatch(id: String) -> String {
    "<defs><pattern id=\"\(id)-missing\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
      + "<rect width=\"6\" height=\"6\" fill=\"\(missingColor)\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#555\" stroke-width=\"2\"/>"
      + "</pattern></defs>\n"
  }

  /// The fill of a value: the threshold colour, the scale's colour, or the missing hatch.
  func fill(_ value: Double?, id: String) -> String {
    guard let value, value.isFinite else { return "url(#\(id)-missing)" }
    if let threshold, value >= threshold { return Self.thresholdColor }
    return colorScale.color(value)
  }

  /// One rectangle per cell, then the plot's frame.
  private func cells(_ l: Layout, id: String) -> String {
    var out = ""
    for (r, row) in values.enumerated() {
      for (c, value) in row.enumerated() {
        let x = l.left + Double(c) * l.cellW
        let y = l.top + l.plotH - Double(r + 1) * l.cellH
        out +=
          "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(l.cellW + 0.3))\" height=\"\(f(l.cellH + 0.3))\" fill=\"\(fill(value, id: id))\"/>\n"
      }
    }
    out +=
      "<rect x=\"\(f(l.left))\" y=\"\(f(l.top))\" width=\"\(f(l.plotW))\" height=\"\(f(l.plotH))\" fill=\"none\" stroke=\"#444\"/>\n"
    return out
  }

  /// Where the axis ticks go, as (fractional cell index, value): round 1-2-5 values on a log-spaced grid;
  /// else every grid value, thinned to keep labels `spacing` units apart.
  static func tickPositions(_ grid: [Double], log: Bool, cell: Double, spacing: Double) -> [(Double, Double)] {
    guard let first = grid.first, let last = grid.last else { return [] }
    if log, first > 0, last > first {
      return SVGAxis(range: first...last, scale: .log).ticks().compactMap { v in
        position(v, in: grid, log: true).map { ($0, v) }
      }
    }
    let step = max(1, Int((spacing / max(cell, 1e-9)).rounded(.up)))
    return stride(from: 0, to: grid.count, by: step).map { (Double($0), grid[$0]) }
  }

  /// Column labels under the cells and row labels beside them, with tick marks.
  private func ticks(_ l: Layout) -> String {
    var out = ""
    for (p, v) in Self.tickPositions(columns, log: logColumns, cell: l.cellW, spacing: 34) {
      let x = l.left + (p + 0.5) * l.cellW
      out += SVGAxis.line(x1: x, y1: l.top + l.plotH, x2: x, y2: l.top + l.plotH + 4, stroke: "#444")
      out += SVGAxis.tickLabel(v, .x, x: x, y: l.top + l.plotH + 16)
    }
    for (p, v) in Self.tickPositions(rows, log: logRows, cell: l.cellH, spacing: 14) {
      let y = l.top + l.plotH - (p + 0.5) * l.cellH
      out += SVGAxis.line(x1: l.left - 4, y1: y, x2: l.left, y2: y, stroke: "#444")
      out += SVGAxis.tickLabel(v, .y, x: l.left - 7, y: y + 4)
    }
    return out
  }

  /// The overlay curves: value → fractional cell index, interpolated (in the log when the grid is log-spaced).
  private func overlayCurves(_ l: Layout, id: String) -> String {
    var out =
      "<clipPath id=\"\(id)-cells\"><rect x=\"\(f(l.left))\" y=\"\(f(l.top))\" width=\"\(f(l.plotW))\" height=\"\(f(l.plotH))\"/></clipPath>\n"
    for overlay in overlays {
      let points = zip(overlay.x, overlay.y).compactMap { x, y -> String? in
        guard let cx = Self.position(x, in: columns, log: logColumns),
          let ry = Self.position(y, in: rows, log: logRows)
        else { return nil }
        return "\(f(l.left + (cx + 0.5) * l.cellW)),\(f(l.top + l.plotH - (ry + 0.5) * l.cellH))"
      }
      if points.count > 1 {
        out +=
          "<polyline class=\"overlay\" clip-path=\"url(#\(id)-cells)\" points=\"\(points.joined(separator: " "))\" fill=\"none\" "
          + "stroke=\"#111\" stroke-width=\"1.8\" stroke-dasharray=\"6 3\"/>\n"
      }
    }
    return out
  }

  /// The fractional index of `value` in `grid`, clamped to the grid's ends; and whether it was outside.
  static func clampedPosition(_ value: Double, in grid: [Double], log: Bool) -> (Double, outside: Bool) {
    if let p = position(value, in: grid, log: log) { return (p, false) }
    return (value < (grid.first ?? 0) ? -0.5 : Double(grid.count) - 0.5, true)
  }

  /// The markers: numbered circles (filled for presets, open for springs asked for; dashed at the edge for
  /// one outside the map).
  ///
  /// A circle that would cover an earlier one moves aside, with a leader line and a dot at the spring's true place.
  private func markerSymbols(_ l: Layout) -> String {
    var out = ""
    var placed: [(Double, Double)] = []
    let offsets: [(Double, Double)] = [
      (0, 0), (17, 0), (-17, 0), (0, -17), (0, 17), (17, -17), (-17, -17), (17, 17), (-17, 17), (34, 0), (-34, 0),
    ]
    for (k, m) in markers.enumerated() {
      let (cx, outX) = Self.clampedPosition(m.x, in: columns, log: logColumns)
      let (ry, outY) = Self.clampedPosition(m.y, in: rows, log: logRows)
      let px = l.left + (cx + 0.5) * l.cellW
      let py = l.top + l.plotH - (ry + 0.5) * l.cellH
      let offset =
        offsets.first { o in
          !placed.contains { ($0.0 - px - o.0) * ($0.0 - px - o.0) + ($0.1 - py - o.1) * ($0.1 - py - o.1) < 15 * 15 }
        } ?? (0, 0)
      let x = px + offset.0
      let y = py + offset.1
      placed.append((x, y))
      let fill = m.value.map { self.fill($0, id: "map") } ?? (m.isPreset ? "#111" : "white")
      let text = Self.isDark(fill) ? "white" : "#111"
      let ring = m.value != nil && m.isPreset ? "2.8" : "1.4"
      let dash = outX || outY ? " stroke-dasharray=\"2 1.5\"" : ""
      out += "<g class=\"marker\" data-name=\"\(XMLText.escape(m.name))\" data-number=\"\(k + 1)\">"
      if offset != (0, 0) {
        out +=
          "<line x1=\"\(f(px))\" y1=\"\(f(py))\" x2=\"\(f(x))\" y2=\"\(f(y))\" stroke=\"#111\" stroke-width=\"1\"/>"
        out += "<circle cx=\"\(f(px))\" cy=\"\(f(py))\" r=\"2\" fill=\"#111\"/>"
      }
      out +=
        "<circle cx=\"\(f(x))\" cy=\"\(f(y))\" r=\"7.5\" fill=\"\(fill)\" stroke=\"#111\" stroke-width=\"\(ring)\"\(dash)/>"
      out +=
        "<text x=\"\(f(x))\" y=\"\(f(y + 3.6))\" text-anchor=\"middle\" font-size=\"11\" font-weight=\"bold\" fill=\"\(text)\">\(k + 1)</text></g>\n"
    }
    return out
  }

  /// Whether a `#RRGGBB` fill is dark enough for white text (relative luminance below 0.4); a pattern or a name is not.
  static func isDark(_ fill: String) -> Bool {
    guard fill.hasPrefix("#"), fill.count == 7, let rgb = Int(fill.dropFirst(), radix: 16) else {
      return fill == "#111"
    }
    let channel = { (shift: Int) -> Double in
      let c = Double((rgb >> shift) & 0xFF) / 255
      return c <= 0.04045 ? c / 12.92 : Foundation.pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0) < 0.4
  }
}
