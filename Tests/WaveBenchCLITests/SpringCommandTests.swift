import Foundation
import WaveCore
import XCTest

final class SpringCommandTests: XCTestCase {
  func testJSON_HoldsTheContractKeysWithTheFormulaValues() throws {
    let result = CommandRunner.run(["spring", "--damping-ratio", "0.6", "--response", "0.8", "--format", "json"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let omega = 2 * Double.pi / 0.8
    XCTAssertEqual(object["dampingRatio"] as? Double, 0.6)
    XCTAssertEqual(object["response"] as? Double, 0.8)
    XCTAssertEqual(object["mass"] as? Double, 1)
    let tolerance = Tolerance.roundingRelative
    XCTAssertEqual(try XCTUnwrap(object["stiffness"] as? Double), omega * omega, accuracy: tolerance * omega * omega)
    XCTAssertEqual(try XCTUnwrap(object["dampingCoefficient"] as? Double), 1.2 * omega, accuracy: tolerance * omega)
    let settling = -log(1e-4) / (0.6 * omega)
    XCTAssertEqual(try XCTUnwrap(object["settlingDuration"] as? Double), settling, accuracy: tolerance * settling)
    XCTAssertEqual(object["rubberbanded"] as? Bool, false)
  }

  func testJSON_NumbersAreShortestRoundTripDecimals() throws {
    let result = CommandRunner.run(["spring", "--damping-ratio", "0.5", "--stiffness", "100", "--format", "json"])
    XCTAssertEqual(result.status, 0, result.stderr)
    // 2π/√100 = 0.6283185307179586 is the shortest decimal that reads back as that double.
    XCTAssertTrue(result.stdout.contains("\"response\": 0.6283185307179586"), result.stdout)
    XCTAssertTrue(result.stdout.contains("\"stiffness\": 100"), result.stdout)
  }

  func testText_NamesTheRubberband() throws {
    let result = CommandRunner.run(["spring", "--damping-ratio", "1", "--response", "0.1"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("rubberband reduced the damping coefficient"), result.stdout)
    XCTAssertTrue(result.stdout.contains("stiffness"))
  }

  /// An unstable step has no time lead: `spring --fps 30` on defaultInteractive, whose step is unstable below
  /// 32.68 Hz, reports none.
  ///
  /// Independent: ω0·h = (2π/0.2)/30 = 1.047 exceeds the bound 2(√(ζ² + 1) − ζ) = 0.961 at ζ 0.8 (no rubberband:
  /// 4π·0.8/0.2 = 50 < 60).
  func testUnstableStep_HasNoTimeLead() throws {
    let result = CommandRunner.run(
      ["spring", "--damping-ratio", "0.8", "--response", "0.2", "--fps", "30", "--format", "json"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let euler = try XCTUnwrap(object["euler"] as? [String: Any])
    XCTAssertEqual(euler["stable"] as? Bool, false)
    XCTAssertTrue(euler["timeLeadFrames"] is NSNull, "\(euler["timeLeadFrames"] ?? "absent")")
  }
}
