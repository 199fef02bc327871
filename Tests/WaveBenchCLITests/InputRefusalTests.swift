import Foundation
import XCTest

/// End to end, from the command line (parsed and run as the executable does): inputs that cannot be run are refused with a usage error (exit 64)
/// naming the option, before any work.
final class InputRefusalTests: XCTestCase {
  let spring = ["--damping-ratio", "0.7", "--response", "0.5"]
  let ends = ["--from", "0", "--to", "1"]

  /// `--fps 1e-16` gives a 1e16 s frame, whose sub-step count does not fit an Int; a response of 1e-155 makes
  /// the stiffness overflow to inf (the `batch` integrator steps with it), and 1e-320 makes it not finite.
  func testNumbersThatOverflow_AreRefusedNamingTheOption() throws {
    let rate = CommandRunner.run(
      ["trajectory"] + spring + ends + ["--fps", "1e-16", "--frames", "1", "--integrator", "react-spring"])
    XCTAssertEqual(rate.status, 64)
    XCTAssertTrue(rate.stderr.hasPrefix("Error: --fps 1e-16 gives frames of"), rate.stderr)
    let batch = CommandRunner.run(
      ["trajectory", "--damping-ratio", "0.7", "--response", "1e-155"] + ends
        + ["--fps", "60", "--frames", "2", "--integrator", "batch"])
    XCTAssertEqual(batch.status, 64)
    XCTAssertTrue(batch.stderr.contains("stiffness is inf"), batch.stderr)
    let tiny = CommandRunner.run(["spring", "--damping-ratio", "1", "--response", "1e-320"])
    XCTAssertEqual(tiny.status, 64, "a stiffness that is not finite")
  }

  /// `--schedule vrr,vrr` would run twice into the same files: refused before the output folder is touched.
  func testDuplicateSchedule_RefusedBeforeTheFolderIsTouched() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ri-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    let result = CommandRunner.run(["settling", "--schedule", "vrr,vrr", "--output", folder.path])
    XCTAssertEqual(result.status, 64)
    XCTAssertTrue(result.stderr.contains("a second time"), result.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path))
  }
}
