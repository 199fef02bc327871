import Foundation
import WaveTestSupport
import XCTest

@testable import WaveBench
@testable import WaveNumerics

/// The fix search's bounds: the step budget its runs share, and its three-digit rounding.
final class CheckRecommenderTests: XCTestCase {
  let failing = [
    SpringSpec(dampingRatio: 0.8, response: 0.2), SpringSpec(dampingRatio: 1.2, response: 0.08),
    SpringSpec(dampingRatio: 0.7, stiffness: 200, mass: 3),
  ]

  func options() throws -> CheckSetup {
    CheckSetup(
      springs: failing, schedules: CheckSetup.defaultSchedules, travel: 1000,
      rules: try CheckRule.parseList(CheckRule.defaultText))
  }

  /// A budget that runs out stops the searches: the spring whose search spends it and every later failing spring
  /// have no recommendation and say so; the check's verdicts are the same as with the full budget.
  func testSpentBudget_StopsLaterSearches_AndKeepsVerdicts() throws {
    let full = StepBudget(steps: InputLimits.maximumFixSearchFrames)
    let complete = try CheckExperiment.run(try options(), budget: full)
    XCTAssertTrue(complete.springs.allSatisfy { $0.recommendation != nil && !$0.searchStopped })
    let spent = full.total - full.remaining
    XCTAssertGreaterThan(spent, 0)

    // What the first search alone spends, measured the same way.
    let first = StepBudget(steps: InputLimits.maximumFixSearchFrames)
    let one = CheckSetup(
      springs: [failing[0]], schedules: CheckSetup.defaultSchedules, travel: 1000,
      rules: try CheckRule.parseList(CheckRule.defaultText))
    _ = try CheckExperiment.run(one, budget: first)
    let firstCost = first.total - first.remaining
    XCTAssertLessThan(firstCost, spent)

    // Enough for the first search only: it completes, the next two stop.
    let partial = try CheckExperiment.run(try options(), budget: StepBudget(steps: firstCost))
    XCTAssertEqual(partial.springs.map(\.passed), complete.springs.map(\.passed))
    XCTAssertEqual(partial.springs[0].recommendation?.spec, complete.springs[0].recommendation?.spec)
    XCTAssertEqual(partial.springs.map(\.searchStopped), [false, true, true])
    XCTAssertNil(partial.springs[1].recommendation)
    XCTAssertNil(partial.springs[2].recommendation)

    // No budget at all: every search stops before it steps anything.
    let none = try CheckExperiment.run(try options(), budget: StepBudget(steps: 0))
    XCTAssertEqual(none.springs.map(\.searchStopped), [true, true, true])
  }

  /// The same searches spend the same budget: the bound is a count, not a clock.
  func testBudget_IsSpentDeterministically() throws {
    let a = StepBudget(steps: InputLimits.maximumFixSearchFrames)
    let b = StepBudget(steps: InputLimits.maximumFixSearchFrames)
    _ = try CheckExperiment.run(try options(), budget: a)
    _ = try CheckExperiment.run(try options(), budget: b)
    XCTAssertEqual(a.remaining, b.remaining)
  }

  /// The public apps' springs (Fixtures/springs/public-apps.json) on `check`'s default schedules are searched to the
  /// end with at most a twentieth of the budget: the bound stops runs of hundreds of failing springs, not real
  /// apps' files.
  func testPublicAppsSprings_UseAFractionOfTheBudget() throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/springs/public-apps.json")
    let springs = try SpringList.load(path: fixture.path)
    let budget = StepBudget(steps: InputLimits.maximumFixSearchFrames)
    let result = try CheckExperiment.run(
      CheckSetup(
        springs: springs, schedules: CheckSetup.defaultSchedules, travel: 1000,
        rules: try CheckRule.parseList(CheckRule.defaultText)), budget: budget)
    XCTAssertFalse(result.springs.contains(where: \.searchStopped))
    XCTAssertLessThan(budget.total - budget.remaining, InputLimits.maximumFixSearchFrames / 20)
  }

  /// The rounding equals the decimal parsed: three significant digits printed by `%.2e` and read back (an independent
  /// derivation: the C library's decimal conversion), for 20,000 seeded numbers over 60 decades and the powers of ten.
  func testRoundedToThreeDigits_IsTheNearestDoubleToTheDecimal() throws {
    var generator = SeededGenerator(seed: 0x3D16)
    var xs = (-30...30).map { Double("1e\($0)")! }
    for _ in 0..<20_000 { xs.append(Foundation.pow(10, Double.random(in: -30...30, using: &generator))) }
    for x in xs {
      // %.2e rounds the exact binary value half to even, the search x / 10^e half away from zero: they could differ
      // only for x within a few ulps of a half, which none of these seeded numbers is.
      XCTAssertEqual(CheckRecommender.roundedToThreeDigits(x), try XCTUnwrap(Double(String(format: "%.2e", x))), "\(x)")
    }
  }
}
