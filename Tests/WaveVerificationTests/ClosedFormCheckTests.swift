import Foundation
import WaveCore
import XCTest

@testable import WaveBench

/// `check` on springs given in SwiftUI's convention and run by `.interpolatingSpring`.
///
/// They are judged by SwiftUI's interpolating model (the closed form at each frame time until
/// its settling duration, then the target), and by Wave's step under `--engine wave`. Expected values are written out
/// from the textbook solution (``Textbook``) and SwiftUI's settling rule as OpenSwiftUI reimplements it: for an
/// underdamped spring from rest over a unit distance, −ln(ε / (γ + 1)) / γ with ε = 0.001 and γ = c / 2m
/// (OpenSwiftUI 069dd80, `Respring/Spring+VectorArithmetic.swift:24-68`; Apple documents ε = 0.001, target 1,
/// velocity 0).
final class ClosedFormCheckTests: XCTestCase {
  /// `.spring(response: 0.15, dampingFraction: 0.86)`, SwiftUI's snappy interactive springs: k = (2π / 0.15)²,
  /// c = 4π·0.86 / 0.15, m = 1 (Apple: "response … the stiffness of the spring, defined as an approximate duration
  /// in seconds"; SwiftUI's `Spring(response:dampingRatio:)`).
  let given = EngineSpring(
    engine: .swiftui, parameters: [.init("response", 0.15), .init("dampingRatio", 0.86)], runner: .interpolating)
  var physical: PhysicalSpring {
    PhysicalSpring(mass: 1, stiffness: pow(2 * Double.pi / 0.15, 2), damping: 4 * Double.pi * 0.86 / 0.15)
  }

  func options(_ spec: SpringSpec, _ schedules: [ScheduleSpec], engine: SpringEngine? = nil) -> CheckSetup {
    var options = CheckSetup(springs: [spec], schedules: schedules, travel: 1000, rules: CheckRule.defaults)
    options.engine = engine
    return options
  }

  /// At 30 Hz Wave's step of this spring grows (c·dt = 2.4 > 2), but SwiftUI evaluates the closed form: it passes
  /// as SwiftUI, and fails `unstable` only when judged as Wave.
  func testSwiftUISpring_IsJudgedAsSwiftUIRunsIt_AndAsWaveUnderEngineWave() throws {
    let spec = SpringSpec(given: given, physical: physical)
    let asSwiftUI = try CheckExperiment.check(spec, options: options(spec, [.fps(30)]))
    XCTAssertEqual(asSwiftUI.judgedAs, .interpolating)
    XCTAssertTrue(asSwiftUI.passed)
    XCTAssertEqual(asSwiftUI.runs[0].status, .ok)
    let asWave = try CheckExperiment.check(spec, options: options(spec, [.fps(30)], engine: .wave))
    XCTAssertEqual(asWave.judgedAs, .wave)
    XCTAssertNotEqual(asWave.runs[0].status, .ok)
    XCTAssertEqual(asWave.runs[0].failures.first?.rule, .unstable)
  }

  /// The end, the snap and the settle time at 60 and 120 Hz, written out: the end is SwiftUI's settling duration;
  /// the view shows the target from the first frame t_k at or after it, so the jump a person sees is from the last
  /// frame drawn, |1 − x(t_{k−1})| of the travel; the settle time is the first frame after which the textbook motion stays within 0.01 %
  /// of the travel.
  ///
  /// Tolerance: ``Tolerance/closedFormRelative`` of the travel for positions (two closed forms that round
  /// differently); frame times are sums of 1/fps, so t_k is found on the same sums.
  func testEndSnapAndSettleTime_MatchTheWrittenOutModel() throws {
    let spec = SpringSpec(given: given, physical: physical)
    let textbook = Textbook(stiffness: physical.stiffness, damping: physical.damping, mass: 1, distance: 1)
    let gamma = physical.damping / 2
    let end = -log(0.001 / (gamma + 1)) / gamma
    for fps in [60.0, 120.0] {
      let run = try XCTUnwrap(CheckExperiment.check(spec, options: options(spec, [.fps(fps)])).runs.first)
      // The end is a short formula recomputed here: Tolerance.roundingRelative of it.
      XCTAssertEqual(run.formulaTime, end, accuracy: Tolerance.roundingRelative * end, "\(fps)")
      // The snap: where the closed form would put the view on the frame that shows the target, the first at or
      // after the end.
      var t = 0.0
      repeat { t += 1 / fps } while t < end
      let snap = abs(1 - textbook.position(t)) * 1000
      XCTAssertEqual(try XCTUnwrap(run.snap), snap, accuracy: Tolerance.closedFormRelative * 1000, "\(fps)")
      XCTAssertEqual(try XCTUnwrap(run.maxError), 0, accuracy: Tolerance.closedFormRelative * 1000, "\(fps)")
      XCTAssertEqual(try XCTUnwrap(run.judder), 0, "\(fps)")
      // The settle time on the free motion: the frame after the last one outside the band.
      var frames = [0.0]
      while frames.last! < 2 { frames.append(frames.last! + 1 / fps) }
      let lastOutside = try XCTUnwrap(frames.lastIndex { abs(1 - textbook.position($0)) > Tolerance.settledFraction })
      let settled = frames[lastOutside + 1]
      // Frame times are sums of 1/fps found on the same sums: 1e-9 s is far looser than their rounding and far below a
      // frame.
      XCTAssertEqual(try XCTUnwrap(run.settleTime), settled, accuracy: 1e-9, "\(fps)")
    }
  }

  /// ρ is the exact propagator's over the median frame: e^{−γ·dt} for an underdamped spring.
  func testSpectralRadius_IsTheExactMotionsContractionPerFrame() throws {
    let spec = SpringSpec(given: given, physical: physical)
    let run = try XCTUnwrap(CheckExperiment.check(spec, options: options(spec, [.fps(60)])).runs.first)
    // e^{−γ·dt}, a short formula recomputed here, of a number < 1: Tolerance.roundingRelative.
    XCTAssertEqual(run.spectralRadius, exp(-physical.damping / 2 / 60), accuracy: Tolerance.roundingRelative)
  }

  /// A spring given in a convention check has no model of (Compose) is judged as Wave steps its equation.
  func testEngineWithoutAModel_IsJudgedAsWave() throws {
    let compose = EngineSpring(engine: .compose, parameters: [.init("dampingRatio", 0.8), .init("stiffness", 400)])
    let spec = SpringSpec(given: compose, physical: PhysicalSpring(mass: 1, stiffness: 400, damping: 32))
    XCTAssertEqual(try CheckExperiment.check(spec, options: options(spec, [.fps(60)])).judgedAs, .wave)
  }

  /// A spring written in two places is checked once (one progress line) and reported at both, with the same runs.
  func testSameSpringInTwoPlaces_IsCheckedOnce_AndReportedAtBoth() throws {
    var first = SpringSpec(given: given, physical: physical)
    first.origin = SpringOrigin(file: "A.swift", line: 3, column: 5, api: "swiftui", call: ".spring(response:)")
    var second = first
    second.origin = SpringOrigin(file: "B.swift", line: 9, column: 7, api: "swiftui", call: ".spring(response:)")
    var checks = CheckSetup(springs: [first, second], schedules: [.fps(60)], travel: 1000, rules: CheckRule.defaults)
    checks.engine = .wave
    var lines: [String] = []
    let result = try CheckExperiment.run(checks) { lines.append($0) }
    XCTAssertEqual(lines.count, 1, "\(lines)")
    XCTAssertEqual(result.springs.map(\.spec.origin?.file), ["A.swift", "B.swift"])
    XCTAssertEqual(result.springs[0].runs.map(\.maxError), result.springs[1].runs.map(\.maxError))
    XCTAssertEqual(result.springs[0].runs.map(\.snap), result.springs[1].runs.map(\.snap))
  }

  /// A clamped `.interpolatingSpring` ends on the critical branch of settlingDuration.
  ///
  /// `.interpolatingSpring(stiffness: 300, damping: 40)` is overdamped (c > 2√300 ≈ 34.64), so SwiftUI clamps it to
  /// critical and its settlingDuration is the critical branch's 0.1 s grid search (OpenSwiftUI 069dd80,
  /// `Respring/Spring+MassStiffnessDamping.swift:23-37` sets angularFrequency 0; `Spring+VectorArithmetic.swift:24-68`
  /// searches): the first sample k·0.1 s with (1 + ω0·t)·e^{−ω0·t} < 0.001, ω0 = √300, written out here. The clamped
  /// damping's c² − 4k rounds below 0, which would take the oscillating branch's −ln(ε/(γ + 1))/γ ≈ 0.567 s instead.
  func testClampedInterpolatingSpring_EndsOnTheCriticalBranch() throws {
    let written = EngineSpring(
      engine: .swiftui, parameters: [.init("stiffness", 300), .init("damping", 40)], runner: .interpolating)
    let spec = SpringSpec(given: written, physical: try SpringConvention.physical(of: written))
    let omega = 300.0.squareRoot()
    var t = 0.0
    while (1 + omega * t) * exp(-omega * t) >= 0.001 { t += 0.1 }
    let run = try XCTUnwrap(CheckExperiment.check(spec, options: options(spec, [.fps(120)])).runs.first)
    // t is six additions of 0.1 (a few ulps of 0.6 from 0.6); both tolerances are far looser than that and far below
    // the 0.1 s grid step, so a sample off by one fails.
    XCTAssertEqual(run.formulaTime, t, accuracy: 1e-12)
    XCTAssertEqual(t, 0.6, accuracy: 1e-9, "the search's sample")
  }

  /// `--engine swiftui` runs a spring of another convention as SwiftUI's `.spring` runs it.
  ///
  /// Framer's stiffness 1000, damping 60. Wave's semi-implicit step at 30 Hz has the matrix [[1 − k·dt², dt·(1 − c·dt)], [−k·dt,
  /// 1 − c·dt]], whose determinant 1 − c·dt = −1 makes ρ ≥ 1 (unstable); SwiftUI's fluid spring steps 1/300 s.
  func testFramerSpring_UnderEngineSwiftUI_IsJudgedAsTheFluidSpring() throws {
    let framer = EngineSpring(engine: .framer, parameters: [.init("stiffness", 1000), .init("damping", 60)])
    let spec = SpringSpec(given: framer, physical: try SpringConvention.physical(of: framer))
    let asSwiftUI = try CheckExperiment.check(spec, options: options(spec, [.fps(30)], engine: .swiftui))
    XCTAssertEqual(asSwiftUI.judgedAs, .fluid)
    XCTAssertTrue(asSwiftUI.passed, "\(asSwiftUI.runs.map(\.failures))")
    let asFramer = try CheckExperiment.check(spec, options: options(spec, [.fps(30)]))
    XCTAssertEqual(asFramer.judgedAs, .wave)
    XCTAssertEqual(asFramer.runs[0].failures.first?.rule, .unstable)
  }
}
