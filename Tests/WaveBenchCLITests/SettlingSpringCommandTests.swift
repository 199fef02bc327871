import Foundation
import XCTest

/// `settling --spring SPEC --band B`: one spring's settle time within a band of its own, printed; bad bands and
/// options that would change nothing refused with a usage error and nothing written.
final class SettlingSpringCommandTests: XCTestCase {
  func temporaryDirectory() -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("wave-bench-settling-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url.path
  }

  /// The 2 % settling time of ζ 0.5, response 0.4 is 0.514 s (derived in `SpringSettlingTests` from the textbook
  /// solution); the engine's step at 60 Hz settles at a frame.
  func testTwoPercentBand_PrintsTheExactSettleTime() throws {
    let run = CommandRunner.run(["settling", "--spring", "0.5:0.4", "--band", "2%", "--schedule", "60hz"])
    XCTAssertEqual(run.status, 0, run.stderr)
    let exact = try XCTUnwrap(run.stdout.split(separator: "\n").first { $0.hasPrefix("exact ") })
    XCTAssertTrue(exact.contains("0.514 s"), run.stdout)
    XCTAssertTrue(run.stdout.contains("euler at 60hz"), run.stdout)
    XCTAssertTrue(run.stdout.contains("2% (20 pt, 2 % of the travel)"), run.stdout)
  }

  /// The same band in points over the travel prints the same settle time; a band in points over another travel is
  /// another fraction, and settles at another time.
  func testBandInPoints_IsAPartOfTheTravel() {
    let percent = CommandRunner.run(["settling", "--spring", "0.5:0.4", "--band", "2%", "--schedule", "60hz"])
    let points = CommandRunner.run(["settling", "--spring", "0.5:0.4", "--band", "20pt", "--schedule", "60hz"])
    let travel = CommandRunner.run(
      ["settling", "--spring", "0.5:0.4", "--band", "20pt", "--travel", "100", "--schedule", "60hz"])
    for run in [percent, points, travel] { XCTAssertEqual(run.status, 0, run.stderr) }
    func rows(_ text: String) -> [Substring] { text.split(separator: "\n").filter { $0.hasPrefix("exact ") } }
    XCTAssertEqual(rows(percent.stdout), rows(points.stdout))
    XCTAssertNotEqual(rows(points.stdout), rows(travel.stdout))
  }

  /// A band of 0 or of the whole travel or more, bad numbers, `--band` or `--travel` without `--spring`, and
  /// `--output` with it: exit 64, one `Error:` line naming the option, nothing on stdout, nothing written.
  func testBadBandsAndOptionsThatWouldChangeNothing_AreRefused() {
    let output = temporaryDirectory()
    let cases: [([String], String)] = [
      (["--spring", "0.5:0.4", "--band", "0%"], "--band"),
      (["--spring", "0.5:0.4", "--band", "0pt"], "--band"),
      (["--spring", "0.5:0.4", "--band", "100%"], "--band"),
      (["--spring", "0.5:0.4", "--band", "250%"], "--band"),
      (["--spring", "0.5:0.4", "--band", "1000pt"], "--band"),
      (["--spring", "0.5:0.4", "--band", "2"], "--band"),
      (["--spring", "0.5:0.4", "--band", "nan%"], "--band"),
      (["--spring", "0.5:0.4", "--band", "inf pt"], "--band"),
      (["--spring", "0.5:0.4", "--travel", "nan"], "--travel"),
      (["--spring", "0.5:0.4", "--travel", "0"], "--travel"),
      (["--spring", "0.5:0.4", "--travel", "10...100"], "--travel"),
      (["--spring", "0.5:0"], "--spring"),
      (["--spring", "0.5:0.4", "--output", output], "--output"),
      (["--band", "2%", "--output", output], "--band"),
      (["--travel", "100", "--output", output], "--travel"),
    ]
    for (arguments, option) in cases {
      let run = CommandRunner.run(["settling"] + arguments)
      XCTAssertEqual(run.status, 64, "\(arguments): \(run.stderr)")
      XCTAssertEqual(run.stdout, "", "\(arguments)")
      let errors = run.stderr.split(separator: "\n").filter { $0.hasPrefix("Error:") }
      XCTAssertEqual(errors.count, 1, "\(arguments): \(run.stderr)")
      XCTAssertTrue(errors.first?.contains(option) ?? false, "\(arguments): \(run.stderr)")
      XCTAssertFalse(FileManager.default.fileExists(atPath: output), "\(arguments) wrote \(output)")
    }
  }
}
