import Foundation
import XCTest

/// `check` prints a hint for a number most likely mistyped, in every format, and searches no fix for it.
final class CheckHintTests: XCTestCase {
  /// `{"engine": "swiftui", "duration": 400}` (meant as 400 ms) is checked as given, and every format says it.
  func testMillisecondsHint_InEveryFormat() throws {
    let folder = try CommandRunner.temporaryFolder(in: self)
    try #"[{"engine": "swiftui", "duration": 400}]"#.write(
      toFile: folder + "/springs.json", atomically: true, encoding: .utf8)
    let hint = "duration 400 s: did you mean 400 ms?"
    for format in ["text", "markdown", "json", "junit", "github"] {
      let result = CommandRunner.run(["check", "--springs-file", folder + "/springs.json", "--format", format])
      XCTAssertEqual(result.status, 1, result.stderr)
      let lines = result.stdout.split(separator: "\n").filter { $0.contains(hint) }
      // JUnit keeps the hint as a property of the spring's suite, and the `plausible` test case fails with it.
      XCTAssertEqual(lines.count, format == "junit" ? 2 : 1, "\(format): \(result.stdout)")
      XCTAssertTrue(result.stdout.contains("no fix searched: its numbers look mistyped"), format)
    }
  }

  /// The default rules fail a spring whose numbers look mistyped (`plausible`), in every format, with exit 1; rules
  /// without `plausible` pass the same spring (it is stable at every rate: `framer:duration=400`, a 400 s spring,
  /// breaks no other default rule), and a line comment silences it for the one call below.
  func testPlausibleRule_FailsByDefault_SilencedByFailOnOrComment() throws {
    let spring = ["check", "--spring", "framer:duration=400"]
    let failing = CommandRunner.run(spring + ["--format", "json"])
    XCTAssertEqual(failing.status, 1, failing.stderr)
    let json = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(failing.stdout.utf8)) as? [String: Any], failing.stdout)
    let checked = try XCTUnwrap((json["springs"] as? [[String: Any]])?.first)
    XCTAssertEqual(checked["passed"] as? Bool, false)
    XCTAssertEqual(checked["failsPlausibility"] as? Bool, true)
    let text = CommandRunner.run(spring)
    XCTAssertTrue(text.stdout.contains("  ✗ plausible: duration 400 s: did you mean 400 ms?"), text.stdout)
    let junit = CommandRunner.run(spring + ["--format", "junit"])
    XCTAssertTrue(junit.stdout.contains("<failure message=\"plausible: duration 400 s"), junit.stdout)
    let github = CommandRunner.run(spring + ["--format", "github"])
    XCTAssertTrue(github.stdout.contains("fails: plausible (duration 400 s: did you mean 400 ms?"), github.stdout)
    let without = CommandRunner.run(spring + ["--fail-on", "unstable,snap>0.5pt,judder>0.5pt,glitch>5%"])
    XCTAssertEqual(without.status, 0, without.stdout)
    XCTAssertTrue(without.stdout.contains("hint: duration 400 s"), without.stdout)

    let folder = try CommandRunner.temporaryFolder(in: self)
    let source = [
      "import UIKit", "func f() {", "  // wave-bench:disable:next plausible",
      "  UIView.animate(springDuration: 400, bounce: 0.2) {}", "  UIView.animate(springDuration: 400, bounce: 0.2) {}",
      "}",
    ]
    try source.joined(separator: "\n").write(toFile: folder + "/V.swift", atomically: true, encoding: .utf8)
    let scan = CommandRunner.run(["check", "--scan", folder + "/V.swift"])
    XCTAssertEqual(scan.status, 1, scan.stderr)
    XCTAssertTrue(scan.stdout.contains("PASS \(folder)/V.swift:4"), scan.stdout)
    XCTAssertTrue(scan.stdout.contains("FAIL \(folder)/V.swift:5"), scan.stdout)
    XCTAssertTrue(scan.stdout.contains("  - plausible: perceptualDuration 400 s"), scan.stdout)
  }
}
