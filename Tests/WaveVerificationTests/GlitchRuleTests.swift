import Foundation
import WaveCore
import WaveInputs
import WaveTestSupport
import WaveVerification
import XCTest

/// The frame-glitch rule, on by default: Figma's "Bouncy" (k 600, c 15, mass 1: ζ 0.3062) over 1000 pt is thrown
/// far outside its own motion by the 100 ms frame of `hitch`, against a run written out here with the engine's step
/// written out again (``referenceEulerStep``), upstream's lifetime rule and the textbook solution.
final class GlitchRuleTests: XCTestCase {
  func testFigmaBouncy_FailsAtHitchByDefault_NamingTheFrame_AndItsFixPasses() throws {
    let spec = try SpringList.parse("0.3062:k=600")
    let options = CheckSetup(
      springs: [spec], schedules: CheckSetup.defaultSchedules, travel: 1000, rules: CheckRule.defaults)
    XCTAssertTrue(CheckRule.defaults.contains(.glitch(.percent(5))))
    let result = try CheckExperiment.run(options)
    let verdict = try XCTUnwrap(result.springs.first)
    let hitch = try XCTUnwrap(verdict.runs.first { $0.schedule.name == "hitch" })
    XCTAssertEqual(hitch.failures.map(\.rule.kind), ["glitch"])
    // The glitch is on the frame after the long one: frame hitchFrame + 1 (1-based) is the 100 ms step.
    XCTAssertEqual(hitch.glitchFrame, ScheduleSpec.hitchFrame + 1)

    // Written out: the step on the hitch schedule's frames until the animator ends, the textbook motion's range
    // sampled every 0.1 ms over the same time.
    let spring = try spec.spring
    let (k, c, m) = (Double(spring.stiffness), Double(spring.dampingCoefficient), Double(spring.mass))
    let textbook = Textbook(stiffness: k, damping: c, mass: m, distance: 1000)
    var (x, v, t, start) = (0.0, 0.0, 0.0, 0.0)
    var shown: [Double] = []
    var frame = 0
    while true {
      let dt = frame == ScheduleSpec.hitchFrame ? ScheduleSpec.hitchDuration : 1.0 / 60
      frame += 1
      (x, v) = referenceEulerStep(value: x, target: 1000, velocity: v, dt: dt, k: k, c: c, m: m)
      t += dt
      if frame == 1 { start = t }
      if t - start >= spring.settlingDuration { break }
      shown.append(x)
    }
    let samples = stride(from: 0.0, through: t, by: 1e-4).map(textbook.position)
    let (low, high) = (min(0, samples.min()!), samples.max()!)
    let expected = shown.map { max(0, $0 - high, low - $0) }.max()!
    XCTAssertGreaterThan(expected, 500)
    // The rule samples the exact motion every 1 ms: its range can fall short of the true extremes by at most
    // ω₀²·A·(0.5 ms)²/2 = 600 · 1000 · 2.5e-7 / 2 = 0.075 pt, and this one's by 0.1 ms sampling by less: 0.1 pt.
    XCTAssertEqual(try XCTUnwrap(hitch.glitch), expected, accuracy: 0.1)

    let fix = try XCTUnwrap(verdict.recommendation)
    XCTAssertTrue(fix.verified.allSatisfy(\.failures.isEmpty))
    XCTAssertTrue(try CheckExperiment.check(fix.spec, options: options).passed)
  }
}
