import Foundation
import WaveOutput

extension SVGPlot {
  /// Where series `index` leaves the y range: the x (SVG units) of each excursion's peak above the top and
  /// below the bottom.
  func excursions(_ index: Int, _ m: PlotMap) -> (above: [Double], below: [Double]) {
    let s = series[index]
    let range = m.y.range
    var above: [Double] = []
    var below: [Double] = []
    var run: (side: Int, x: Double, y: Double)? = nil
    func close() {
      guard let r = run else { return }
      let x = min(max(m.px(r.x), m.left + 4), m.left + m.width - 4)
      if r.side > 0 { above.append(x) } else { below.append(x) }
      run = nil
    }
    for (x, y) in zip(s.x, s.y) {
      guard x.isFinite, y.isFinite, xScale == .linear || x > 0 else { continue }
      let side = y > range.upperBound ? 1 : y < range.lowerBound ? -1 : 0
      if side == 0 || run.map({ $0.side != side }) == true { close() }
      guard side != 0 else { continue }
      if let r = run {
        if (side > 0 && y > r.y) || (side < 0 && y < r.y) { run = (side, x, y) }
      } else {
        run = (side, x, y)
      }
    }
    close()
    return (above, below)
  }

  /// ▲ at the top edge and ▼ at the bottom edge where series `index` leaves the y range, with its true
  /// extreme written beside the first mark of each edge; `labels` counts the labels already at each edge,
  /// so that the next one goes a line further in.
  func clipMarks(_ index: Int, _ m: PlotMap, labels: inout (above: Int, below: Int)) -> String {
    let (above, below) = excursions(index, m)
    let look = look(index)
    let s = series[index]
    var out = ""
    for (k, x) in above.enumerated() {
      let y = m.top
      out +=
        "<polygon class=\"clip-mark\" points=\"\(f(x - 5)),\(f(y + 8)) \(f(x + 5)),\(f(y + 8)) \(f(x)),\(f(y))\" fill=\"\(look.color)\" stroke=\"white\" stroke-width=\"0.8\"/>\n"
      if k == 0, let e = s.extremes {
        out += label(
          "\(s.name) max \(NumberFormat.general(e.highest, 2))", x: x + 7, y: y + 18 + 13 * Double(labels.above),
          color: look.color, m)
        labels.above += 1
      }
    }
    for (k, x) in below.enumerated() {
      let y = m.top + m.height
      out +=
        "<polygon class=\"clip-mark\" points=\"\(f(x - 5)),\(f(y - 8)) \(f(x + 5)),\(f(y - 8)) \(f(x)),\(f(y))\" fill=\"\(look.color)\" stroke=\"white\" stroke-width=\"0.8\"/>\n"
      if k == 0, let e = s.extremes {
        out += label(
          "\(s.name) min \(NumberFormat.general(e.lowest, 2))", x: x + 7, y: y - 12 - 13 * Double(labels.below),
          color: look.color, m)
        labels.below += 1
      }
    }
    return out
  }

  /// A clip label on a white halo, kept inside the plot area.
  private func label(_ text: String, x: Double, y: Double, color: String, _ m: PlotMap) -> String {
    let anchorEnd = x > m.left + m.width * 0.7
    return
      "<text class=\"clip-label\" x=\"\(f(anchorEnd ? x - 14 : x))\" y=\"\(f(y))\" font-size=\"11\" fill=\"\(color)\" "
      + "text-anchor=\"\(anchorEnd ? "end" : "start")\" stroke=\"white\" stroke-width=\"3\" paint-order=\"stroke\">"
      + "\(SVGAxis.escape(text))</text>\n"
  }

  /// The legend at `x`: one entry per series (its line with dash, or its marker), the emphasised series
  /// first; a series drawn off the axis gets a second line with its true extremes.
  func legend(x: Double, _ m: PlotMap) -> String {
    var out = ""
    var y = Self.top + 10
    let order = series.indices.filter { series[$0].emphasized } + series.indices.filter { !series[$0].emphasized }
    for index in order {
      let s = series[index]
      let look = look(index)
      let dash = look.dash.isEmpty ? "" : " stroke-dasharray=\"\(look.dash)\""
      out += "<g class=\"legend-entry\" data-name=\"\(SVGAxis.escape(s.name))\">\n"
      if s.style != .points {
        out +=
          "<line x1=\"\(f(x))\" y1=\"\(f(y - 4))\" x2=\"\(f(x + 24))\" y2=\"\(f(y - 4))\" stroke=\"\(look.color)\" stroke-width=\"\(s.emphasized ? "2.6" : "2")\"\(dash)/>\n"
      }
      if s.style == .points || s.style == .lineAndPoints {
        out += Self.marker(look.marker, at: (x + 12, y - 4), size: 3.4, color: look.color)
      }
      let weight = s.emphasized ? " font-weight=\"bold\"" : ""
      out += "<text x=\"\(f(x + 30))\" y=\"\(f(y))\"\(weight)>\(SVGAxis.escape(s.name))</text>\n"
      var notes: [String] = s.note.map { [$0] } ?? []
      let (above, below) = excursions(index, m)
      if let e = s.extremes, !above.isEmpty || !below.isEmpty {
        var parts: [String] = []
        if !above.isEmpty { parts.append("▲ max " + NumberFormat.general(e.highest, 2)) }
        if !below.isEmpty { parts.append("▼ min " + NumberFormat.general(e.lowest, 2)) }
        notes.append(parts.joined(separator: "  "))
      }
      for note in notes {
        y += 12
        out +=
          "<text class=\"legend-note\" x=\"\(f(x + 30))\" y=\"\(f(y))\" font-size=\"11\" fill=\"#444\">\(SVGAxis.escape(note))</text>\n"
      }
      out += "</g>\n"
      y += 17
    }
    return out
  }
}
