import Foundation
import XCTest

/// `trajectory` streams its output in constant memory (held whole, 10 M frames would take 1.3 GB as CSV and
/// 2.2 GB as JSON).
///
/// Measured with `/usr/bin/time -f %M` (maximum resident set, KB) on 1 M frames so that the test stays quick in a debug
/// build: output held whole peaks at about 130 MB (CSV) and more for JSON here; the limit is the 50 MB required for
/// 10 M frames.
final class TrajectoryStreamingTests: XCTestCase {
  static let limitKB = 50 * 1024

  func maximumResidentKB(_ arguments: [String]) throws -> Int? {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/time") else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
    process.arguments = ["-f", "%M", CommandRunner.executable.path] + arguments
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")!
    let err = Pipe()
    process.standardError = err
    try process.run()
    let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, text)
    return text.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
  }

  func testMillionFrames_RunInConstantMemory() throws {
    for format in ["csv", "json"] {
      let arguments = [
        "trajectory", "--damping-ratio", "0.7", "--response", "0.5", "--from", "0", "--to", "1", "--fps", "60",
        "--frames", "1000000", "--format", format,
      ]
      guard let kb = try maximumResidentKB(arguments) else { throw XCTSkip("no /usr/bin/time") }
      XCTAssertLessThan(kb, Self.limitKB, "\(format): \(kb) KB")
    }
  }

  /// The JSON's rows are the CSV's rows, number for number.
  func testJSONRowsMatchCSV() throws {
    let base = [
      "trajectory", "--damping-ratio", "0.7", "--response", "0.5", "--from", "0", "--to", "1", "--fps", "60",
      "--frames", "50",
    ]
    let csv = parseTrajectoryCSV(try CommandRunner.run(base).stdout)
    let json = try CommandRunner.run(base + ["--format", "json"]).stdout
    XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(json.utf8)))
    // Read the rows with Swift's exact parser (JSONSerialization on Linux may round the last digit): one row
    // `[t, value, velocity]` per line.
    let rows = json.split(separator: "\n").filter { $0.hasPrefix("    [") }.map {
      $0.drop { $0 != "[" }.dropFirst().prefix { $0 != "]" }.split(separator: ",").compactMap {
        Double($0.trimmingCharacters(in: .whitespaces))
      }
    }
    XCTAssertEqual(rows.map { $0[0] }, csv.t)
    XCTAssertEqual(rows.map { $0[1] }, csv.x)
    XCTAssertEqual(rows.map { $0[2] }, csv.v)
    XCTAssertTrue(json.contains("\n  \"frames\": 50,\n") && json.hasSuffix("]\n}\n"))
  }
}
