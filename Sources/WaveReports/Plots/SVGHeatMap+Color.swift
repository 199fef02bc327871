import Foundation

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
