import Foundation
import SpringValidation
import WaveCore
import XCTest

/// Text, Markdown and JSON renderings of reports.
final class RenderingTests: XCTestCase {
  func testText_EndsWithPassedFailedLine() {
    let reports = [
      SpringValidator.validate(Vector3.self, samples: Vector3.samples),
      SpringValidator.validate(ForgottenComponentVector.self, samples: ForgottenComponentVector.samples),
    ]
    let text = ValidationTextRenderer.render(reports)
    XCTAssertTrue(text.hasSuffix("validation: 1 passed, 1 failed"), text)
    XCTAssertTrue(text.contains("Vector3: PASSED"))
    XCTAssertTrue(text.contains("ForgottenComponentVector: FAILED (2 failure(s))"))
    XCTAssertTrue(text.contains("  [check 1 · component-wise step] component `z` never changes"))
  }

  func testBuiltInText_AllPassed() {
    XCTAssertTrue(BuiltInValidation.textReport().hasSuffix("validation: 6 passed, 0 failed"))
  }

  func testMarkdown_HasOneRowPerType() {
    let markdown = ValidationMarkdownRenderer.render(BuiltInValidation.run())
    XCTAssertTrue(markdown.hasPrefix("# Validation of the built-in conformances\n"))
    for name in ["CGFloat", "Double", "CGPoint", "CGSize", "CGRect", "RGBAComponents"] {
      XCTAssertTrue(markdown.contains("| `\(name)` | passed |"), name)
    }
  }

  func testJSONSummary_RoundTripsAndCarriesTheDiagnosis() throws {
    let reports = [
      SpringValidator.validate(Badge.self, samples: Badge.samples),
      SpringValidator.validate(ForgottenComponentVector.self, samples: ForgottenComponentVector.samples),
    ]
    let summary = ValidationSummary(reports: reports)
    let json = summary.jsonString()
    let decoded = try JSONDecoder().decode(ValidationSummary.self, from: Data(json.utf8))
    XCTAssertEqual(decoded, summary)
    XCTAssertFalse(decoded.passed)
    XCTAssertEqual(decoded.types.map(\.typeName), ["Badge", "ForgottenComponentVector"])
    XCTAssertEqual(decoded.types[0].nonFloatFields, ["id", "title", "isHighlighted"])
    XCTAssertEqual(decoded.types[1].failures.map(\.mistake), ["componentNeverChanges", "componentNeverChanges"])
    XCTAssertEqual(decoded.types[1].failures.map(\.check), [1, 3])
    XCTAssertEqual(decoded.types[1].cases.map(\.check), Array(1...7))
  }

  /// The page says its verdict first and lists each spring every type cannot settle with once, not once per
  /// type.
  func testMarkdown_VerdictFirst_SharedUnsettledSpringsOnce() throws {
    let reports = BuiltInValidation.run()
    let markdown = ValidationMarkdownRenderer.render(reports)
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    XCTAssertTrue(lines[2].hasPrefix("6 of 6 types pass every check"), lines[2])
    let unsettled = try XCTUnwrap(reports.first?.unsettledSprings)
    XCTAssertFalse(unsettled.isEmpty, "the case the page must deduplicate is present")
    for spring in unsettled {
      let prefix = "- \(spring.spring) at \(spring.schedule):"
      XCTAssertEqual(lines.filter { $0.hasPrefix(prefix) }.count, 1, prefix)
    }
  }
}
