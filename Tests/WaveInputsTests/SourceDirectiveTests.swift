import XCTest

@testable import WaveBench
@testable import WaveOutput

/// `// wave-bench:` comments: the grammar, and which spring each acts on, on springs placed by hand.
final class SourceDirectiveTests: XCTestCase {
  private func parse(_ comment: String, line: Int = 1, column: Int = 1) throws -> SourceDirective? {
    try SourceDirective.parse(comment: comment, line: line, column: column, place: "A.swift:\(line)")
  }

  func testGrammar() throws {
    XCTAssertEqual(try parse("// wave-bench:travel 120")?.action, .travel(TravelRange(120)))
    XCTAssertEqual(
      try parse("// wave-bench:travel 50...300")?.action, .travel(try TravelRange.parse("50...300", option: "")))
    XCTAssertEqual(try parse("//wave-bench:disable:next snap, judder")?.action, .disableNext(["snap", "judder"]))
    XCTAssertEqual(try parse("// wave-bench:disable glitch")?.action, .disable(["glitch"]))
    XCTAssertNil(try parse("// an ordinary comment"))
    XCTAssertNil(try parse("/// wave-bench:travel 3"), "a doc comment is not a directive")
  }

  func testRefusals_NameThePlaceAndTheNearestWord() {
    for (comment, expected) in [
      ("// wave-bench:trvel 3", "did you mean 'travel'?"),
      ("// wave-bench:travel nan", "travel takes one finite number of points > 0"),
      ("// wave-bench:travel -4", "travel takes one finite number of points > 0"),
      ("// wave-bench:travel 1 2", "travel takes one finite number of points > 0"),
      ("// wave-bench:travel 300...50", "or a range MIN...MAX of them"),
      ("// wave-bench:travel 0...50", "or a range MIN...MAX of them"),
      ("// wave-bench:travel 50...inf", "or a range MIN...MAX of them"),
      ("// wave-bench:disable snapp", "did you mean 'snap'?"),
      ("// wave-bench:disable:next", "disable:next names the rules it silences"),
      ("// wave-bench:", "nothing after wave-bench:"),
    ] {
      XCTAssertThrowsError(try parse(comment, line: 7)) { error in
        let message = (error as? InputError)?.message ?? ""
        XCTAssertTrue(message.hasPrefix("A.swift:7: "), message)
        XCTAssertTrue(message.contains(expected), "\(comment): \(message)")
        XCTAssertTrue((error as? InputError)?.isFileContent == true)
      }
    }
  }

  private func spring(line: Int, column: Int) -> SpringSpec {
    var spec = SpringSpec(dampingRatio: 0.8, response: 0.3)
    spec.origin = SpringOrigin(file: "A.swift", line: line, column: column, api: "wave", call: "Spring(…)")
    return spec
  }

  /// Springs on lines 2, 4 (two), 6 and 9: a comment above acts on the line below's first spring, one at a line's
  /// end on that line's spring, `disable` on every spring after it, and one with no spring in reach on none.
  func testApply_ActsOnTheSpringsTheGrammarNames() throws {
    var springs = [
      spring(line: 2, column: 9), spring(line: 4, column: 9), spring(line: 4, column: 40), spring(line: 6, column: 9),
      spring(line: 9, column: 9),
    ]
    let directives = try [
      parse("// wave-bench:travel 120", line: 1), parse("// wave-bench:disable:next snap", line: 3),
      parse("// wave-bench:travel 50...300", line: 6, column: 50), parse("// wave-bench:disable judder", line: 7),
      parse("// wave-bench:travel 5", line: 11),
    ].compactMap { $0 }
    let idle = SourceDirective.apply(directives, to: &springs, file: "A.swift")
    XCTAssertEqual(springs.map(\.travel), [120, nil, nil, 300, nil])
    XCTAssertEqual(springs.map { $0.travelRange?.lower }, [nil, nil, nil, 50, nil], "a range keeps its lower end")
    XCTAssertEqual(springs[3].settings.notes, ["travel 50...300 pt (A.swift:6)"])
    XCTAssertEqual(springs.map(\.settings.silenced), [[], ["snap"], [], [], ["judder"]])
    XCTAssertEqual(idle.map(\.line), [11])
    XCTAssertEqual(springs[1].settings.notes, ["snap silenced (A.swift:3)"])
    XCTAssertEqual(springs[0].settings.notes, ["travel 120 pt (A.swift:1)"])
  }
}
