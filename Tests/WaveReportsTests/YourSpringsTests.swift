import XCTest

@testable import WaveBench
@testable import WaveOutput

/// The page's top box: the failing springs first, each with every failure and its fix in check's own sentences
/// (the large-change warning included when the look changes much), then the passing ones.
final class YourSpringsTests: XCTestCase {
  func testFailingFirst_WithTheFixAndItsWarning_ThenThePassing() throws {
    var modal = SpringSpec(dampingRatio: 0.86, response: 0.15)
    modal.name = "modal"
    var sheet = SpringSpec(dampingRatio: 0.8, response: 0.3)
    sheet.name = "sheet"
    let options = CheckSetup(
      springs: [sheet, modal], schedules: [.fps(120), .fps(60), .fps(30)], travel: 1000, rules: CheckRule.defaults)
    let check = try CheckExperiment.run(options)
    let html = YourSprings(check: check, playbacks: []).html()
    let fail = try XCTUnwrap(html.range(of: "FAIL modal"))
    let pass = try XCTUnwrap(html.range(of: "PASS</strong>"))
    XCTAssertLessThan(fail.lowerBound, pass.lowerBound)
    XCTAssertTrue(html[pass.upperBound...].contains("sheet (0.8/0.3)"))
    let failing = try XCTUnwrap(check.failing.first)
    for run in failing.runs {
      for failure in run.failures {
        XCTAssertTrue(
          html.contains(XMLText.escape(CheckWords.failure(failure, run: run, spring: failing))), "\(failure.rule)")
      }
    }
    let r = try XCTUnwrap(failing.recommendation)
    XCTAssertTrue(r.lookChange.isLarge, "the case: the fix changes the look much")
    XCTAssertTrue(html.contains("watch it before you ship it"))
  }
}
