import XCTest

@testable import WaveBench

/// A report's "Regenerate:" options give back its inputs: every option used is on the line.
final class ReportArgumentsTests: XCTestCase {
  func testArguments_ParseBackToTheSameSpringsAndSchedules() throws {
    let springs = [
      SpringSpec(dampingRatio: 0.5, response: 0.3), SpringSpec(dampingRatio: 0.7, stiffness: 300, mass: 2),
      SpringSpec(dampingRatio: 1, response: 0.82, mass: 0.25),
    ]
    let schedules: [ScheduleSpec] = [.fps(60), .variableRefresh, .hitch]
    let arguments = ReportArguments.of(springs: springs, schedules: schedules)
    var parsedSprings: [SpringSpec] = []
    var parsedSchedules: [ScheduleSpec] = []
    var index = 0
    while index < arguments.count {
      switch arguments[index] {
      case "--spring": parsedSprings.append(try SpringList.parse(arguments[index + 1]))
      case "--schedule": parsedSchedules += try ScheduleList.parse(arguments[index + 1])
      default: XCTFail("unexpected \(arguments[index])")
      }
      index += 2
    }
    XCTAssertEqual(parsedSprings, springs)
    XCTAssertEqual(parsedSchedules.map(\.name), schedules.map(\.name))
  }

  func testDefaults_NeedNoOptions() {
    XCTAssertEqual(ReportArguments.of(springs: SpringSpec.documented, schedules: ScheduleSpec.standard), [])
    XCTAssertEqual(ReportArguments.of(springs: nil, schedules: nil), [])
  }
}
