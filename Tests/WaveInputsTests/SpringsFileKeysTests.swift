import Foundation
import XCTest

@testable import WaveBench
@testable import WaveOutput

/// Springs files as people write them: a travel per spring, Wave's instant spring, and every unknown key refused by
/// name.
final class SpringsFileKeysTests: XCTestCase {
  func load(_ json: String) throws -> [SpringSpec] {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("keys-\(UUID().uuidString).json")
    try json.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    return try SpringList.load(path: url.path)
  }

  func refusal(_ json: String) -> String {
    do {
      _ = try load(json)
      return ""
    } catch let error as InputError {
      return error.message
    } catch {
      return "\(error)"
    }
  }

  func testUnknownKey_IsRefusedByNameAndEntry_WithTheNearestKey() {
    let message = refusal(
      #"[{"dampingRatio": 0.8, "response": 0.3}, {"name": "sheet", "dampingRatio": 1, "response": 0.5, "mas": 2}]"#)
    XCTAssertTrue(message.contains("entry 1 ('sheet')"), message)
    XCTAssertTrue(message.contains("unknown key 'mas'"), message)
    XCTAssertTrue(message.contains("did you mean 'mass'?"), message)
    XCTAssertFalse(message.contains("\n"), message)
    let far = refusal(#"[{"dampingRatio": 0.8, "response": 0.3, "colour": "red"}]"#)
    XCTAssertTrue(far.contains("entry 0: unknown key 'colour'"), far)
    XCTAssertFalse(far.contains("did you mean"), far)
  }

  func testTravel_IsKeptPerSpring_AndMustBePositive() throws {
    let specs = try load(
      #"[{"name": "toast", "dampingRatio": 1, "response": 0.25, "travel": 100}, {"dampingRatio": 1, "response": 0.25}]"#
    )
    XCTAssertEqual(specs.map(\.travel), [100, nil])
    // A string is one travel or a range (TravelRange): its upper end is the travel.
    let ranged = try load(
      #"[{"dampingRatio": 1, "response": 0.25, "travel": "50...300"}, {"dampingRatio": 1, "response": 0.25, "travel": "100"}]"#
    )
    XCTAssertEqual(ranged.map(\.travel), [300, 100])
    XCTAssertEqual(ranged.map { $0.travelRange?.lower }, [50, nil])
    for bad in ["0", "-5", "true"] {
      let message = refusal(#"[{"dampingRatio": 1, "response": 0.25, "travel": \#(bad)}]"#)
      XCTAssertTrue(message.contains("travel must be a finite number of points > 0"), "\(bad): \(message)")
    }
  }

  /// Wave's `Spring.defaultNonAnimated` is ζ 1 with response 0: accepted from a file and a `--spring` value, as an
  /// instant spring; the options that step one spring still refuse it.
  func testResponseZero_IsTheInstantSpring() throws {
    let specs = try load(#"[{"name": "instant", "dampingRatio": 1, "response": 0}]"#)
    XCTAssertEqual(specs.count, 1)
    XCTAssertTrue(specs[0].isInstant)
    XCTAssertThrowsError(try specs[0].spring)
    XCTAssertTrue(try SpringList.parse("1:0").isInstant)
    XCTAssertThrowsError(try SpringGrammar.options(dampingRatio: 1, response: 0, stiffness: nil, mass: 1))
    XCTAssertFalse(try SpringList.parse("1:0.3").isInstant)
  }
}
