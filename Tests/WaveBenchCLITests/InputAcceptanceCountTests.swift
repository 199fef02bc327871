import Foundation
import XCTest

@testable import WaveOutput

/// `check`, `accuracy` and `suite` accept each input once, where it enters, and carry the accepted value from there:
/// counted where each input is accepted (``InputAcceptanceCounter``), on whole command lines run in this process.
final class InputAcceptanceCountTests: XCTestCase {
  /// Runs `arguments` with a counter installed, and returns it with the run's result.
  func counted(_ arguments: [String]) -> (InputAcceptanceCounter, CommandRunner.Result) {
    let counter = InputAcceptanceCounter()
    let result = InputAcceptanceCounter.$current.withValue(counter) { CommandRunner.run(arguments) }
    return (counter, result)
  }

  /// Asserts each subject's count: those not listed, 0.
  func assertCounts(
    _ counter: InputAcceptanceCounter, _ expected: [InputAcceptanceCounter.Subject: Int],
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    for subject in InputAcceptanceCounter.Subject.allCases {
      XCTAssertEqual(counter[subject], expected[subject] ?? 0, "\(subject)", file: file, line: line)
    }
  }

  /// Two springs as values, two in a springs file, one schedule list, one rule list, an output file and a JSON file:
  /// four springs accepted, each list once, each file once, the work once.
  func testCheck_AcceptsEachInputOnce() throws {
    let folder = try CommandRunner.temporaryFolder(in: self)
    let springsFile = folder + "/springs.json"
    try #"[{"name": "a", "dampingRatio": 0.7, "response": 0.4}, {"engine": "swiftui", "duration": 0.5, "bounce": 0.2}]"#
      .write(toFile: springsFile, atomically: true, encoding: .utf8)
    let (counter, result) = counted([
      "check", "--spring", "0.8:0.3", "--spring", "0.9:0.5", "--springs-file", springsFile, "--schedule", "60hz,30hz",
      "--fail-on", "snap>1pt", "--travel", "200", "--output", folder + "/out.txt", "--json", folder + "/out.json",
    ])
    XCTAssertTrue([0, 1].contains(result.status), result.stderr)
    let json = try String(contentsOfFile: folder + "/out.json", encoding: .utf8)
    XCTAssertEqual(json.components(separatedBy: "\"passed\"").count - 1, 4, "a verdict for each of the four springs")
    assertCounts(counter, [.spring: 4, .scheduleList: 1, .rules: 1, .outputFile: 2, .work: 1])
  }

  /// Two springs, a schedule list, a dt file and an integrator-cost file: two springs, the list, the dt file and its
  /// length against the report's runs, the cost file, the folder and the work, each accepted once.
  func testAccuracy_AcceptsEachInputOnce() throws {
    let folder = try CommandRunner.temporaryFolder(in: self)
    let dtFile = folder + "/dt.txt"
    try String(repeating: "0.016666\n", count: 2000).write(toFile: dtFile, atomically: true, encoding: .utf8)
    let costs = folder + "/costs.json"
    let entries = #"{"name": "euler", "nanosecondsPerFrame": 8.6}, {"name": "exact", "nanosecondsPerFrame": 36.8}"#
    try #"{"integrators": [\#(entries)]}"#.write(toFile: costs, atomically: true, encoding: .utf8)
    let (counter, result) = counted([
      "accuracy", "--spring", "0.8:0.3", "--spring", "0.6:0.25", "--schedule", "60hz", "--dt-file", dtFile,
      "--integrator-costs", costs, "--output", folder + "/reports",
    ])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/reports/integrator-cost.json"))
    assertCounts(
      counter,
      [.spring: 2, .scheduleList: 1, .dtFile: 1, .dtFileLength: 1, .integratorCosts: 1, .outputFolder: 1, .work: 1])
  }

  /// The suite on one spring and schedule: the spring, the list, the folder and the work, each accepted once, and
  /// the dt files' lengths (none here) once.
  func testSuite_AcceptsEachInputOnce() throws {
    let folder = try CommandRunner.temporaryFolder(in: self)
    let (counter, result) = counted([
      "suite", "--spring", "0.8:0.3", "--schedule", "60hz", "--output", folder + "/reports",
    ])
    XCTAssertEqual(result.status, 0, result.stderr)
    assertCounts(counter, [.spring: 1, .scheduleList: 1, .dtFileLength: 1, .outputFolder: 1, .work: 1])
  }
}
