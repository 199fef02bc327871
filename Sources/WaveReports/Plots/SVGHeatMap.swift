import Foundation

/// A self-contained SVG heat map over a grid: one cell per (column, row) value, a colour bar, optional
/// overlay curves in value coordinates, and a distinct colour for values at or above a threshold (e.g. an
/// unstable spectral radius) and for missing values (nil: diverged, never settled).
public struct SVGHeatMap {
  public var title: String, xLabel: String, yLabel: String, valueLabel: String
  /// Column values (x, ascending) and row values (y, ascending, drawn bottom to top).
  public var columns: [Double], rows: [Double]
  /// `values[row][column]`; nil draws the ``missingColor`` cell.
  public var values: [[Double?]]
  /// The colour scale's range; nil fits the finite values below the threshold.
  public var colorRange: ClosedRange<Double>?
  /// Whether the colour scale is logarithmic (values must then be > 0).
  public var logColor = false
  /// Values ≥ this are drawn in ``thresholdColor`` and named ``thresholdLabel`` in the legend.
  public var threshold: Double?
  public var thresholdLabel = "≥ threshold"
  /// What a nil cell means, for the legend.
  public var missingLabel = "none"
  /// Whether the grid values are log-spaced (overlay curves are placed by interpolating in the logarithm).
  public var logColumns = false, logRows = false
  /// Curves drawn over the cells, in value coordinates: (name, xs, ys).
  public var overlays: [(name: String, x: [Double], y: [Double])] = []
  public var width = 770.0, height = 460.0

  public static let thresholdColor = "#B2182B"
  public static let missingColor = "#BBBBBB"

  public init(
    title: String, xLabel: String, yLabel: String, valueLabel: String, columns: [Double], rows: [Double],
    values: [[Double?]]
  ) {
    self.title = title
    self.xLabel = xLabel
    self.yLabel = yLabel
    self.valueLabel = valueLabel
    self.columns = columns
    self.rows = rows
    self.values = values
  }

  /// Viridis at 9 stops.
  static let stops: [(Double, Double, Double)] = [
    (68, 1, 84), (72, 40, 120), (62, 74, 137), (49, 104, 142), (38, 130, 142), (31, 158, 137), (53, 183, 121),
    (109, 205, 89), (253, 231, 37),
  ]

  static func color(_ t: Double) -> String {
    let u = min(1, max(0, t)) * Double(stops.count - 1)
    let i = min(stops.count - 2, Int(u))
    let w = u - Double(i)
    let a = stops[i], b = stops[i + 1]
    let r = Int((a.0 + (b.0 - a.0) * w).rounded()), g = Int((a.1 + (b.1 - a.1) * w).rounded())
    let bl = Int((a.2 + (b.2 - a.2) * w).rounded())
    return String(format: "#%02X%02X%02X", r, g, bl)
  }

  /// The SVG document.
  public func rendered() -> String {
    let left = 78.0, right = 240.0, top = 36.0, bottom = 56.0
    let plotW = width - left - right, plotH = height - top - bottom
    let cellW = plotW / Double(max(1, columns.count)), cellH = plotH / Double(max(1, rows.count))
    let finite = values.joined().compactMap { $0 }.filter {
      $0.isFinite && (threshold == nil || $0 < threshold!) && (!logColor || $0 > 0)
    }
    let range = colorRange ?? SVGAxis.fit(finite, scale: logColor ? .log : .linear)
    let axis = SVGAxis(range: range, scale: logColor ? .log : .linear)
    func f(_ x: Double) -> String { SVGAxis.coordinate(x) }
    var out = SVGAxis.header(width: width, height: height, title: title)
    for (r, row) in values.enumerated() {
      for (c, value) in row.enumerated() {
        let fill: String
        if let value, value.isFinite {
          fill = threshold.map { value >= $0 } == true ? Self.thresholdColor : Self.color(axis.unit(value))
        } else {
          fill = Self.missingColor
        }
        let x = left + Double(c) * cellW, y = top + plotH - Double(r + 1) * cellH
        out +=
          "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(cellW + 0.3))\" height=\"\(f(cellH + 0.3))\" fill=\"\(fill)\"/>\n"
      }
    }
    out +=
      "<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(plotW))\" height=\"\(f(plotH))\" fill=\"none\" stroke=\"#444\"/>\n"
    let columnStep = max(1, (columns.count + 5) / 6), rowStep = max(1, rows.count / 10)
    for c in stride(from: 0, to: columns.count, by: columnStep) {
      let x = left + (Double(c) + 0.5) * cellW
      out +=
        "<text x=\"\(f(x))\" y=\"\(f(top + plotH + 16))\" text-anchor=\"middle\">\(String(format: "%.3g", columns[c]))</text>\n"
    }
    for r in stride(from: 0, to: rows.count, by: rowStep) {
      let y = top + plotH - (Double(r) + 0.5) * cellH
      out +=
        "<text x=\"\(f(left - 6))\" y=\"\(f(y + 4))\" text-anchor=\"end\">\(String(format: "%.3g", rows[r]))</text>\n"
    }
    out += SVGAxis.axisLabels(
      xLabel: xLabel, yLabel: yLabel, centerX: left + plotW / 2, bottomY: height - 14, centerY: top + plotH / 2)
    // Overlays: value → fractional cell index, interpolated (in the log when the grid is log-spaced).
    out +=
      "<clipPath id=\"cells\"><rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(plotW))\" height=\"\(f(plotH))\"/></clipPath>\n"
    for overlay in overlays {
      let points = zip(overlay.x, overlay.y).compactMap { x, y -> String? in
        guard let cx = Self.position(x, in: columns, log: logColumns),
          let ry = Self.position(y, in: rows, log: logRows)
        else { return nil }
        return "\(f(left + (cx + 0.5) * cellW)),\(f(top + plotH - (ry + 0.5) * cellH))"
      }
      if points.count > 1 {
        out +=
          "<polyline clip-path=\"url(#cells)\" points=\"\(points.joined(separator: " "))\" fill=\"none\" "
          + "stroke=\"white\" stroke-width=\"2.2\" stroke-dasharray=\"5 3\"/>\n"
      }
    }
    // Legend: colour bar, threshold, missing, overlays.
    let barX = left + plotW + 20, barH = plotH * 0.55
    for i in 0..<40 {
      let y = top + barH - Double(i + 1) * barH / 40
      out +=
        "<rect x=\"\(f(barX))\" y=\"\(f(y))\" width=\"14\" height=\"\(f(barH / 40 + 0.3))\" fill=\"\(Self.color((Double(i) + 0.5) / 40))\"/>\n"
    }
    out += "<text x=\"\(f(barX + 20))\" y=\"\(f(top + 8))\">\(SVGAxis.label(range.upperBound))</text>\n"
    out += "<text x=\"\(f(barX + 20))\" y=\"\(f(top + barH))\">\(SVGAxis.label(range.lowerBound))</text>\n"
    out += "<text x=\"\(f(barX))\" y=\"\(f(top + barH + 18))\">\(SVGAxis.escape(valueLabel))</text>\n"
    var legendY = top + barH + 38
    if threshold != nil {
      out +=
        "<rect x=\"\(f(barX))\" y=\"\(f(legendY - 10))\" width=\"14\" height=\"12\" fill=\"\(Self.thresholdColor)\"/>\n"
      out += "<text x=\"\(f(barX + 20))\" y=\"\(f(legendY))\">\(SVGAxis.escape(thresholdLabel))</text>\n"
      legendY += 18
    }
    if values.joined().contains(where: { $0 == nil || !($0!.isFinite) }) {
      out +=
        "<rect x=\"\(f(barX))\" y=\"\(f(legendY - 10))\" width=\"14\" height=\"12\" fill=\"\(Self.missingColor)\"/>\n"
      out += "<text x=\"\(f(barX + 20))\" y=\"\(f(legendY))\">\(SVGAxis.escape(missingLabel))</text>\n"
      legendY += 18
    }
    for overlay in overlays {
      out +=
        "<line x1=\"\(f(barX))\" y1=\"\(f(legendY - 4))\" x2=\"\(f(barX + 14))\" y2=\"\(f(legendY - 4))\" stroke=\"#222\" stroke-width=\"2\" stroke-dasharray=\"5 3\"/>\n"
      out += "<text x=\"\(f(barX + 20))\" y=\"\(f(legendY))\">\(SVGAxis.escape(overlay.name))</text>\n"
      legendY += 18
    }
    return out + "</svg>\n"
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
