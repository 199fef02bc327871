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
