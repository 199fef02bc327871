import Foundation
import WaveCore
import WaveTestSupport
import XCTest

@testable import WaveNumerics

/// ``InterpolatingSpringModel`` against the textbook closed form (``TextbookOscillator``) and OpenSwiftUI's settling rule
/// written out again (OpenSwiftUI 069dd80, `Respring/Spring+VectorArithmetic.swift:24-68`).
final class InterpolatingSpringModelTests: XCTestCase {
  /// `count` frames of random durations between 4 and 40 ms (a jittered, hitching schedule), seeded.
  static func jitteredDurations(count: Int = 120, seed: UInt64 = 0x5EED) -> [Double] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in Double.random(in: 0.004...0.040, using: &generator) }
  }

  /// The accumulated sum 0.1 + 0.1 + … (`count` terms), as the settling search accumulates its time.
  static func tenths(_ count: Int) -> Double { (0..<count).reduce(0.0) { t, _ in t + 0.1 } }

  /// The first time on the accumulated 0.1 s grid at which a monotone approach to 1 from 0 at rest is within
  /// 0.001 of it: the settling search's answer for a spring that does not overshoot.
  static func firstTenthInsideBand(_ oscillator: TextbookOscillator) -> Double {
    var t = 0.0
    while abs(oscillator.position(at: t, from: 0, to: 1) - 1) >= InterpolatingSpringModel.settlingEpsilon { t += 0.1 }
    return t
  }

  func testDisplay_IsTheClosedFormAtEachFrameTime_OfAJitteredSchedule() throws {
    let oracle = TextbookOscillator(mass: 1.5, stiffness: 170, damping: 12)
    let model = try InterpolatingSpringModel(
      mass: 1.5, stiffness: 170, damping: 12, from: -20, to: 80, initialVelocity: 150)
    let trajectory = model.trajectory(frameDurations: Self.jitteredDurations())
    XCTAssertEqual(trajectory.values[0], -20)
    var before = 0
    for (t, x) in zip(trajectory.times, trajectory.values).dropFirst() where t < model.endTime {
      let expected = oracle.position(at: t, from: -20, to: 80, v0: 150)
      XCTAssertEqual(x, expected, accuracy: Tolerance.verificationRelative * 100, "t \(t)")
      before += 1
    }
    XCTAssertGreaterThan(before, 60, "most of the schedule is before the end")
    XCTAssertLessThan(before, trajectory.count - 1, "and the schedule reaches past it")
  }

  /// The key property that tells it from a stepper: the value at a time is the same whatever frames led there.
  ///
  /// Frames of 1/64 s and of 1/32 s reach the same times exactly (dyadic sums); the engine's Euler step does not
  /// give the same values on both, SwiftUI does, bit for bit.
  func testDisplay_DependsOnTheTimeOnly_NotOnTheFramesBefore() throws {
    let problem = SpringProblem(spring: Spring(dampingRatio: 0.5, response: 0.4), from: 0, to: 100, velocity: -30)
    let fine = Array(repeating: 1.0 / 64, count: 64)
    let coarse = Array(repeating: 1.0 / 32, count: 32)
    let swiftUI = InterpolatingSpringIntegrator()
    let a = try swiftUI.integrate(problem, frameDurations: fine)
    let b = try swiftUI.integrate(problem, frameDurations: coarse)
    for i in b.times.indices {
      XCTAssertEqual(a.times[2 * i], b.times[i])
      XCTAssertEqual(a.values[2 * i], b.values[i], "t \(b.times[i])")
    }
    let eulerA = try EulerIntegrator().integrate(problem, frameDurations: fine)
    let eulerB = try EulerIntegrator().integrate(problem, frameDurations: coarse)
    XCTAssertNotEqual(eulerA.values[32], eulerB.values[16], "a stepper depends on its frames")
  }

  /// The end rule: the first frame at or after the settling duration shows the target exactly, with velocity 0;
  /// the frame before still shows the closed form.
  func testEnd_TheFirstFrameFromSettlingDurationOnShowsTheTarget() throws {
    let model = try InterpolatingSpringModel(mass: 1, stiffness: 100, damping: 10, from: 0, to: 100)
    XCTAssertEqual(model.endTime, InterpolatingSpringModel.settlingDuration(mass: 1, stiffness: 100, damping: 10))
    let trajectory = model.trajectory(frameDurations: Array(repeating: 1.0 / 60, count: 150))
    let end = try XCTUnwrap(trajectory.times.firstIndex { $0 >= model.endTime })
    XCTAssertEqual(trajectory.values[end], 100)
    XCTAssertEqual(trajectory.velocities[end], 0)
    XCTAssertTrue(trajectory.values[end...].allSatisfy { $0 == 100 })
    let oracle = TextbookOscillator(mass: 1, stiffness: 100, damping: 10)
    let last = trajectory.times[end - 1]
    XCTAssertNotEqual(trajectory.values[end - 1], 100)
    XCTAssertEqual(
      trajectory.values[end - 1], oracle.position(at: last, from: 0, to: 100),
      accuracy: Tolerance.verificationRelative * 100)
  }

  /// An oscillating spring settles at −ln(ε / (|γ·target − v0| + |target|)) / γ, γ = c/(2m) (OpenSwiftUI's bound,
  /// without the division by ω_d that Core Animation's has).
  func testSettlingDuration_Underdamped_IsOpenSwiftUIsEnvelopeBound() {
    for (m, k, c, v0) in [
      (1.0, 100.0, 10.0, 0.0), (1, 100, 5, 0), (2, 300, 8, 0), (1, 157.9, 17.6, 0), (1, 100, 10, 3),
    ] {
      let gamma = c / (2 * m)
      let expected = log((abs(gamma - v0) + 1) / 0.001) / gamma
      let settling = InterpolatingSpringModel.settlingDuration(
        mass: m, stiffness: k, damping: c, allowOverDamping: false, initialVelocity: v0)
      XCTAssertEqual(settling, expected, accuracy: Tolerance.roundingRelative * expected, "m \(m) k \(k) c \(c)")
    }
    XCTAssertEqual(InterpolatingSpringModel.settlingDuration(mass: 1, stiffness: 100, damping: 0), .infinity)
    XCTAssertTrue(InterpolatingSpringModel.settlingDuration(mass: 0, stiffness: 100, damping: 1).isNaN)
  }

  /// A critically damped spring settles at the first 0.1 s sample (accumulated) inside the band: for ω0 = 10,
  /// e^{−10t}(1 + 10t) is 1.23e-3 at 0.9 s and 4.99e-4 at 1.0 s, so the tenth sample.
  func testSettlingDuration_Critical_IsTheFirstTenthOfASecondInsideTheBand() {
    let critical = InterpolatingSpringModel.settlingDuration(mass: 1, stiffness: 100, damping: 20)
    XCTAssertEqual(critical, Self.tenths(10))
    XCTAssertEqual(critical, Self.firstTenthInsideBand(TextbookOscillator(mass: 1, stiffness: 100, damping: 20)))
    XCTAssertEqual(
      InterpolatingSpringModel.settlingDuration(mass: 2, stiffness: 50, damping: 20),
      Self.firstTenthInsideBand(TextbookOscillator(mass: 2, stiffness: 50, damping: 20)))
  }

  /// Without `allowOverDamping` a damping above critical is clamped to critical.
  ///
  /// The display is the critical closed form whatever c, and the settling duration is the critical spring's. With it, the overdamped form.
  func testOverdamping_IsClampedToCriticalUnlessAllowed() throws {
    let durations = Self.jitteredDurations(count: 40)
    let clamped = try InterpolatingSpringModel(mass: 1, stiffness: 100, damping: 40, from: 0, to: 10)
    let allowed = try InterpolatingSpringModel(
      mass: 1, stiffness: 100, damping: 40, allowOverDamping: true, from: 0, to: 10)
    let critical = TextbookOscillator(mass: 1, stiffness: 100, damping: 20)
    let over = TextbookOscillator(mass: 1, stiffness: 100, damping: 40)
    let a = clamped.trajectory(frameDurations: durations)
    let b = allowed.trajectory(frameDurations: durations)
    for i in 1..<a.count where a.times[i] < clamped.endTime {
      let t = a.times[i]
      XCTAssertEqual(
        a.values[i], critical.position(at: t, from: 0, to: 10), accuracy: Tolerance.verificationRelative * 10)
    }
    for i in 1..<b.count where b.times[i] < allowed.endTime {
      let t = b.times[i]
      XCTAssertEqual(b.values[i], over.position(at: t, from: 0, to: 10), accuracy: Tolerance.verificationRelative * 10)
    }
    XCTAssertEqual(
      InterpolatingSpringModel.settlingDuration(mass: 1, stiffness: 100, damping: 40),
      InterpolatingSpringModel.settlingDuration(mass: 1, stiffness: 100, damping: 20))
    XCTAssertEqual(
      InterpolatingSpringModel.settlingDuration(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true),
      Self.firstTenthInsideBand(over))
  }

  /// The catalogue's `interpolating` is the model of the problem's Wave spring, and a peer.
  func testCatalogue_SwiftUIIsTheModelOfTheProblemsSpring() throws {
    let problem = SpringProblem(spring: Spring(dampingRatio: 0.7, response: 0.35), from: 10, to: -40, velocity: 5)
    let durations = Self.jitteredDurations(count: 30)
    let catalogued = try XCTUnwrap(IntegratorCatalogue.named("interpolating")).integrate(
      problem, frameDurations: durations)
    XCTAssertEqual(catalogued, try InterpolatingSpringModel(problem).trajectory(frameDurations: durations))
    XCTAssertEqual(IntegratorCatalogue.entries.first { $0.name == "interpolating" }?.kind, .peer)
  }
}
