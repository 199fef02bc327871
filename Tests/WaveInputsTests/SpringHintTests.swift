import Foundation
import XCTest

@testable import WaveBench

/// `SpringHint`: the mistakes the issue reports hint, the public apps' springs do not.
final class SpringHintTests: XCTestCase {
  private func hints(_ value: String) throws -> [String] {
    SpringHint.hints(for: try SpringList.parse(value)).map(\.message)
  }

  func testMilliseconds_DampingCoefficient_AndARatioInTheStiffnessKey() throws {
    let ms = try hints("swiftui:duration=400")
    XCTAssertEqual(ms.count, 1)
    XCTAssertTrue(ms[0].hasPrefix("duration 400 s: did you mean 400 ms?"), ms[0])
    XCTAssertTrue(ms[0].hasSuffix("(duration 0.4)"), ms[0])
    XCTAssertEqual(try hints("0.8:350").count, 1, "Wave's response in ms")
    let coefficient = try hints("30:0.3")
    XCTAssertEqual(coefficient.count, 1)
    XCTAssertTrue(coefficient[0].hasPrefix("dampingRatio 30: a damping coefficient?"), coefficient[0])
    XCTAssertEqual(try hints("swiftui:response=0.3,dampingFraction=20").count, 1)
    XCTAssertEqual(try hints("30:k=300"), [], "a large ζ beside a stiffness is what was asked for")
    XCTAssertEqual(try hints("0.8:k=0.8").count, 1)
  }

  /// Each limit sits where the numbers are still plausible: 10 s and ζ 5 do not hint, just above them does.
  func testLimits_AreExclusive() throws {
    XCTAssertEqual(try hints("1:10"), [])
    XCTAssertEqual(try hints("1:10.5").count, 1)
    XCTAssertEqual(try hints("5:0.3"), [])
    XCTAssertEqual(try hints("5.5:0.3").count, 1)
  }

  /// No spring of the 56 measured in public apps (Fixtures/springs/public-apps.json) gets a hint.
  func testPublicAppsSprings_GetNone() throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/springs/public-apps.json")
    let springs = try SpringList.load(path: fixture.path)
    XCTAssertEqual(springs.count, 56)
    for spec in springs { XCTAssertEqual(SpringHint.hints(for: spec), [], spec.title) }
  }
}
