import Foundation
import XCTest

/// Every option a topic accepts changes its output, or the topic refuses it with a usage error:
/// `--integrator-costs` outside `accuracy` is refused and absent from the topic's help; `--schedule` given twice adds
/// both schedules.
final class TopicOptionAcceptanceTests: XCTestCase {
  func temporaryDirectory() -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("wave-bench-topic-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url.path
  }

  func testOptionsTheTopicDoesNotUse_AreUsageErrorsAndNotInHelp() throws {
    let cases: [([String], String)] = [
      // Only the accuracy report has an accuracy-vs-cost table.
      (["formulas", "--integrator-costs", "reports/integrator-cost.json"], "--integrator-costs"),
      (["stability", "--integrator-costs", "reports/integrator-cost.json"], "--integrator-costs"),
      (["settling", "--integrator-costs", "reports/integrator-cost.json"], "--integrator-costs"),
    ]
    for (arguments, option) in cases {
      let output = temporaryDirectory()
      let result = CommandRunner.run(arguments + ["--output", output])
      XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
      XCTAssertTrue(result.stderr.contains(option), "\(arguments): \(result.stderr)")
      XCTAssertFalse(FileManager.default.fileExists(atPath: output), "\(arguments) wrote \(output)")
      // Not offered at all: the topic's help does not list it.
      let help = CommandRunner.run([arguments[0], "--help"])
      XCTAssertFalse(help.stdout.contains(option + " "), "\(arguments[0]) --help offers \(option)")
    }
  }

  func testAccuracyScheduleGivenTwice_RunsBothSchedules() throws {
    let output = temporaryDirectory()
    let result = CommandRunner.run(
      ["accuracy", "--spring", "0.8:0.3", "--schedule", "60hz", "--schedule", "vrr", "--output", output])
    XCTAssertEqual(result.status, 0, result.stderr)
    let data = try Data(contentsOf: URL(fileURLWithPath: output + "/accuracy.json"))
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    let settings = try XCTUnwrap(json["settings"] as? [String: Any])
    XCTAssertEqual(settings["schedules"] as? [String], ["60hz", "vrr"])
  }
}
