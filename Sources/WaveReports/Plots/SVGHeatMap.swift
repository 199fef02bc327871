import Foundation

/// A self-contained SVG heat map over a grid: one cell per (column, row) value, a colour bar with round
/// ticks, optional overlay curves and labelled markers in value coordinates, a distinct colour for values at
/// or above a threshold (an unstable spectral radius) and a hatch for missing values (nil: diverged, never
/// settled).
package struct SVGHeatMap {
  package var title: String, xLabel: String, yLabel: String, valueLabel: String
  /// Column values (x, ascending) and row values (y, ascending, drawn bottom to top).
  package var columns: [Double], rows: [Double]
  /// `values[row][column]`; nil draws the missing hatch.
  package var values: [[Double?]]
  /// How values map to colours.
  package var colorScale: ColorScale = .calm(0...1)
  /// Values ≥ this are drawn in ``thresholdColor`` and named ``thresholdLabel`` in the legend.
  package var threshold: Double?
  package var thresholdLabel = "≥ threshold"
  /// What a nil cell means, for the legend.
  package var missingLabel = "none"
  /// Whether the grid values are log-spaced: overlay curves and markers are placed by interpolating in the
  /// logarithm, and the axis gets round 1-2-5 ticks instead of one label per cell.
  package var logColumns = false, logRows = false
  /// Curves drawn over the cells, in value coordinates: (name, xs, ys).
  package var overlays: [(name: String, x: [Double], y: [Double])] = []
  /// Springs marked on the map, numbered in the order given.
  package var markers: [Marker] = []
  package var width = 790.0, height = 480.0
  /// Whether the body draws its legend at the right (a small multiple leaves it to an ``SVGHeatMap/LegendPanel``).
  package var showsLegend = true

  package static let thresholdColor = "#B2182B"
  package static let missingColor = "#BBBBBB"

  /// How values map to colours.
  package enum ColorScale: Sendable {
    /// Linear over the range, from a deep blue at the bottom fading to a pale one at the top: a calm
    /// sequential scale, with nothing drawn as an alarm.
    case calm(ClosedRange<Double>)
    /// Logarithmic over the range (both ends > 0), centred on `center`: values below it in one hue (purple),
    /// above it in another (orange), both darker further from the centre and clearly hued right next to it.
    case diverging(ClosedRange<Double>, center: Double, below: String, above: String)
  }

  /// A spring marked on the map: a numbered circle at (x, y) in value coordinates (clamped to the map's edge,
  /// and drawn dashed, when outside it), named in the legend.
  package struct Marker: Sendable {
    package var name: String, x: Double, y: Double
    /// A preset (a thick ring) or a spring asked for (a thin one).
    package var isPreset: Bool
    /// The marked spring's own value, when known.
    ///
    /// The circle is filled with the map's colour for it (the threshold's colour at or above the threshold), so that
    /// a spring between grid cells shows its own side of the boundary. Without it, a preset is filled black and a spring asked for white.
    package var value: Double? = nil
  }

  /// The SVG document.
  package func rendered() -> String {
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
