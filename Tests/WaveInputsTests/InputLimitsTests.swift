import Foundation
import WaveCore
import XCTest

@testable import WaveBench

/// Inputs are refused when stepping them would trap or run unbounded, and accepted when they are merely
/// written in an unusual way.
final class InputLimitsTests: XCTestCase {
  /// A rate whose frames are too long is refused: `--fps 1e-16` gives a 1e16 s frame, whose sub-step count does
  /// not fit an Int.
  func testFrameSource_RefusesARateWhoseFramesAreTooLong() {
    for fps in [1e-16, 1e-300, 0.01] {
      let text = refusal { try FrameSource(fps: fps, frames: 1, dtFile: nil) }
      XCTAssertTrue(text.hasPrefix("--fps \(fps) gives frames of") && text.contains("raise --fps"), text)
    }
    XCTAssertNoThrow(try FrameSource(fps: 1 / InputLimits.maximumFrameDuration, frames: 1, dtFile: nil))
  }

  /// A response of 1e-155 makes the stiffness overflow to inf (the batch stepper would trap) and 1e-320 makes
  /// it not finite (it would print as `null`): the grammar refuses both.
  func testGrammar_RefusesSpringsWhoseDerivedNumbersOverflow() {
    for response in [1e-155, 1e-320] {
      let text = refusal {
        try SpringGrammar.options(dampingRatio: 0.7, response: response, stiffness: nil, mass: 1)
      }
      XCTAssertTrue(text.hasPrefix("--damping-ratio/--response/--stiffness/--mass give a spring whose stiffness"), text)
    }
    let value = refusal { try SpringList.parse("1e-320:0.4") }
    XCTAssertTrue(value.hasPrefix("--spring '1e-320:0.4': the spring's settlingDuration is inf"), value)
    XCTAssertNoThrow(try SpringGrammar.options(dampingRatio: 0.7, response: 1e-100, stiffness: nil, mass: 1))
  }

  /// `"dampingRatio": 1` and `"mass": 1` in a springs file: JSON's integer 1 is accepted as the number 1.
  func testSpringsFile_AcceptsTheNumberOne() throws {
    let path = try temporary("[{\"dampingRatio\": 1, \"response\": 0.82, \"mass\": 1}]")
    XCTAssertEqual(try SpringList.load(path: path), [SpringSpec(dampingRatio: 1, response: 0.82, mass: 1)])
  }

  /// A springs file with a byte-order mark and CRLF line ends is read as JSON.
  func testSpringsFile_AcceptsBOMAndCRLF() throws {
    let path = try temporary("\u{FEFF}[\r\n{\"dampingRatio\": 0.5, \"response\": 0.3}\r\n]\r\n")
    XCTAssertEqual(try SpringList.load(path: path), [SpringSpec(dampingRatio: 0.5, response: 0.3)])
  }

  /// Release velocities and ranges are counted together against ``InputLimits/maximumReleaseVelocities`` (50): 50
  /// are taken, the 51st refused naming the option, on the command line and in a springs-file entry (a file's
  /// content, naming the entry).
  func testReleaseVelocities_AreBoundedInCount() throws {
    let fifty = (0..<25).map { "\($0 * 10)" } + (0..<25).map { "-\($0 + 1)...\($0 + 1)" }
    func entries(_ texts: [String]) throws -> [ReleaseVelocities.Entry] {
      try texts.map { try ReleaseVelocities.Entry(parsing: $0, option: "--velocity") }
    }
    let accepted = try XCTUnwrap(try ReleaseVelocities(entries: entries(fifty), option: "--velocity"))
    XCTAssertEqual(accepted.values.count + accepted.ranges.count, 50)
    let text = refusal { try ReleaseVelocities(entries: entries(fifty + ["1000"]), option: "--velocity") }
    XCTAssertEqual(
      text, "--velocity: more than 50 release velocities and ranges (each is run on every schedule); give at most 50")
    let items = (0...50).map { "\"-\($0 + 1)...\($0 + 1)\"" }.joined(separator: ", ")
    let path = try temporary(
      "[{\"name\": \"fling\", \"dampingRatio\": 0.8, \"response\": 0.3, \"velocity\": [\(items)]}]")
    let file = refusal { try SpringList.load(path: path) }
    XCTAssertTrue(file.hasPrefix("--springs-file: \(path) entry 0 ('fling'): velocity: more than 50"), file)
  }

  /// A schedule named twice (`--schedule vrr,vrr`, also spelt differently) is refused: its two runs would write
  /// the same files.
  func testSchedules_RefuseADuplicateName() {
    for names in ["vrr,vrr", "60hz,60.0hz", "30hz,jitter,30HZ"] {
      let text = refusal { try ScheduleList.parse(names) }
      XCTAssertTrue(text.hasPrefix("--schedule:") && text.contains("a second time"), text)
    }
  }

  /// A report's dt file of frames shorter than the limit is refused (`settling` on 1 ns frames would take
  /// about a minute and hundreds of MB).
  func testReportDtFile_RefusesFramesShorterThanTheLimit() throws {
    let path = try temporary("0.016\n1e-9\n")
    let text = refusal { try ScheduleList.load(path: path) }
    XCTAssertTrue(text.hasPrefix("--dt-file:") && text.contains("shorter than"), text)
  }

  func temporary(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("in-\(UUID().uuidString)")
    try text.write(to: url, atomically: true, encoding: .utf8)
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url.path
  }
}
