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
    assertRefusal(
      ["trajectory"] + spring + ends + ["--fps", "1e-16", "--frames", "1", "--integrator", "react-spring"],
      "--fps 1e-16 gives frames of 1e+16 s, longer than 60 s: raise --fps")
    // k = (2π/response)²: (2π·1e155)² and (2π·1e320)² are past a Double's largest, 1.8e308.
    let infinite =
      "--damping-ratio/--response/--stiffness/--mass give a spring whose stiffness is inf: a derived number leaves the "
      + "range of a Double; keep each number between 1e-100 and 1e100"
    assertRefusal(
      ["trajectory", "--damping-ratio", "0.7", "--response", "1e-155"] + ends
        + ["--fps", "60", "--frames", "2", "--integrator", "batch"], infinite)
    assertRefusal(["spring", "--damping-ratio", "1", "--response", "1e-320"], infinite)
  }

  /// `--schedule vrr,vrr` would run twice into the same files: refused before the output folder is touched.
  func testDuplicateSchedule_RefusedBeforeTheFolderIsTouched() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ri-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    assertRefusal(
      ["settling", "--schedule", "vrr,vrr", "--output", folder.path],
      "--schedule: 'vrr' names the schedule vrr a second time; give each schedule once")
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path))
  }

  /// `--schedule 1e-5hz` (a frame of 1e5 s) once took 3.3 GB in check's glitch rule: every command that takes a
  /// schedule name refuses a frame longer than 60 s, as `animate --fps 1e-5` does, on its error line (then argument-parser's usage) before any work.
  func testScheduleSlowerThanAFrameAMinute_RefusedByEveryCommand() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ri-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    let commands = [
      ["check", "--spring", "swiftui:duration=0.5,bounce=0.3", "--schedule", "1e-5hz"],
      ["animate", "--spring", "0.8:0.3", "--from", "0", "--to", "1", "--schedule", "0.0001hz"],
      ["settling", "--schedule", "1e-5hz", "--output", folder.path],
    ]
    for arguments in commands {
      let result = CommandRunner.run(arguments)
      XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
      let first = result.stderr.split(separator: "\n").first ?? ""
      XCTAssertTrue(first.hasPrefix("Error: --schedule") && first.contains("frames of at most 60 s"), result.stderr)
      XCTAssertEqual(result.stdout, "")
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path))
  }
}
