import Foundation
import WaveOutput

/// An axis of an SVG chart (``SVGPlot``, ``SVGHeatMap``): maps values to [0, 1], picks ticks, formats labels;
/// and the shared SVG text helpers.
struct SVGAxis {
  let range: ClosedRange<Double>
  let scale: SVGPlot.Scale

  /// The position of `value` in [0, 1] along the axis (outside for values out of range).
  func unit(_ value: Double) -> Double {
    switch scale {
    case .linear:
      return (value - range.lowerBound) / (range.upperBound - range.lowerBound)
    case .log:
      return (log10(value) - log10(range.lowerBound)) / (log10(range.upperBound) - log10(range.lowerBound))
    }
  }

  /// Tick values, all round: 1-2-5 steps on a linear axis (about 6); on a log axis powers of ten, with the
  /// 2 and 5 between them when the axis spans 3.5 decades or less.
  func ticks() -> [Double] {
    switch scale {
    case .log:
      // A log axis of bounds that are not finite and > 0 has no ticks (and no decade an Int could hold).
      guard range.lowerBound > 0, range.upperBound.isFinite else { return [] }
      let lo = Int(floor(log10(range.lowerBound) + 1e-9))
      let hi = Int(ceil(log10(range.upperBound) - 1e-9))
      let step = max(1, (hi - lo) / 8)
      let mantissas: [Double] = log10(range.upperBound / range.lowerBound) <= 3.5 ? [1, 2, 5] : [1]
      let low = range.lowerBound * (1 - 1e-9)
      let high = range.upperBound * (1 + 1e-9)
      var ticks: [Double] = []
      for exponent in stride(from: lo, through: hi, by: step) {
        let power: Double = pow(10, Double(exponent))
        for mantissa in mantissas where mantissa * power >= low && mantissa * power <= high {
          ticks.append(mantissa * power)
        }
      }
      return ticks
    case .linear:
      let span = range.upperBound - range.lowerBound
      let raw = span / 6
      let magnitude = pow(10, floor(log10(raw)))
      let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? 10 * magnitude
      var ticks: [Double] = []
      var tick = ceil(range.lowerBound / step - 1e-9) * step
      while tick <= range.upperBound + step * 1e-9 {
        ticks.append(abs(tick) < step * 1e-9 ? 0 : tick)
        tick += step
      }
      return ticks
    }
  }

  /// A range that holds `values` with a 4 % margin (of the span, or of the decades on a log axis: the axis
  /// fits the data, with no empty decade); a unit range when empty.
  static func fit(_ values: [Double], scale: SVGPlot.Scale) -> ClosedRange<Double> {
    guard let lo = values.min(), let hi = values.max() else { return scale == .log ? 0.1...1 : 0...1 }
    switch scale {
    case .log:
      let decades = max(log10(hi / lo), 0.5)
      let margin = pow(10, decades * 0.04)
      let center = (log10(hi) + log10(lo)) / 2
      let half = decades / 2
      return pow(10, center - half) / margin...pow(10, center + half) * margin
    case .linear:
      if lo == hi { return (lo - 1)...(hi + 1) }
      let margin = (hi - lo) * 0.04
      return (lo - margin)...(hi + margin)
    }
  }

  /// A short label: a whole number of thousands or millions from 10,000 up as `10k`, `250k`, `1M` (counts
  /// such as perf's animators read so); anything else `%g` with 4 significant digits, `1e-05` style exponents.
  static func label(_ value: Double) -> String {
    for (scale, suffix) in [(1e6, "M"), (1e3, "k")] where abs(value) >= 1e4 && abs(value) < 1e12 {
      let scaled = value / scale
      if scaled == scaled.rounded() { return NumberFormat.general(scaled, 6) + suffix }
    }
    return NumberFormat.general(value, 4)
  }

  /// A coordinate with two decimals (deterministic, compact).
  static func coordinate(_ x: Double) -> String {
    NumberFormat.decimals(x, 2)
  }

  /// Which axis a tick label belongs to: its CSS class and how it is anchored.
  enum TickSide {
    /// Under the plot, centred on its tick (`tick-x`).
    case x
    /// Left of the plot, ending at its tick (`tick-y`).
    case y
  }

  /// A tick's label, ``label(_:)`` of `value`, at (`x`, `y`) in SVG coordinates (px): centred on `x` for
  /// ``TickSide/x``, ending at `x` for ``TickSide/y``; `y` is the text's baseline.
  static func tickLabel(_ value: Double, _ side: TickSide, x: Double, y: Double) -> String {
    let (name, anchor) = side == .x ? ("tick-x", "middle") : ("tick-y", "end")
    return
      "<text class=\"\(name)\" x=\"\(coordinate(x))\" y=\"\(coordinate(y))\" text-anchor=\"\(anchor)\">\(label(value))</text>\n"
  }

  /// A straight line from (`x1`, `y1`) to (`x2`, `y2`) in SVG coordinates (px), drawn in `stroke` (a CSS
  /// colour): a grid line or a tick mark.
  static func line(x1: Double, y1: Double, x2: Double, y2: Double, stroke: String) -> String {
    "<line x1=\"\(coordinate(x1))\" y1=\"\(coordinate(y1))\" x2=\"\(coordinate(x2))\" y2=\"\(coordinate(y2))\" "
      + "stroke=\"\(stroke)\"/>\n"
  }

  /// The document start: size, white background, font, title.
  static func header(width: Double, height: Double, title: String) -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(coordinate(width))\" height=\"\(coordinate(height))\" "
      + "viewBox=\"0 0 \(coordinate(width)) \(coordinate(height))\" font-family=\"Helvetica, Arial, sans-serif\" "
      + "font-size=\"11\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
      + "<text x=\"\(coordinate(width / 2))\" y=\"20\" text-anchor=\"middle\" font-size=\"14\">\(XMLText.escape(title))</text>\n"
  }

  /// The x label under the plot and the y label rotated along its left side.
  static func axisLabels(xLabel: String, yLabel: String, centerX: Double, bottomY: Double, centerY: Double)
    -> String
  {
    "<text x=\"\(coordinate(centerX))\" y=\"\(coordinate(bottomY))\" text-anchor=\"middle\">\(XMLText.escape(xLabel))</text>\n"
      + "<text x=\"16\" y=\"\(coordinate(centerY))\" text-anchor=\"middle\" "
      + "transform=\"rotate(-90 16 \(coordinate(centerY)))\">\(XMLText.escape(yLabel))</text>\n"
  }
}
