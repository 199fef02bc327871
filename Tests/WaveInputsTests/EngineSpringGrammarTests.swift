import Foundation
import WaveCore
import XCTest

@testable import WaveBench

final class EngineSpringGrammarTests: XCTestCase {
  /// `ENGINE:key=value,…` reads the engine, the labels in order and the numbers through `Double()`.
  func testParse_ReadsEngineLabelsAndNumbers() throws {
    XCTAssertEqual(
      try EngineSpringGrammar.parse("swiftui:duration=0.5,bounce=0.3"),
      EngineSpring(engine: .swiftui, parameters: [.init("duration", 0.5), .init("bounce", 0.3)]))
    XCTAssertEqual(
      try EngineSpringGrammar.parse("react-spring: tension = 40 , friction = 7"),
      EngineSpring(engine: .reactSpring, parameters: [.init("tension", 40), .init("friction", 7)]))
  }

  /// `true`/`false` are a Boolean parameter's values, 1 and 0.
  func testParse_BooleansAreTrueAndFalse() throws {
    let spring = try EngineSpringGrammar.parse("swiftui:stiffness=100,damping=40,allowOverDamping=true")
    XCTAssertEqual(spring["allowOverDamping"], 1)
    XCTAssertEqual(
      refusal { try EngineSpringGrammar.parse("swiftui:stiffness=100,damping=40,allowOverDamping=1") },
      "swiftui: 'allowOverDamping' is true or false (got '1')")
    XCTAssertEqual(
      refusal { try EngineSpringGrammar.parse("swiftui:duration=true") },
      "swiftui: 'duration' takes a number (got 'true')")
  }

  /// An unknown engine is refused in one line, with the nearest name.
  func testParse_UnknownEngineSuggestsTheNearest() {
    XCTAssertEqual(
      refusal { try EngineSpringGrammar.parse("swiftu:duration=0.5") },
      "unknown engine 'swiftu'; did you mean 'swiftui'? (engines: wave, swiftui, ca, uikit, framer, react-spring, "
        + "origami, compose, flutter, androidx)")
  }

  /// The labels are checked by the engine's convention: its refusal is the grammar's.
  func testParse_ConventionRefusalsPassThrough() {
    XCTAssertEqual(
      refusal { try EngineSpringGrammar.parse("swiftui:bounciness=0.3") },
      "swiftui: 'bounciness' is not a parameter; swiftui takes duration, bounce | response, dampingRatio "
        + "(dampingFraction) | mass, stiffness, damping, allowOverDamping")
    XCTAssertEqual(
      refusal { try EngineSpringGrammar.parse("flutter:duration=nan") },
      "flutter: 'duration' must be a finite number (got nan)")
  }

  /// Malformed text: no colon, a pair without `=`.
  func testParse_MalformedTextIsRefused() {
    XCTAssertTrue(refusal { try EngineSpringGrammar.parse("swiftui") }.hasSuffix(EngineSpringGrammar.usage))
    XCTAssertTrue(
      refusal { try EngineSpringGrammar.parse("swiftui:duration") }.contains("'duration' is not key=value"))
  }

  /// `ENGINE:` alone is the API's defaults (react-spring: tension 170, friction 26).
  func testParse_EmptyListIsTheDefaults() throws {
    let spring = try EngineSpringGrammar.parse("react-spring:")
    XCTAssertEqual(try SpringConvention.physical(of: spring), PhysicalSpring(mass: 1, stiffness: 170, damping: 26))
  }

  /// A springs-file entry as `JSONSerialization` gives it: numbers, and a JSON boolean only for a Boolean parameter.
  func testEntry_ReadsJSONNumbersAndBooleans() throws {
    let object =
      try JSONSerialization.jsonObject(
        with: Data(#"{"stiffness": 100, "damping": 40, "allowOverDamping": true}"#.utf8)) as! [String: Any]
    let ordered = ["stiffness", "damping", "allowOverDamping"].map { ($0, object[$0]!) }
    let spring = try EngineSpringGrammar.entry(engine: "swiftui", parameters: ordered)
    XCTAssertEqual(spring["allowOverDamping"], 1)
    XCTAssertEqual(
      refusal { try EngineSpringGrammar.entry(engine: "swiftui", parameters: [("duration", true as NSNumber)]) },
      "swiftui: 'duration' must be a number")
  }
}
