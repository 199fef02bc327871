import WaveInputs
import WaveIntegrators
import WaveReports
import XCTest

/// settling.md states every settle-time ratio in one direction, the tables' measured / formula (issue 12: the
/// findings used formula / measured, "×0.979", beside tables of measured / formula).
final class SettlingWordingTests: XCTestCase {
  func testFindingsAndTables_UseMeasuredOverFormulaOnly() throws {
    let bundle = try RenderedReports.settling(schedules: [.fps(60)])
    let markdown = try XCTUnwrap(bundle.files.first { $0.name == "settling.md" }).contents
    XCTAssertFalse(markdown.contains("formula / measured"), "the inverse ratio appears")
    XCTAssertFalse(markdown.contains("formula/measured"), "the inverse ratio appears")
    let findings = markdown.components(separatedBy: "## Key findings")[1].components(separatedBy: "\n## ")[0]
    XCTAssertTrue(findings.contains("measured / formula"), findings)
  }
}

/// accuracy.md explains every "—" it prints (issue 12: effective ζ / response was "—" for stable runs such as
/// 0.8/0.26 at 30 Hz, ρ 0.57, with no reason given).
final class AccuracyLegendTests: XCTestCase {
  func testEngineTableLegend_ExplainsTheDash() throws {
    let bundle = try RenderedReports.accuracy(
      springs: [SpringSpec(dampingRatio: 0.8, response: 0.26)], schedules: [.fps(30)], integrators: [EulerIntegrator()])
    let markdown = try XCTUnwrap(bundle.files.first { $0.name == "accuracy.md" }).contents
    let engine = markdown.components(separatedBy: "## The engine's step")[1].components(separatedBy: "\n## ")[0]
    XCTAssertTrue(engine.contains("— / — s"), "the case the legend must explain is present")
    XCTAssertTrue(engine.contains("*—* means"), engine)
    XCTAssertTrue(engine.contains("no effective spring"), engine)
  }
}

/// One word for ρ ≥ 1 in every report (issue 12: stability.md said "diverges" where accuracy.md and
/// accuracy.json said "unstable" for the same spring at the same rate, 0.8/0.2 at 30 Hz).
final class StabilityWordingTests: XCTestCase {
  func testStabilityAndAccuracy_CallTheSameStepTheSame() throws {
    let spring = SpringSpec(dampingRatio: 0.8, response: 0.2)
    let stability = try RenderedReports.stability(springs: [spring])
    let stabilityMarkdown = try XCTUnwrap(stability.files.first { $0.name == "stability.md" }).contents
    let accuracy = try RenderedReports.accuracy(springs: [spring], schedules: [.fps(30)], integrators: [EulerIntegrator()])
    let accuracyMarkdown = try XCTUnwrap(accuracy.files.first { $0.name == "accuracy.md" }).contents
    // ρ at 30 Hz is 1.294 (1.2941 in accuracy.md): the same step, read by both reports.
    XCTAssertTrue(accuracyMarkdown.contains("| 0.8/0.2 | 30hz | unstable |"), accuracyMarkdown)
    XCTAssertTrue(stabilityMarkdown.contains("**1.294 unstable**"), stabilityMarkdown)
    XCTAssertTrue(stabilityMarkdown.contains("it is unstable at 24 Hz, 30 Hz"), stabilityMarkdown)
    for (name, text) in [("stability.md", stabilityMarkdown), ("accuracy.md", accuracyMarkdown)] {
      XCTAssertNil(text.range(of: "diverges"), "\(name) names ρ ≥ 1 with a second word")
    }
    for svg in stability.files where svg.name.hasSuffix(".svg") {
      XCTAssertNil(svg.contents.range(of: "diverges"), svg.name)
    }
  }
}
