import Foundation
import XCTest

@testable import WaveBench

/// The plot primitives on made-up data: every series of a panel told apart without colour, splitting into
/// small multiples on shared axes, round ticks on axes fitted to the data.
final class SVGPlotTests: XCTestCase {
  static func plot(series count: Int) -> SVGPlot {
    var plot = SVGPlot(title: "t", xLabel: "x", yLabel: "y")
    for k in 0..<count {
      plot.series.append(.init(name: "s\(k)", x: [0, 1, 2], y: [0, Double(k), Double(2 * k)], style: .lineAndPoints))
    }
    return plot
  }

  func testSixSeries_EachWithItsOwnColourDashAndMarker() {
    let series = SVGInspection.series(Self.plot(series: 6).rendered())
    XCTAssertEqual(series.count, 6)
    XCTAssertEqual(Set(series.map(\.color)).count, 6, "colours")
    XCTAssertEqual(Set(series.map(\.dash)).count, 6, "dashes: told apart without colour")
    XCTAssertEqual(Set(series.map(\.marker)).count, 6, "markers")
  }

  func testSplitting_FifteenSeriesGoToPanelsOfAtMostSixOnSharedAxes() {
    let svg = SVGFigure.splitting(Self.plot(series: 15)) { k, n in "part \(k + 1) of \(n)" }
    let panels = SVGInspection(svg: svg).panels
    XCTAssertEqual(panels.map(\.title), ["part 1 of 3", "part 2 of 3", "part 3 of 3"])
    XCTAssertEqual(panels.map { SVGInspection.series($0.body).count }, [5, 5, 5])
    let ticks = panels.map { SVGInspection.texts("tick-y", in: $0.body) }
    XCTAssertTrue(ticks.allSatisfy { $0 == ticks[0] }, "every panel on the same y axis: \(ticks)")
  }

  func testSplitting_KeepsTheEmphasisedSeriesInEveryPanelDrawnLast() {
    var plot = Self.plot(series: 9)
    plot.series.insert(.init(name: "exact", x: [0, 2], y: [0, 10], emphasized: true), at: 3)
    let panels = SVGInspection(svg: SVGFigure.splitting(plot) { k, _ in "\(k)" }).panels
    XCTAssertEqual(panels.count, 2)
    for panel in panels {
      XCTAssertEqual(SVGInspection.series(panel.body).last?.name, "exact")
      XCTAssertLessThanOrEqual(SVGInspection.series(panel.body).count, 6)
    }
  }

  func testLogAxis_FitsTheDataWithRoundTicks() {
    let range = SVGAxis.fit([0.001, 0.0333], scale: .log)
    XCTAssertLessThan(range.upperBound, 0.05, "no empty decade up to 0.1")
    XCTAssertEqual(SVGAxis(range: range, scale: .log).ticks(), [0.001, 0.002, 0.005, 0.01, 0.02])
    XCTAssertEqual(SVGAxis(range: 0.05...3, scale: .log).ticks(), [0.05, 0.1, 0.2, 0.5, 1, 2])
  }

  func testClippedLine_MarkedAtTheEdgeWithItsExtremes() {
    var plot = SVGPlot(title: "t", xLabel: "x", yLabel: "y")
    plot.series = [.init(name: "wild", x: [0, 1, 2, 3], y: [0, 50, -40, 0], extremes: (-40, 50))]
    plot.yRange = -1...1
    let svg = plot.rendered()
    XCTAssertEqual(svg.components(separatedBy: "class=\"clip-mark\"").count - 1, 2, "one ▲ and one ▼")
    XCTAssertEqual(SVGInspection.texts("clip-label", in: svg), ["wild max 50", "wild min -40"])
  }

  /// Tick labels of large counts read as counts (`10k`, `1M` on perf's axis, not `1e+04`, `1e+06`).
  func testTickLabels_LargeWholeCountsInThousandsAndMillions() {
    let cases: [(Double, String)] = [
      (1, "1"), (1000, "1000"), (10_000, "10k"), (250_000, "250k"), (1e6, "1M"), (3e7, "30M"),
      (12_345, "1.234e+04"), (0.001, "0.001"), (1e-5, "1e-05"),
    ]
    for (value, label) in cases { XCTAssertEqual(SVGAxis.label(value), label, "\(value)") }
  }
}
