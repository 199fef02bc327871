import Foundation
import WaveOutput

/// A panel of an ``SVGFigure``: a box of `width` × `height` whose body is drawn at the origin.
protocol SVGPanel {
  var width: Double { get }
  var height: Double { get }
  /// The panel's content; `id` makes its clip paths unique in the document, `subtitle` is its heading.
  func body(id: String, subtitle: String?) -> String
}

extension SVGPlot: SVGPanel {}

/// Small multiples: panels in a grid of `columns`, under one title, in one SVG document.
///
/// Each panel keeps its own legend; panels that show the same quantity share their axis ranges when the caller gives
/// them.
struct SVGFigure {
  var title: String
  var panels: [(subtitle: String, panel: any SVGPanel)]
  var columns: Int

  init(title: String, panels: [(subtitle: String, panel: any SVGPanel)], columns: Int) {
    self.title = title
    self.panels = panels
    self.columns = max(1, columns)
  }

  /// The space above the first row (the figure's title), pixels.
  static let titleHeight = 34.0

  /// The SVG document: the panels row by row, each row as tall as its tallest panel, each column as wide as
  /// its widest.
  func rendered() -> String {
    let rows = (panels.count + columns - 1) / columns
    let widths = (0..<columns).map { c in
      stride(from: c, to: panels.count, by: columns).map { panels[$0].panel.width }.max() ?? 0
    }
    let heights = (0..<rows).map { r in
      panels[(r * columns)..<min(panels.count, (r + 1) * columns)].map(\.panel.height).max() ?? 0
    }
    var out = SVGAxis.header(width: widths.reduce(0, +), height: Self.titleHeight + heights.reduce(0, +), title: title)
    for (index, entry) in panels.enumerated() {
      let x = widths[..<(index % columns)].reduce(0, +)
      let y = Self.titleHeight + heights[..<(index / columns)].reduce(0, +)
      out += "<g class=\"panel\" data-title=\"\(XMLText.escape(entry.subtitle))\" "
      out +=
        "data-width=\"\(SVGAxis.coordinate(entry.panel.width))\" data-height=\"\(SVGAxis.coordinate(entry.panel.height))\" "
      out += "transform=\"translate(\(SVGAxis.coordinate(x)) \(SVGAxis.coordinate(y)))\">\n"
      out += entry.panel.body(id: "panel\(index)", subtitle: entry.subtitle)
      out += "</g>\n"
    }
    return out + "</svg>\n"
  }

  /// `items` split into the fewest runs of at most `limit` (> 0), as even as possible, in order.
  static func chunks<T>(_ items: [T], limit: Int) -> [[T]] {
    guard !items.isEmpty else { return [] }
    let count = (items.count + limit - 1) / limit
    let base = items.count / count
    let extra = items.count % count
    var out: [[T]] = []
    var start = 0
    for k in 0..<count {
      let n = base + (k < extra ? 1 : 0)
      out.append(Array(items[start..<(start + n)]))
      start += n
    }
    return out
  }

  /// `plot`'s series as small multiples of at most ``SVGPlot/maxSeriesPerPanel`` each (its emphasised series
  /// in every panel), on the axis ranges of the whole, under the plot's title; one panel is the plot itself.
  static func splitting(_ plot: SVGPlot, columns: Int = 2, subtitle: (Int, Int) -> String) -> String {
    let emphasized = plot.series.filter(\.emphasized)
    let others = plot.series.filter { !$0.emphasized }
    let groups = chunks(others, limit: SVGPlot.maxSeriesPerPanel - emphasized.count)
    guard groups.count > 1 else { return plot.rendered() }
    let (x, y) = plot.axes()
    let panels: [(subtitle: String, panel: any SVGPanel)] = groups.enumerated().map { k, group in
      var panel = plot
      panel.series = group + emphasized
      panel.xRange = x.range
      panel.yRange = y.range
      return (subtitle(k, groups.count), panel)
    }
    return SVGFigure(title: plot.title, panels: panels, columns: columns).rendered()
  }
}
