import Foundation
import XCTest

/// End to end, from the command line (parsed and run as the executable does): `-` as a file name reads standard input.
final class StandardInputFileTests: XCTestCase {
  let spring = ["--damping-ratio", "0.7", "--response", "0.5"]
  let ends = ["--from", "0", "--to", "1"]

  /// `--dt-file -` and `--springs-file -` read standard input, with CRLF line ends and a byte-order mark.
  func testDtFileAndSpringsFileDash_ReadStandardInput() throws {
    let trajectory = CommandRunner.run(
      ["trajectory"] + spring + ends + ["--dt-file", "-"], input: "0.01\r\n0.02\r\n")
    XCTAssertEqual(trajectory.status, 0, trajectory.stderr)
    XCTAssertEqual(trajectory.stdout.split(separator: "\n").count, 4)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ri-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    let formulas = CommandRunner.run(
      ["formulas", "--springs-file", "-", "--output", folder.path],
      input: "\u{FEFF}[{\"dampingRatio\": 1, \"response\": 0.82}]")
    XCTAssertEqual(formulas.status, 0, formulas.stderr)
  }
}
