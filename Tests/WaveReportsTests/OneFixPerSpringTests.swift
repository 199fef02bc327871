import XCTest

@testable import WaveBench
@testable import WaveNumerics

/// The suite's stability report and `check` recommend the same fix for Wave's `defaultInteractive` under the same
/// schedules, rules and travel; where the suite runs on other schedules than `check`'s defaults, its fix says so and
/// names the `check` line that gives it.
final class OneFixPerSpringTests: XCTestCase {
  func testDefaultInteractive_SuiteAndCheckGiveTheSameFix() throws {
    let preset = StabilityExperiment.presets[0]
    XCTAssertEqual(preset.name, "defaultInteractive")
    for schedules in [CheckSetup.defaultSchedules, ScheduleSpec.standard] {
      let names = schedules.map(\.name).joined(separator: ",")
      let fix = try XCTUnwrap(
        StabilityFinding.fix(
          preset.spec, divergingRates: [30], fallbackRate: StabilityExperiment.fallbackRate,
          checkedAs: .reports(on: schedules),
          budget: StepBudget(steps: InputLimits.maximumFixSearchFrames)), names)
      let options = CheckSetup(
        springs: [SpringSpec.documented[0]], schedules: schedules, travel: CheckSetup.defaultTravel,
        rules: CheckRule.defaults)
      let checked = try XCTUnwrap(CheckExperiment.run(options).springs.first?.recommendation, names)
      XCTAssertEqual(fix.recommended.label, checked.spec.label, names)
      XCTAssertEqual(fix.releases, .gesture, names)
      let words = CheckWords.fix(fix)
      XCTAssertTrue(words.contains("released at -8000...8000 pt/s"), words)
      if schedules.map(\.name) == CheckSetup.defaultSchedules.map(\.name) {
        XCTAssertFalse(words.contains("differ from check's defaults"), words)
      } else {
        XCTAssertTrue(
          words.contains("check --spring 0.8:0.2 --schedule \(names) --velocity=-8000...8000` gives this fix"), words)
        XCTAssertTrue(words.contains("a main rate of 60hz, not 120hz; with jitter"), words)
      }
    }
  }
}
