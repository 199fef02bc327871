import Foundation
import WaveCore
import XCTest

@testable import WaveBench

/// The one spring grammar, through its three syntaxes: the same spring whichever way it is written, and
/// refusals that name what the user typed.
final class SpringGrammarTests: XCTestCase {
  func writeFile(_ json: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("springs-\(UUID().uuidString).json")
    try json.write(to: url, atomically: true, encoding: .utf8)
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url.path
  }

  func testThreeSyntaxes_GiveTheSameSpring() throws {
    let byResponse = SpringSpec(dampingRatio: 0.7, response: 0.4, mass: 2)
    XCTAssertEqual(try SpringList.parse("0.7:0.4:m=2"), byResponse)
    XCTAssertEqual(try SpringList.parse(" 0.7 : r=0.4 : m=2 "), byResponse)
    XCTAssertEqual(try SpringGrammar.options(dampingRatio: 0.7, response: 0.4, stiffness: nil, mass: 2), byResponse)
    let path = try writeFile(
      #"[{"dampingRatio": 0.7, "response": 0.4, "mass": 2}, {"dampingRatio": 1, "stiffness": 300}]"#)
    XCTAssertEqual(try SpringList.load(path: path), [byResponse, SpringSpec(dampingRatio: 1, stiffness: 300)])
    XCTAssertEqual(try SpringList.parse("1:k=300"), SpringSpec(dampingRatio: 1, stiffness: 300, mass: 1))
  }

  func testParsedSprings_HaveTheHandDerivedParameters() throws {
    // response r and mass m give k = (2π / r)² · m: r = 0.5, m = 2 → k = 32π².
    let byResponse = try SpringList.parse("0.5:0.5:m=2").spring
    XCTAssertEqual(Double(byResponse.stiffness), 32 * Double.pi * Double.pi, accuracy: 1e-12 * 316)
    // and back at mass 1: k = 300 → r = 2π / √300.
    let byStiffness = try SpringList.parse("0.5:k=300").spring
    XCTAssertEqual(Double(byStiffness.response), 2 * Double.pi / 300.squareRoot(), accuracy: 1e-15)
    XCTAssertEqual(Double(byStiffness.mass), 1)
    XCTAssertEqual(try SpringList.parse("0.5:k=300:m=2").label, "0.5/k=300/m=2")
  }

  func testResolve_DefaultsToTheDocumentedSpringsAndKeepsOrder() throws {
    XCTAssertEqual(try SpringList.resolve([], file: nil), SpringSpec.documented)
    let path = try writeFile(#"[{"dampingRatio": 0.9, "response": 0.2}]"#)
    XCTAssertEqual(
      try SpringList.resolve([SpringList.parse("0.6:0.8")], file: path),
      [SpringSpec(dampingRatio: 0.6, response: 0.8), SpringSpec(dampingRatio: 0.9, response: 0.2)])
  }

  func testOptionRefusals_NameTheOption() {
    func options(_ z: Double, _ r: Double?, _ k: Double?, _ m: Double = 1) -> String {
      refusal { try SpringGrammar.options(dampingRatio: z, response: r, stiffness: k, mass: m) }
    }
    XCTAssertEqual(options(.nan, 0.3, nil), "--damping-ratio must be a finite number > 0 (got nan)")
    XCTAssertEqual(options(0.8, 0.3, nil, 0), "--mass must be a finite number > 0 (got 0.0)")
    XCTAssertEqual(options(0.8, -0.5, nil), "--response must be a finite number > 0 (got -0.5)")
    XCTAssertTrue(options(0.8, 0, nil).hasPrefix("--response must be a finite number > 0 (got 0: the non-animated"))
    XCTAssertEqual(options(0.8, nil, .infinity), "--stiffness must be a finite number > 0 (got inf)")
    XCTAssertEqual(options(0.8, nil, nil), "give one of --response or --stiffness")
    XCTAssertEqual(options(0.8, .nan, 100), "--response and --stiffness conflict: give one of them")
    // The damping ratio is checked first, then the mass, then the response or stiffness.
    XCTAssertEqual(options(-1, .nan, nil, .nan), "--damping-ratio must be a finite number > 0 (got -1.0)")
    XCTAssertEqual(options(1, .nan, nil, .nan), "--mass must be a finite number > 0 (got nan)")
  }

  func testValueRefusals_EchoTheValue() {
    let usage = SpringSource.valueUsage
    XCTAssertEqual(
      refusal { try SpringList.parse("0.7:abc") },
      "--spring '0.7:abc': the response must be a finite number > 0 (got 'abc'); \(usage)")
    XCTAssertEqual(
      refusal { try SpringList.parse("0.7:k=-3") },
      "--spring '0.7:k=-3': the stiffness must be a finite number > 0 (got '-3'); \(usage)")
    XCTAssertEqual(
      refusal { try SpringList.parse("0.7:0.4:m=0") },
      "--spring '0.7:0.4:m=0': the mass must be a finite number > 0 (got '0'); \(usage)")
    for malformed in ["0.7", "0.7:0.4:x=3", "1:2:3:4", ""] {
      XCTAssertEqual(refusal { try SpringList.parse(malformed) }, "--spring '\(malformed)': \(usage)")
    }
  }

  func testFileRefusals_NameTheEntryAndKey() throws {
    func load(_ json: String) throws -> String {
      let path = try writeFile(json)
      return refusal { try SpringList.load(path: path) }.replacingOccurrences(of: path, with: "F")
    }
    XCTAssertEqual(
      try load(#"[{"dampingRatio": 1, "response": 1}, {"response": 0.3}]"#),
      "--springs-file: F entry 1: dampingRatio is required")
    XCTAssertEqual(
      try load(#"[{"dampingRatio": 0.5, "response": "0.3"}]"#),
      "--springs-file: F entry 0: response must be a finite number > 0")
    XCTAssertEqual(
      try load(#"[{"dampingRatio": true, "response": 0.3}]"#),
      "--springs-file: F entry 0: dampingRatio must be a finite number > 0")
    // Integers are numbers (0 and 1 are not booleans).
    XCTAssertEqual(
      try load(#"[{"dampingRatio": 1, "response": 0.3, "mass": 0}]"#),
      "--springs-file: F entry 0: mass must be a finite number > 0")
    XCTAssertEqual(
      try load(#"[{"dampingRatio": 0.5}]"#), "--springs-file: F entry 0: give exactly one of response or stiffness")
    XCTAssertEqual(
      try load(#"[{"dampingRatio": 0.5, "response": 0.3, "stiffness": -1}]"#),
      "--springs-file: F entry 0: give exactly one of response or stiffness")
    XCTAssertEqual(try load("[]"), "--springs-file: F must hold a non-empty JSON array of springs")
  }
}
