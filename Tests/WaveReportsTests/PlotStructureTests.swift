import Foundation
import XCTest

@testable import WaveBench
@testable import WaveNumerics
@testable import WaveOutput

/// The plots read at a glance: checked on the SVG a person is shown, not on byte snapshots.
///
/// Every panel holds at most six series, each with its own colour and dash (or marker); the exact solution is drawn on
/// top; a line that leaves the axis is marked with its true extremes; the convergence plot has reference slopes; ratio
/// maps are centred on 1 with a tick at 1; every map marks the presets and the springs asked for; tick values are
/// round.
final class PlotStructureTests: XCTestCase {
  static let interactive = SpringSpec(dampingRatio: 0.8, response: 0.2)
  static let asked = [SpringSpec(dampingRatio: 0.7, response: 0.4), SpringSpec(dampingRatio: 0.3, response: 0.1)]

  /// defaultInteractive at 60 and 30 Hz (where the engine's step diverges) with every verified integrator.
  static let accuracy: Result<AccuracyResult, any Error> = Result {
    try AccuracyExperiment.run(
      springs: [interactive], schedules: [.fps(60), .fps(30)], integrators: IntegratorCatalogue.verified)
  }

  static func plot(_ result: AccuracyResult, _ name: String) throws -> String {
    try XCTUnwrap(AccuracyReport.render(result).files.first { $0.name == name }, name).contents
  }

  /// Checks that no panel of `svg` holds more than six series and that no two of a panel's series share a
  /// colour and dash, or (drawn with markers) a colour and marker.
  func assertPanelsReadable(_ svg: String, file: StaticString = #filePath, line: UInt = #line) {
    for panel in SVGInspection(svg: svg).panels {
      let series = SVGInspection.series(panel.body)
      XCTAssertLessThanOrEqual(series.count, 6, "panel \(panel.title)", file: file, line: line)
      let looks = series.map { "\($0.color) \($0.dash)" }
      XCTAssertEqual(Set(looks).count, looks.count, "panel \(panel.title): \(looks)", file: file, line: line)
      let marked = series.filter { $0.marker != "-1" }.map { "\($0.color) \($0.marker)" }
      XCTAssertEqual(Set(marked).count, marked.count, "panel \(panel.title): \(marked)", file: file, line: line)
    }
  }

  func testTrajectoryOverlays_SmallMultiplesOfAtMostSixEachWithItsOwnColourAndDash() throws {
    let result = try Self.accuracy.get()
    for focus in result.focus.panels {
      let svg = try Self.plot(result, "accuracy-trajectories-0.8-0.2-\(focus.schedule.name).svg")
      let panels = SVGInspection(svg: svg).panels
      XCTAssertGreaterThan(panels.count, 1, "every verified integrator (22) needs more than one panel")
      assertPanelsReadable(svg)
      let drawn = Set(panels.flatMap { SVGInspection.series($0.body).map(\.name) })
      XCTAssertEqual(drawn, Set(focus.runs.map(\.integrator.name)), "every integrator is drawn")
    }
  }

  /// A panel of trajectories has the exact solution drawn last, on top; a panel whose every line would hide under it
  /// (each integrator's max error, from its row, at most ``AccuracyPlots/hiddenError``) plots |error| instead, and
  /// has at least one such panel here (the GSL methods at 60 Hz).
  func testTrajectoryOverlays_ExactSolutionOnTopOfEveryPanel() throws {
    let result = try Self.accuracy.get()
    let svg = try Self.plot(result, "accuracy-trajectories-0.8-0.2-60hz.svg")
    var errorPanels = 0
    for panel in SVGInspection(svg: svg).panels {
      let series = SVGInspection.series(panel.body)
      if panel.title.contains("|error|") {
        errorPanels += 1
        XCTAssertFalse(series.contains { $0.name == "exact" }, panel.title)
        for line in series {
          let row = try XCTUnwrap(
            result.rows.first {
              $0.spring == result.focus.spring && $0.schedule == .fps(60) && $0.integrator.name == line.name
            })
          XCTAssertLessThanOrEqual(try XCTUnwrap(row.maxError), AccuracyPlots.hiddenError, line.name)
        }
        continue
      }
      XCTAssertEqual(series.last?.name, "exact", "panel \(panel.title): the exact solution is drawn last")
      XCTAssertEqual(series.last?.color, SVGPlot.emphasisColor)
      XCTAssertFalse(series.dropLast().contains { $0.color == SVGPlot.emphasisColor }, "only the exact is black")
    }
    XCTAssertGreaterThan(errorPanels, 0)
  }

  /// At 30 Hz the engine's step diverges off the axis: the plot marks where, and names its true extremes,
  /// taken here from the trajectory itself.
  func testTrajectoryOverlays_ClippedEulerIsMarkedWithItsTrueExtremes() throws {
    let result = try Self.accuracy.get()
    let svg = try Self.plot(result, "accuracy-trajectories-0.8-0.2-30hz.svg")
    let run = try XCTUnwrap(result.focus.panels[1].runs.first { $0.integrator.isEngineStep })
    let values = run.trajectory.values.filter(\.isFinite)
    let highest = try XCTUnwrap(values.max())
    let lowest = try XCTUnwrap(values.min())
    XCTAssertGreaterThan(highest, 1.6 * result.distance, "the case: Euler leaves the axis")
    let panel = try XCTUnwrap(
      SVGInspection(svg: svg).panels.first { SVGInspection.series($0.body).contains { $0.name == "euler" } })
    XCTAssertTrue(panel.body.contains("class=\"clip-mark\""), "no mark where the line leaves the axis")
    let labels = SVGInspection.texts("clip-label", in: panel.body)
    XCTAssertTrue(labels.contains("euler max \(NumberFormat.general(highest, 2))"), "\(labels)")
    XCTAssertTrue(labels.contains("euler min \(NumberFormat.general(lowest, 2))"), "\(labels)")
    let unclipped = try Self.plot(result, "accuracy-trajectories-0.8-0.2-60hz.svg")
    XCTAssertFalse(unclipped.contains("class=\"clip-mark\""), "60 Hz stays on the axis: nothing to mark")
  }

  func testConvergence_ReferenceSlopesOfOrder1_2_4InEveryPanelAndTheAxisFitsTheData() throws {
    let result = try Self.accuracy.get()
    let svg = try Self.plot(result, "accuracy-convergence.svg")
    assertPanelsReadable(svg)
    let dts = result.convergence.plotted.flatMap(\.dts)
    let (low, high) = (try XCTUnwrap(dts.min()), try XCTUnwrap(dts.max()))
    for panel in SVGInspection(svg: svg).panels {
      XCTAssertEqual(SVGInspection.texts("reference-label", in: panel.body), ["order 1", "order 2", "order 4"])
      let ticks = SVGInspection.texts("tick-x", in: panel.body).compactMap(Double.init)
      XCTAssertFalse(ticks.isEmpty)
      XCTAssertTrue(ticks.allSatisfy { $0 >= low / 1.5 && $0 <= high * 1.5 }, "x ticks beyond the data: \(ticks)")
      XCTAssertTrue(SVGInspection.texts("tick-x", in: panel.body).allSatisfy(SVGInspection.isRound125))
    }
  }

  func testErrorAndDriftPlots_AtMostSixSeriesPerPanelEachDistinct() throws {
    let result = try Self.accuracy.get()
    assertPanelsReadable(try Self.plot(result, "accuracy-error-vs-time.svg"))
    assertPanelsReadable(try Self.plot(result, "accuracy-frame-rate-drift.svg"))
  }

  /// The error-against-cost figure: one panel per schedule (titled by it), each readable, with round tick values.
  func testErrorVsCost_OnePanelPerScheduleEachReadable() throws {
    let result = try Self.accuracy.get()
    let svg = try Self.plot(result, "accuracy-error-vs-cost.svg")
    assertPanelsReadable(svg)
    let panels = SVGInspection(svg: svg).panels
    XCTAssertEqual(panels.count, result.errorCost.panels.count)
    for panel in panels {
      XCTAssertTrue(SVGInspection.texts("tick-x", in: panel.body).allSatisfy(SVGInspection.isRound125))
    }
  }
}
