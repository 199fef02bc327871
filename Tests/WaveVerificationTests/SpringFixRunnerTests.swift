import XCTest

@testable import WaveBench

/// A report's fix is the one `check` recommends for the spring's runner (``CheckExperiment/run(_:budget:progress:)``):
/// SwiftUI's `.spring` for a failing `.interpolatingSpring`, none for SwiftUI's `.spring`, whose springs check
/// searches no fix among.
final class SpringFixRunnerTests: XCTestCase {
  let schedules: [ScheduleSpec] = [.fps(120), .fps(60), .fps(30)]

  /// An overdamped `.interpolatingSpring` (k 80, c 60: ζ 3.4, run as critical) is 0.58 pt short of the target at
  /// 60 Hz on the frame its animation ends at its settlingDuration: its fix is check's, the same spring run by
  /// SwiftUI's `.spring`.
  func testInterpolatingSpring_FixIsChecksFluidTakeover() throws {
    let spec = try SpringList.parse("swiftui:animation=interpolatingSpring,stiffness=80,damping=60")
    XCTAssertEqual(spec.runner, .interpolating)
    let fix = try XCTUnwrap(try SpringFix.find(spec, on: .fps(60), like: .reports(on: schedules)))
    let check = try CheckExperiment.run(
      CheckSetup(springs: [spec], schedules: schedules, travel: 1000, rules: CheckRule.defaults))
    let recommended = try XCTUnwrap(check.springs.first?.recommendation)
    XCTAssertEqual(fix.recommended, recommended.spec)
    XCTAssertEqual(fix.recommended.runner, .fluid)
    XCTAssertFalse(fix.before.failures.isEmpty)
    XCTAssertTrue(fix.after.failures.isEmpty)
  }

  /// SwiftUI's `.spring(response: 0.15, dampingFraction: 0.86)` fails rules of 0 pt, and so does every fluid spring
  /// (each stops a little short of the target and lags the exact spring): the search finds none, so check recommends
  /// nothing for it, and neither does a report's fix.
  func testFluidSpring_FailingRulesNoSpringPasses_GetsNoFix() throws {
    let spec = try SpringList.parse("swiftui:response=0.15,dampingFraction=0.86")
    XCTAssertEqual(spec.runner, .fluid)
    let rules = try CheckRule.parseList("snap>0pt,error>0pt")
    let options = CheckSetup(springs: [spec], schedules: schedules, travel: 1000, rules: rules)
    XCTAssertFalse(try CheckExperiment.check(spec, options: options).passed, "the case: it fails these rules")
    XCTAssertNil(try CheckExperiment.run(options).springs.first?.recommendation)
    XCTAssertNil(try SpringFix.find(spec, on: .fps(60), like: options))
  }
}
