import Foundation
import WaveCore
import WaveTestSupport
import XCTest

@testable import WaveBench

/// The frame-glitch rule, on by default: an undersampled bounce (ζ 0.3, response 0.08 s) over 1000 pt at 60 Hz, whose
/// first step throws the view far past anything its exact motion reaches, against a run written out here with the
/// engine's step written out again (``referenceEulerStep``), upstream's lifetime rule and the textbook solution.
final class GlitchRuleTests: XCTestCase {
  func testUndersampledBounce_FailsAtSixtyHertzByDefault_NamingTheFrame_AndItsFixPasses() throws {
    let spec = try SpringList.parse("0.3:0.08")
    let options = CheckSetup(
      springs: [spec], schedules: CheckSetup.defaultSchedules, travel: 1000, rules: CheckRule.defaults)
    XCTAssertTrue(CheckRule.defaults.contains(.glitch(.percent(5))))
    let result = try CheckExperiment.run(options)
    let verdict = try XCTUnwrap(result.springs.first)
    let sixty = try XCTUnwrap(verdict.runs.first { $0.schedule.name == "60hz" })
    XCTAssertEqual(sixty.failures.map(\.rule.kind), ["glitch"])
    // The first step: x₁ = k·dt²·1000 = (2π/0.08)²/3600 · 1000 ≈ 1713 pt, past the exact peak of about 1372 pt.
    XCTAssertEqual(sixty.glitchFrame, 1)

    // Written out: the step at 1/60 s until the animator ends, the textbook motion's range sampled every 0.1 ms over
    // the same time.
    let spring = try spec.spring
    let (k, c, m) = (Double(spring.stiffness), Double(spring.dampingCoefficient), Double(spring.mass))
    let textbook = Textbook(stiffness: k, damping: c, mass: m, distance: 1000)
    var (x, v, t, start) = (0.0, 0.0, 0.0, 0.0)
    var shown: [Double] = []
    var frame = 0
    while true {
      let dt = 1.0 / 60
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
    XCTAssertGreaterThan(expected, 300)
    // The rule samples the exact motion every 1 ms: its range can fall short of the true extremes by at most
    // ω₀²·A·(0.5 ms)²/2 = 6169 · 1372 · 2.5e-7 / 2 ≈ 1.1 pt, and this one's by 0.1 ms sampling by less: 1.1 pt.
    XCTAssertEqual(try XCTUnwrap(sixty.glitch), expected, accuracy: 1.1)

    let fix = try XCTUnwrap(verdict.recommendation)
    XCTAssertTrue(fix.verified.allSatisfy(\.failures.isEmpty))
    XCTAssertTrue(try CheckExperiment.check(fix.spec, options: options).passed)
  }
}
