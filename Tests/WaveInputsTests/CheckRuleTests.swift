import Foundation
import XCTest

@testable import WaveBench

/// `check --fail-on`: the rule grammar, and named springs in a springs file.
final class CheckRuleTests: XCTestCase {
  func testDefault_IsUnstableHalfAPointOfSnapAndOfJudder_AFivePercentGlitch_AndPlausibleNumbers() throws {
    XCTAssertEqual(
      try CheckRule.parseList(CheckRule.defaultText),
      [.unstable, .snap(.points(0.5)), .judder(.points(0.5)), .glitch(.percent(5)), .plausible])
    XCTAssertEqual(try CheckRule.parseList("plausible, unstable"), [.plausible, .unstable])
    XCTAssertEqual(try CheckRule.parseList("glitch>12pt"), [.glitch(.points(12))])
    XCTAssertEqual(try CheckRule.parseList(CheckRule.defaultText), CheckRule.defaults)
    XCTAssertEqual(try CheckRule.parseList("judder>2%"), [.judder(.percent(2))])
  }

  func testEveryKind_ParsesWithItsUnit() throws {
    XCTAssertEqual(
      try CheckRule.parseList("unstable, snap>0.5pt ,error>5%,settle>1.5"),
      [.unstable, .snap(.points(0.5)), .error(.percent(5)), .settle(ratio: 1.5)])
    XCTAssertEqual(try CheckRule.parseList("ERROR>12PT"), [.error(.points(12))])
    XCTAssertEqual(try CheckRule.parseList("none"), [])
    XCTAssertEqual(try CheckRule.parseList("snap>0pt"), [.snap(.points(0))])
  }

  func testLimits_ConvertToPoints() {
    // 5 % of 1000 pt is 50 pt; 2 % of 250 pt is 5 pt; points stay points.
    XCTAssertEqual(RuleThreshold.percent(5).points(travel: 1000), 50)
    XCTAssertEqual(RuleThreshold.percent(2).points(travel: 250), 5)
    XCTAssertEqual(RuleThreshold.points(0.5).points(travel: 1000), 0.5)
  }

  func testDescriptions_ReadBackAsTheSameRules() throws {
    let rules: [CheckRule] = [.unstable, .snap(.points(0.25)), .error(.percent(7.5)), .settle(ratio: 2)]
    XCTAssertEqual(try CheckRule.parseList(rules.map(\.description).joined(separator: ",")), rules)
  }

  func testBadTerms_AreRefusedWithTheGrammar() {
    let cases: [(String, String)] = [
      ("snap>0.5", "needs a unit"), ("snap>-1pt", "finite number ≥ 0"), ("error>nan%", "finite number ≥ 0"),
      ("error>inf%", "finite number ≥ 0"), ("bogus", "is not a rule"), ("snap<1pt", "is not a rule"),
      ("unstable,unstable", "second unstable rule"), ("snap>1pt,snap>2pt", "second snap rule"),
      ("none,unstable", "stands alone"), ("settle>0", "R > 0"), ("settle>1pt", "R > 0"), ("", "is not a rule"),
      ("unstable,", "is not a rule"),
    ]
    for (text, expected) in cases {
      let message = refusal { try CheckRule.parseList(text) }
      XCTAssertTrue(message.hasPrefix("--fail-on"), "\(text): \(message)")
      XCTAssertTrue(message.contains(expected), "\(text): \(message)")
    }
  }

  func testSpringsFile_KeepsNamesAndRefusesBadOnes() throws {
    func load(_ json: String) throws -> [SpringSpec] {
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(UUID().uuidString).json")
      try json.write(to: url, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(at: url) }
      return try SpringList.load(path: url.path)
    }
    let specs = try load(
      #"[{"name": "sheet", "dampingRatio": 0.8, "response": 0.3}, {"dampingRatio": 1, "stiffness": 300, "mass": 2}]"#)
    XCTAssertEqual(specs.map(\.name), ["sheet", nil])
    XCTAssertEqual(specs[0].title, "sheet (0.8/0.3)")
    XCTAssertEqual(specs[1].title, "1/k=300/m=2")
    for (json, expected) in [
      (#"[{"name": 3, "dampingRatio": 0.8, "response": 0.3}]"#, "non-empty string"),
      (#"[{"name": " ", "dampingRatio": 0.8, "response": 0.3}]"#, "non-empty string"),
      (
        #"[{"name": "a", "dampingRatio": 0.8, "response": 0.3}, {"name": "a", "dampingRatio": 1, "response": 1}]"#,
        "given twice"
      ),
    ] {
      let message = refusal { try load(json) }
      XCTAssertTrue(message.contains(expected), message)
    }
  }
}
