import Foundation
import WaveOutput

extension SVGHeatMap {
  /// The plot area in SVG units: margins, size, and one cell's size.
  struct Layout {
    let left = 78.0, right = 240.0, top = 36.0, bottom = 56.0
    let plotW: Double, plotH: Double, cellW: Double, cellH: Double

    init(_ map: SVGHeatMap) {
      plotW = map.width - left - right
      plotH = map.height - top - bottom
      cellW = plotW / Double(max(1, map.columns.count))
      cellH = plotH / Double(max(1, map.rows.count))
    }
  }

  /// The SVG document.
  public func rendered() -> String {
    let layout = Layout(self)
    let finite = values.joined().compactMap { $0 }.filter {
      $0.isFinite && (threshold == nil || $0 < threshold!) && (!logColor || $0 > 0)
    }
    let range = colorRange ?? SVGAxis.fit(finite, scale: logColor ? .log : .linear)
    let axis = SVGAxis(range: range, scale: logColor ? .log : .linear)
    var out = SVGAxis.header(width: width, height: height, title: title)
    out += cells(layout, axis: axis) + ticks(layout)
    out += SVGAxis.axisLabels(
      xLabel: xLabel, yLabel: yLabel, centerX: layout.left + layout.plotW / 2, bottomY: height - 14,
      centerY: layout.top + layout.plotH / 2)
    out += overlayCurves(layout) + legend(layout, range: range)
    return out + "</svg>\n"
  }

  private func f(_ x: Double) -> String { SVGAxis.coordinate(x) }

  /// One rectangle per cell, then the plot's frame.
  private func cells(_ l: Layout, axis: SVGAxis) -> String {
    var out = ""
    for (r, row) in values.enumerated() {
      for (c, value) in row.enumerated() {
        let fill: String
        if let value, value.isFinite {
          fill = threshold.map { value >= $0 } == true ? Self.thresholdColor : Self.color(axis.unit(value))
        } else {
          fill = Self.missingColor
        }
        let x = l.left + Double(c) * l.cellW, y = l.top + l.plotH - Double(r + 1) * l.cellH
        out +=
          "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(l.cellW + 0.3))\" height=\"\(f(l.cellH + 0.3))\" fill=\"\(fill)\"/>\n"
      }
    }
    out +=
      "<rect x=\"\(f(l.left))\" y=\"\(f(l.top))\" width=\"\(f(l.plotW))\" height=\"\(f(l.plotH))\" fill=\"none\" stroke=\"#444\"/>\n"
    return out
  }

  /// Column labels (about 6) under the cells, row labels (about 10) beside them.
  private func ticks(_ l: Layout) -> String {
    var out = ""
    let columnStep = max(1, (columns.count + 5) / 6), rowStep = max(1, rows.count / 10)
    for c in stride(from: 0, to: columns.count, by: columnStep) {
      let x = l.left + (Double(c) + 0.5) * l.cellW
      out +=
        "<text x=\"\(f(x))\" y=\"\(f(l.top + l.plotH + 16))\" text-anchor=\"middle\">\(NumberFormat.general(columns[c], 3))</text>\n"
    }
    for r in stride(from: 0, to: rows.count, by: rowStep) {
      let y = l.top + l.plotH - (Double(r) + 0.5) * l.cellH
      out +=
        "<text x=\"\(f(l.left - 6))\" y=\"\(f(y + 4))\" text-anchor=\"end\">\(NumberFormat.general(rows[r], 3))</text>\n"
    }
    return out
  }

  /// The overlay curves: value → fractional cell index, interpolated (in the log when the grid is log-spaced).
  private func overlayCurves(_ l: Layout) -> String {
    var out =
      "<clipPath id=\"cells\"><rect x=\"\(f(l.left))\" y=\"\(f(l.top))\" width=\"\(f(l.plotW))\" height=\"\(f(l.plotH))\"/></clipPath>\n"
    for overlay in overlays {
      let points = zip(overlay.x, overlay.y).compactMap { x, y -> String? in
        guard let cx = Self.position(x, in: columns, log: logColumns),
          let ry = Self.position(y, in: rows, log: logRows)
        else { return nil }
        return "\(f(l.left + (cx + 0.5) * l.cellW)),\(f(l.top + l.plotH - (ry + 0.5) * l.cellH))"
      }
      if points.count > 1 {
        out +=
          "<polyline clip-path=\"url(#cells)\" points=\"\(points.joined(separator: " "))\" fill=\"none\" "
          + "stroke=\"white\" stroke-width=\"2.2\" stroke-dasharray=\"5 3\"/>\n"
      }
    }
    return out
  }

  /// The legend: colour bar with its range, then the threshold, missing and overlay entries.
  private func legend(_ l: Layout, range: ClosedRange<Double>) -> String {
    var out = ""
    let barX = l.left + l.plotW + 20, barH = l.plotH * 0.55
    for i in 0..<40 {
      let y = l.top + barH - Double(i + 1) * barH / 40
      out +=
        "<rect x=\"\(f(barX))\" y=\"\(f(y))\" width=\"14\" height=\"\(f(barH / 40 + 0.3))\" fill=\"\(Self.color((Double(i) + 0.5) / 40))\"/>\n"
    }
    out += "<text x=\"\(f(barX + 20))\" y=\"\(f(l.top + 8))\">\(SVGAxis.label(range.upperBound))</text>\n"
    out += "<text x=\"\(f(barX + 20))\" y=\"\(f(l.top + barH))\">\(SVGAxis.label(range.lowerBound))</text>\n"
    out += "<text x=\"\(f(barX))\" y=\"\(f(l.top + barH + 18))\">\(SVGAxis.escape(valueLabel))</text>\n"
    var legendY = l.top + barH + 38
    func swatch(_ color: String, _ label: String) {
      out += "<rect x=\"\(f(barX))\" y=\"\(f(legendY - 10))\" width=\"14\" height=\"12\" fill=\"\(color)\"/>\n"
      out += "<text x=\"\(f(barX + 20))\" y=\"\(f(legendY))\">\(SVGAxis.escape(label))</text>\n"
      legendY += 18
    }
    if threshold != nil { swatch(Self.thresholdColor, thresholdLabel) }
    if values.joined().contains(where: { $0 == nil || !($0!.isFinite) }) { swatch(Self.missingColor, missingLabel) }
    for overlay in overlays {
      out +=
        "<line x1=\"\(f(barX))\" y1=\"\(f(legendY - 4))\" x2=\"\(f(barX + 14))\" y2=\"\(f(legendY - 4))\" stroke=\"#222\" stroke-width=\"2\" stroke-dasharray=\"5 3\"/>\n"
      out += "<text x=\"\(f(barX + 20))\" y=\"\(f(legendY))\">\(SVGAxis.escape(overlay.name))</text>\n"
      legendY += 18
    }
    return out
  }
}
