import Foundation
import XCTest

/// `trajectory` streams its output in constant memory (held whole, 10 M frames would take 1.3 GB as CSV and
/// 2.2 GB as JSON).
///
/// Measured as the growth of this process's peak resident memory over an in-process run (``ResidentMemory``) on 1 M
/// frames, so that the test stays quick in a debug build: output held whole peaks at about 130 MB (CSV) and more for
/// JSON; the limit is the 50 MB required for 10 M frames.
final class TrajectoryStreamingTests: XCTestCase {
  static let limitBytes = 50 << 20

  func testMillionFrames_RunInConstantMemory() throws {
    for format in ["csv", "json"] {
      let arguments = [
        "trajectory", "--damping-ratio", "0.7", "--response", "0.5", "--from", "0", "--to", "1", "--fps", "60",
        "--frames", "1000000", "--format", format,
      ]
      let (result, usage) = CommandRunner.run(arguments, stdout: .discarded, stderr: .captured)
      XCTAssertEqual(result.status, 0, result.stderr)
      let growth = try XCTUnwrap(usage.peakGrowthBytes, "/proc/self/clear_refs cannot be written")
      XCTAssertLessThan(growth, Self.limitBytes, "\(format): \(growth >> 10) KB")
    }
  }

  /// The meter can fail: 100 MB held and touched in this process between its reset and its reading shows as at
  /// least 90 MB of growth (output held whole would be about 130 MB).
  func testMeter_SeesMemoryHeldInThisProcess() throws {
    let start = try XCTUnwrap(ResidentMemory.resetPeak(), "/proc/self/clear_refs cannot be written")
    var held = [UInt8](repeating: 1, count: 100 << 20)
    held[held.count - 1] = 2
    let growth = try XCTUnwrap(ResidentMemory.peak()) - start
    XCTAssertEqual(held.last, 2)
    XCTAssertGreaterThan(growth, 90 << 20, "\(growth >> 10) KB")
  }

  /// The JSON's rows are the CSV's rows, number for number.
  func testJSONRowsMatchCSV() throws {
    let base = [
      "trajectory", "--damping-ratio", "0.7", "--response", "0.5", "--from", "0", "--to", "1", "--fps", "60",
      "--frames", "50",
    ]
    let csv = parseTrajectoryCSV(CommandRunner.run(base).stdout)
    let json = CommandRunner.run(base + ["--format", "json"]).stdout
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
