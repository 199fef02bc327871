import Foundation
import XCTest

@testable import WaveBench

/// The frames of one run and the schedules of the reports: one grammar, refusals that name the option.
final class FrameSourceTests: XCTestCase {
  func testRate_GivesFramesOfOneOverFps() throws {
    let source = try FrameSource(fps: 50, frames: 3, dtFile: nil)
    XCTAssertEqual(source, .rate(fps: 50, frames: 3))
    XCTAssertEqual(try source.durations(), [0.02, 0.02, 0.02])
  }

  func testRefusals_NameTheOption() {
    XCTAssertEqual(
      refusal { try FrameSource(fps: nil, frames: nil, dtFile: nil) }, "give --fps F --frames N, or --dt-file PATH")
    XCTAssertEqual(refusal { try FrameSource(fps: 60, frames: nil, dtFile: nil) }, "--fps needs --frames N")
    XCTAssertEqual(refusal { try FrameSource(fps: nil, frames: 3, dtFile: nil) }, "--frames needs --fps F")
    XCTAssertTrue(refusal { try FrameSource(fps: 60, frames: nil, dtFile: "f") }.hasPrefix("--dt-file conflicts"))
    XCTAssertEqual(
      refusal { try FrameSource(fps: 0, frames: 3, dtFile: nil) }, "--fps must be a finite number > 0 (got 0.0)")
    XCTAssertEqual(
      refusal { try FrameSource(fps: 60, frames: DtFile.maximumFrames + 1, dtFile: nil) },
      "--frames must be an integer from 1 to \(DtFile.maximumFrames) (got \(DtFile.maximumFrames + 1))")
    XCTAssertEqual(refusal { try FrameSource(fps: nil, frames: nil, dtFile: "f") }, "(accepted)")
  }

  func testScheduleResolve_StandardUnlessGivenThenTheFile() throws {
    XCTAssertEqual(try ScheduleList.resolve(named: nil, dtFile: nil), ScheduleSpec.standard)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID().uuidString).txt")
    try "0.01\n0.03\n".write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let fromFile = try ScheduleList.resolve(named: nil, dtFile: url.path)
    XCTAssertEqual(fromFile.map(\.name), ["file:" + url.lastPathComponent])
    // Played once (one meaning of --dt-file everywhere); looped only when asked.
    XCTAssertEqual(fromFile[0].schedule.durations(count: 3), [0.01, 0.03])
    XCTAssertEqual(fromFile[0].totalDuration, 0.04)
    let looped = try ScheduleList.resolve(named: nil, dtFile: url.path, repeating: true)
    XCTAssertEqual(looped[0].schedule.durations(count: 3), [0.01, 0.03, 0.01])
    XCTAssertNil(looped[0].totalDuration)
    XCTAssertEqual(
      try ScheduleList.resolve(named: ScheduleList.parse("90hz,vrr"), dtFile: url.path).map(\.name).count, 3)
    XCTAssertTrue(refusal { try ScheduleList.parse("60hz,nope") }.hasPrefix("--schedule: unknown schedule 'nope'"))
    // Two values naming one schedule are refused as one value naming it twice is.
    XCTAssertTrue(
      refusal { try ScheduleList.merged([ScheduleList.parse("60hz,vrr"), ScheduleList.parse("vrr")]) }.hasPrefix(
        "--schedule: 'vrr' names the schedule vrr a second time"))
  }
}
