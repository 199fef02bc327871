import Foundation
import WaveOutput

extension SVGHeatMap {
  /// The legend of a map drawn alone, as a panel of an ``SVGFigure`` beside small multiples that leave it out.
  package struct LegendPanel: SVGPanel {
    package let map: SVGHeatMap
    package var width = 260.0
    package var height: Double { map.height }
    package init(_ map: SVGHeatMap) { self.map = map }
    package func body(id: String, subtitle: String?) -> String {
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
    "<text x=\"\(f(x))\" y=\"\(f(y))\" font-size=\"\(NumberFormat.shortest(size))\">\(SVGAxis.escape(s))</text>\n"
  }
}
