import XCTest

@testable import WaveBench
@testable import WaveNumerics

/// accuracy.md explains every "—" it prints: 0.8/0.26 at 30 Hz is a stable run (ρ 0.57) with no step's spring
/// (no continuous spring samples that step), whose step's ζ / response the engine table shows as "— / — s", and the
/// table's legend says why.
final class AccuracyDashLegendTests: XCTestCase {
  func testEngineTableLegend_ExplainsTheDash() throws {
    let bundle = try RenderedReports.accuracy(
      springs: [SpringSpec(dampingRatio: 0.8, response: 0.26)], schedules: [.fps(30)], integrators: [EulerIntegrator()])
    let markdown = try XCTUnwrap(bundle.files.first { $0.name == "accuracy.md" }).contents
    let engine = markdown.components(separatedBy: "## The engine's step")[1].components(separatedBy: "\n## ")[0]
    XCTAssertTrue(engine.contains("— / — s"), "the case the legend must explain is present")
    XCTAssertTrue(engine.contains("*—* means"), engine)
    XCTAssertTrue(engine.contains("no step's spring"), engine)
  }
}
