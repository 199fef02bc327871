import Foundation
import WaveOutput

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
  package func body(id: String, subtitle: String?) -> String {
    let layout = Layout(self)
    var out = Self.hatch(id: id)
    if let subtitle {
      out +=
        "<text x=\"\(f(layout.left + layout.plotW / 2))\" y=\"\(f(layout.top - 10))\" text-anchor=\"middle\" font-size=\"12.5\" font-weight=\"bold\">\(SVGAxis.escape(subtitle))</text>\n"
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
      out += "<g class=\"marker\" data-name=\"\(SVGAxis.escape(m.name))\" data-number=\"\(k + 1)\">"
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
