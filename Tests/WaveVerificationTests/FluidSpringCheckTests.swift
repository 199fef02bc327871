import WaveCore
import XCTest

@testable import WaveBench

/// `check` on springs SwiftUI runs with `Animation.spring(…)`: its fluid spring ends at rest, so its end jump is far
/// below any snap limit, and a failing `.interpolatingSpring` is fixed by the same spring on `.spring(…)`.
final class FluidSpringCheckTests: XCTestCase {
  func defaults(_ spec: SpringSpec) -> CheckSetup {
    CheckSetup(
      springs: [spec], schedules: CheckSetup.defaultSchedules, travel: CheckSetup.defaultTravel,
      rules: CheckRule.defaults)
  }

  /// SwiftUI's presets that show no visible jump pass `check` at its defaults.
  ///
  /// `.spring(duration: 0.2)` (IceCubesApp, EditTagGroupView.swift:324), `.smooth(duration: 0.7)` and
  /// `.smooth(duration: 1.0)` (bounce 0), at 1000 pt on 120/60/30 Hz, vrr and hitch. The fluid spring ends only when |v| and |F| are ≤ 0.06 (pt/s,
  /// pt/s²) and the rest is ≤ 1 % of the travel (OpenSwiftUI 069dd80, `FluidSpringAnimation.swift:79-90`). On the
  /// frame that ends it, F = k·rest − c·v gives |rest| ≤ (0.06 + c·0.06)/k (≤ 0.021 pt for these: k ≥ 39.5,
  /// c ≤ 12.6). The last frame drawn is one frame (≤ 0.1 s, the hitch) earlier; in the tail of a critically damped
  /// motion the speed grows backwards in time by at most e^{ω0·0.1} (≤ 1.9 here), so that frame is at most
  /// 1.9 · 0.06 pt/s · 0.1 s ≈ 0.011 pt further: the jump a person sees is under 0.05 pt, a tenth of the snap limit.
  func testSwiftUIPresets_PassAtTheDefaultTravel_WithAnEndJumpUnderTheRestBound() throws {
    for duration in [0.2, 0.7, 1.0] {
      let words = EngineSpring(engine: .swiftui, parameters: [.init("duration", duration), .init("bounce", 0)])
      let spec = SpringSpec(given: words, physical: try SpringConvention.physical(of: words))
      let verdict = try CheckExperiment.check(spec, options: defaults(spec))
      XCTAssertEqual(verdict.judgedAs, .fluid)
      XCTAssertTrue(verdict.passed, "\(duration): \(verdict.runs.map(\.failures))")
      for run in verdict.runs {
        XCTAssertLessThan(try XCTUnwrap(run.snap), 0.05, "\(duration) \(run.schedule.name)")
      }
    }
  }

  /// `.interpolatingSpring(duration: 0.2)` ends at its settlingDuration within 0.1 % of the travel (1 pt over
  /// 1000 pt, above the 0.5 pt snap limit); its fix is `.spring(duration: 0.2, bounce: 0)`, the same spring run by
  /// the fluid spring, checked on every schedule.
  func testFailingInterpolatingSpring_IsFixedByTheSameSpringOnSpring() throws {
    let words = EngineSpring(
      engine: .swiftui, parameters: [.init("duration", 0.2)], runner: .interpolating)
    let spec = SpringSpec(given: words, physical: try SpringConvention.physical(of: words))
    let result = try CheckExperiment.run(defaults(spec))
    let verdict = try XCTUnwrap(result.springs.first)
    XCTAssertEqual(verdict.judgedAs, .interpolating)
    XCTAssertFalse(verdict.passed)
    let fix = try XCTUnwrap(verdict.recommendation)
    XCTAssertEqual(fix.spec.given?.resolvedRunner, .fluid)
    XCTAssertEqual(fix.spec.given?["duration"], 0.2)
    XCTAssertEqual(fix.spec.given?["bounce"], 0)
    XCTAssertTrue(fix.verified.allSatisfy(\.failures.isEmpty))
    XCTAssertEqual(
      SpringConvention.SwiftUI.animationCode(try XCTUnwrap(fix.spec.given), number: { "\($0)" }),
      ".spring(duration: 0.2, bounce: 0.0)")
  }

  /// `.interactiveSpring(response: 0.15, dampingFraction: 0.86)` at 30 Hz: the fluid spring checks its end rule only on
  /// frames, so it ends three frames after its first substep at rest (0.467 s against 0.377 s); the check follows it
  /// there and measures the jump, instead of failing a snap it could not measure.
  func testFluidSpring_EndingFramesAfterItsRestSubstep_IsFollowedToItsEnd() throws {
    let words = EngineSpring(engine: .swiftui, parameters: [.init("response", 0.15), .init("dampingFraction", 0.86)])
    let spec = SpringSpec(given: words, physical: try SpringConvention.physical(of: words))
    let verdict = try CheckExperiment.check(spec, options: defaults(spec))
    XCTAssertTrue(verdict.passed, "\(verdict.runs.map(\.failures))")
    let at30 = try XCTUnwrap(verdict.runs.first { $0.schedule.name == "30hz" })
    XCTAssertLessThan(try XCTUnwrap(at30.snap), 0.05)
  }

  /// A fluid spring that breaks a rule gets the nearest `.spring` that passes, in its own convention.
  ///
  /// `.spring(duration: 0.5, bounce: 0.3)` leaves the exact spring by about 1.5 % of the travel at 120 Hz (its
  /// substeps lag), so it fails `error>1.4%`. The fix keeps duration-and-bounce words, each number to three
  /// significant digits (bounce to three decimals), and passes when checked again on its own.
  func testFailingFluidSpring_GetsTheNearestPassingSpringInItsOwnWords() throws {
    let words = EngineSpring(engine: .swiftui, parameters: [.init("duration", 0.5), .init("bounce", 0.3)])
    let spec = SpringSpec(given: words, physical: try SpringConvention.physical(of: words))
    let options = CheckSetup(
      springs: [spec], schedules: [.fps(120)], travel: CheckSetup.defaultTravel,
      rules: try CheckRule.parseList("error>1.4%"))
    let verdict = try XCTUnwrap(try CheckExperiment.run(options).springs.first)
    XCTAssertEqual(verdict.judgedAs, .fluid)
    XCTAssertFalse(verdict.passed)
    let fix = try XCTUnwrap(verdict.recommendation)
    let given = try XCTUnwrap(fix.spec.given)
    XCTAssertEqual(given.resolvedRunner, .fluid)
    XCTAssertEqual(given.parameters.map(\.name), ["duration", "bounce"])
    let duration = try XCTUnwrap(given["duration"])
    XCTAssertEqual(duration, CheckRecommender.roundedToThreeDigits(duration))
    let bounce = try XCTUnwrap(given["bounce"])
    XCTAssertEqual(bounce, (bounce * 1000).rounded() / 1000)
    XCTAssertTrue(try CheckExperiment.check(fix.spec, options: options).passed)
  }
}
