import Foundation
import XCTest

/// Springs made for a gesture's hand-off are judged over the flings a gesture gives.
final class GestureReleaseTests: XCTestCase {
  func spring(_ arguments: [String]) throws -> [String: Any] {
    let result = CommandRunner.run(["check"] + arguments + ["--format", "json"])
    XCTAssertTrue([0, 1].contains(result.status), result.stderr)
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    return try XCTUnwrap((json["springs"] as? [[String: Any]])?.first)
  }

  /// Wave's `defaultInteractive` typed as numbers is judged as the preset is.
  ///
  /// `--spring 0.8:0.2` has the preset's numbers (ζ 0.8, response 0.2: jtrivedi/Wave a52498e
  /// Sources/Wave/Spring.swift:114): it is judged over every fling, and the text says why. Numbers one step away are
  /// a spring of their own, judged from rest.
  func testDefaultInteractiveNumbers_AreJudgedOverFlings() throws {
    let preset = try XCTUnwrap(try spring(["--spring", "0.8:0.2"])["release"] as? [String: Any])
    XCTAssertEqual(preset["source"] as? String, "gesture")
    XCTAssertEqual(preset["ranges"] as? [[Double]], [[-8000, 8000]])
    let text = CommandRunner.run(["check", "--spring", "0.8:0.2"])
    XCTAssertTrue(
      text.stdout.contains("released at -8000...8000 pt/s (Wave's defaultInteractive, made for gestures: any fling)"),
      text.stdout)
    let other = try XCTUnwrap(try spring(["--spring", "0.8:0.21"])["release"] as? [String: Any])
    XCTAssertEqual(other["source"] as? String, "rest")
  }
}
