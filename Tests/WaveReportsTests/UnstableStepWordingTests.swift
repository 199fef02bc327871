import XCTest

@testable import WaveBench
@testable import WaveNumerics

/// One word for ρ ≥ 1 in every report: stability.md, its plots and accuracy.md all call 0.8/0.2 at 30 Hz
/// "unstable", never "diverges".
final class UnstableStepWordingTests: XCTestCase {
  func testStabilityAndAccuracy_CallTheSameStepTheSame() throws {
    let spring = SpringSpec(dampingRatio: 0.8, response: 0.2)
    let stability = try RenderedReports.stability(springs: [spring])
    let stabilityMarkdown = try XCTUnwrap(stability.files.first { $0.name == "stability.md" }).contents
    let accuracy = try RenderedReports.accuracy(
      springs: [spring], schedules: [.fps(30)], integrators: [EulerIntegrator()])
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
