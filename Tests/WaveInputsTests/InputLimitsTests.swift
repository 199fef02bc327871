import Foundation
import WaveCore
import WaveInputs
import XCTest

/// Inputs that passed validation but trapped or ran unbounded on the old code (defects 1, 2, 3, 8, 13).
final class InputLimitsTests: XCTestCase {
  /// Defect 1: `--fps 1e-16` gave a 1e16 s frame whose sub-step count trapped converting to Int; the old code
  /// accepted any finite rate > 0.
  func testFrameSource_RefusesARateWhoseFramesAreTooLong() {
    for fps in [1e-16, 1e-300, 0.01] {
      let text = refusal { try FrameSource(fps: fps, frames: 1, dtFile: nil) }
      XCTAssertTrue(text.hasPrefix("--fps \(fps) gives frames of") && text.contains("raise --fps"), text)
    }
    XCTAssertNoThrow(try FrameSource(fps: 1 / InputLimits.maximumFrameDuration, frames: 1, dtFile: nil))
  }

  /// Defects 1 and 13: a response of 1e-155 (stiffness overflows to inf) trapped the batch stepper; 1e-320
  /// printed stiffness `null` and exited 0. The old grammar accepted both.
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

  /// Defect 3: `"dampingRatio": 1` and `"mass": 1` in a springs file (fixed on main before this branch; kept
  /// as a regression test).
  func testSpringsFile_AcceptsTheNumberOne() throws {
    let path = try temporary("[{\"dampingRatio\": 1, \"response\": 0.82, \"mass\": 1}]")
    XCTAssertEqual(try SpringList.load(path: path), [SpringSpec(dampingRatio: 1, response: 0.82, mass: 1)])
  }

  /// Defect 10: a springs file with a BOM and CRLF; the old code refused the BOM as not JSON.
  func testSpringsFile_AcceptsBOMAndCRLF() throws {
    let path = try temporary("\u{FEFF}[\r\n{\"dampingRatio\": 0.5, \"response\": 0.3}\r\n]\r\n")
    XCTAssertEqual(try SpringList.load(path: path), [SpringSpec(dampingRatio: 0.5, response: 0.3)])
  }

  /// Defect 2's trigger: `--schedule vrr,vrr` ran two runs writing the same files; the old code accepted it.
  func testSchedules_RefuseADuplicateName() {
    for names in ["vrr,vrr", "60hz,60.0hz", "30hz,jitter,30HZ"] {
      let text = refusal { try ScheduleList.parse(names) }
      XCTAssertTrue(text.hasPrefix("--schedule:") && text.contains("a second time"), text)
    }
  }

  /// Defect 8: `settling` on 1 ns frames took 49 s and 369 MB; the old code accepted the file.
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
