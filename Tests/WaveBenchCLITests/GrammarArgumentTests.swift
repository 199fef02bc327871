import XCTest

@testable import WaveBench

/// The typed options (``GrammarArgument``): argument-parser hands `run()` the values the grammars read, and a value a
/// grammar refuses is refused by the command's `validate()` in the grammar's words, a usage error before any work.
final class GrammarArgumentTests: XCTestCase {
  /// Each option type reads what its grammar's documentation says the text means, written here by hand.
  func testEachArgument_ReadsTheValueItsTextNames() throws {
    XCTAssertEqual(
      try XCTUnwrap(SpringArgument(argument: "0.5:0.4")).value, SpringSpec(dampingRatio: 0.5, response: 0.4))
    XCTAssertEqual(try XCTUnwrap(TravelArgument(argument: "50...300")).value, TravelRange(lower: 50, upper: 300))
    XCTAssertEqual(try XCTUnwrap(TravelArgument(argument: "120")).value, TravelRange(120))
    XCTAssertEqual(try XCTUnwrap(VelocityArgument(argument: "-3000")).value, .velocity(-3000))
    XCTAssertEqual(try XCTUnwrap(VelocityArgument(argument: "-10000...10000")).value, .range(-10000...10000))
    XCTAssertEqual(
      try XCTUnwrap(RuleListArgument(argument: "unstable,snap>0.5pt,error>5%")).value,
      [.unstable, .snap(.points(0.5)), .error(.percent(5))])
    XCTAssertEqual(try XCTUnwrap(RuleListArgument(argument: "none")).value, [])
    XCTAssertEqual(try XCTUnwrap(ScheduleListArgument(argument: "60hz, vrr")).value.map(\.name), ["60hz", "vrr"])
    XCTAssertEqual(try XCTUnwrap(EngineArgument(argument: "ca")).value, .ca)
    let retarget = try XCTUnwrap(RetargetArgument(argument: "0.1s:50:-800")).value
    XCTAssertEqual(retarget.moment, .time(0.1))
    XCTAssertEqual(retarget.value, 50)
    XCTAssertEqual(retarget.velocity, -800)
  }

  /// A refused value reaches `validate()`, which refuses it with the grammar's own first line and exit 64, never
  /// argument-parser's "The value … is invalid".
  func testRefusedValues_AreRefusedByValidateInTheGrammarsWords() throws {
    let cases: [(arguments: [String], start: String)] = [
      (["check", "--travel", "abc"], "Error: --travel 'abc'"),
      (["check", "--velocity", "fast"], "Error: --velocity 'fast' must be a velocity in pt/s"),
      (["check", "--fail-on", "wobble"], "Error: --fail-on"),
      (["check", "--engine", "wav"], "Error: --engine 'wav'"),
      (["check", "--retarget", "soon"], "Error: --retarget must be MOMENT:VALUE"),
      (["check", "--schedule", "61fps"], "Error: --schedule: unknown schedule '61fps'"),
      (["check", "--spring", "0.5"], "Error: --spring"),
      (["accuracy", "--schedule", "vrr", "--schedule", "vrr"], "Error: --schedule: 'vrr' names the schedule vrr"),
      (["formulas", "--spring", "x:y"], "Error: --spring"),
    ]
    for (arguments, start) in cases {
      let result = CommandRunner.run(arguments)
      XCTAssertEqual(result.status, 64, "\(arguments)")
      let lines = CommandRunner.errorLines(result.stderr)
      XCTAssertTrue(lines.first?.hasPrefix(start) == true, "\(arguments): \(result.stderr)")
      XCTAssertFalse(result.stderr.contains("is invalid for"), "\(arguments): \(result.stderr)")
      XCTAssertEqual(result.stdout, "", "\(arguments)")
    }
  }
}
