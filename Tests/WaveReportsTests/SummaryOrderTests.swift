import XCTest

@testable import WaveBench
@testable import WaveOutput

/// The page starts with what the user runs: a user's diverging spring first, else Wave's diverging preset.
///
/// Each item keeps its link to its topic, and comes ahead of a topic the suite runs earlier. What diverges is read from the stability experiment's rows (a rate whose step is unstable), not from the findings'
/// words.
final class SummaryOrderTests: XCTestCase {
  /// A topic the suite runs before stability, whose headline concerns no spring in particular.
  let earlierTopic = ReportBundle(
    topic: "accuracy", files: [], summary: [], headline: [Headline("How far the engine's step is from the exact one.")])

  /// The summary's items, in order, as the page writes them.
  func items(_ page: String) throws -> [String] {
    let start = try XCTUnwrap(page.range(of: "<section id=\"summary\">"))
    let end = try XCTUnwrap(page.range(of: "</section>", range: start.upperBound..<page.endIndex))
    return page[start.upperBound..<end.lowerBound].split(separator: "\n").filter { $0.hasPrefix("<li") }
      .map(String.init)
  }

  /// The first preset of `result` that diverges at a rate of its table, with those rates.
  func failingPreset(_ result: StabilityResult) throws -> (name: String, rates: [Double]) {
    let preset = try XCTUnwrap(
      StabilityExperiment.presets.first { preset in
        result.rows.contains { $0.spec == preset.spec && !$0.divergingRates.isEmpty }
      }, "the case: a preset diverges at a rate of the table")
    let row = try XCTUnwrap(result.rows.first { $0.spec == preset.spec })
    return (preset.name, row.divergingRates)
  }

  func testFirstItem_IsThePresetThatDiverges_WithoutSpringsOfTheUsers() throws {
    let springs = SpringSpec.documented
    let result = try StabilityExperiment.run(springs: springs)
    let page = IndexPage.render([earlierTopic, StabilityReport.render(result, springs: springs)])
    let items = try items(page)
    let first = try XCTUnwrap(items.first)
    let preset = try failingPreset(result)
    XCTAssertTrue(first.contains("<code>\(preset.name)</code>"), first)
    for rate in preset.rates {
      XCTAssertTrue(first.contains("\(NumberFormat.shortest(rate)) Hz"), "\(rate) Hz in \(first)")
    }
    XCTAssertTrue(first.hasPrefix("<li id=\"headline-stability-1\">"), first)
    XCTAssertTrue(first.contains("<a class=\"more\" href=\"#stability\">"), first)
    XCTAssertTrue(try XCTUnwrap(items.last).hasPrefix("<li id=\"headline-accuracy-1\">"), "the rest after")
  }

  func testFirstItem_IsTheUsersSpringThatDiverges_ThenThePreset() throws {
    var sheet = SpringSpec(dampingRatio: 0.8, response: 0.3)
    sheet.name = "sheet"
    var modal = SpringSpec(dampingRatio: 0.86, response: 0.15)
    modal.name = "modal"
    let springs = SpringSpec.documented + [sheet, modal]
    let result = try StabilityExperiment.run(springs: springs)
    let failing = try XCTUnwrap(
      [sheet, modal].first { spec in result.rows.contains { $0.spec == spec && !$0.divergingRates.isEmpty } },
      "the case: a spring of the user's diverges at a rate of the table")
    XCTAssertFalse(
      result.rows.contains { $0.spec == sheet && !$0.divergingRates.isEmpty }, "the case: the first one given holds")
    let page = IndexPage.render([earlierTopic, StabilityReport.render(result, springs: springs)])
    let items = try items(page)
    XCTAssertGreaterThanOrEqual(items.count, 3)
    XCTAssertTrue(items[0].contains(failing.label), items[0])
    XCTAssertTrue(items[0].contains("href=\"#stability\""), items[0])
    XCTAssertTrue(items[1].contains("<code>\(try failingPreset(result).name)</code>"), items[1])
    XCTAssertTrue(items[2].contains("href=\"#accuracy\""), items[2])
  }
}
