import Foundation
import WaveCore
import XCTest

@testable import WaveNumerics

/// ``CASpringModel`` against the textbook closed form (``TextbookOscillator``), decompiled QuartzCore's
/// `durationForEpsilon:` written out again, and the one settling figure Apple's documentation quotes.
final class CASpringModelTests: XCTestCase {
  /// Apple's `settlingDuration` page: m 1, k 100, c 5 settles in "approximately 2.85 seconds"
  /// (https://developer.apple.com/documentation/quartzcore/caspringanimation/settlingduration).
  func testSettlingDuration_IsApplesDocumentedFigure() {
    let settling = CASpringModel.settlingDuration(mass: 1, stiffness: 100, damping: 5)
    print("CASpringAnimation m 1 k 100 c 5 settlingDuration \(settling) (Apple: approximately 2.85)")
    XCTAssertEqual(settling, 2.85, accuracy: Tolerance.printedFigure(decimals: 2))
  }

  /// ζ < 1: −ln(ε / (1 + |ζω0 − v|/ω_d)) / (ζω0), ε floored at 1e-6 (decompiled `durationForEpsilon:`).
  func testSettlingDuration_Underdamped_IsTheEnvelopeBound() {
    for (m, k, c, v) in [(1.0, 100.0, 5.0, 0.0), (1, 100, 15, 0), (2, 300, 8, 0), (1, 100, 10, 4), (0.5, 80, 3, -2)] {
      let omega0 = (k / m).squareRoot()
      let zeta = c / (2 * (k * m).squareRoot())
      let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
      let expected = log((1 + abs(zeta * omega0 - v) / omegaD) / 0.001) / (zeta * omega0)
      let settling = CASpringModel.duration(forEpsilon: 0.001, mass: m, stiffness: k, damping: c, initialVelocity: v)
      XCTAssertEqual(settling, expected, accuracy: Tolerance.roundingRelative * expected, "m \(m) k \(k) c \(c) v \(v)")
    }
    XCTAssertEqual(
      CASpringModel.duration(forEpsilon: 1e-9, mass: 1, stiffness: 100, damping: 5),
      CASpringModel.duration(forEpsilon: 1e-6, mass: 1, stiffness: 100, damping: 5))
    XCTAssertEqual(
      CASpringModel.settlingDuration(mass: 1, stiffness: 100, damping: 0), Double(Float.greatestFiniteMagnitude))
  }

  /// ζ ≥ 1: the 0.1 s grid search; damping above critical is ignored unless overdamping is allowed.
  func testSettlingDuration_CriticalAndClamped_IsTheFirstTenthInsideTheBand() {
    let critical = CASpringModel.settlingDuration(mass: 1, stiffness: 100, damping: 20)
    XCTAssertEqual(critical, InterpolatingSpringModelTests.tenths(10))
    XCTAssertEqual(CASpringModel.settlingDuration(mass: 1, stiffness: 100, damping: 40), critical)
    XCTAssertEqual(
      CASpringModel.duration(forEpsilon: 0.001, mass: 1, stiffness: 100, damping: 40, allowsOverdamping: true),
      InterpolatingSpringModelTests.firstTenthInsideBand(TextbookOscillator(mass: 1, stiffness: 100, damping: 40)))
  }

  /// A critical spring too slow for the search (ω0 = 1e-6 rad/s needs ~9e6 s) gives up after 10⁶ s: FLT_MAX, where
  /// Core Animation would keep sampling; the display then never snaps.
  func testSettlingDuration_TooSlowASpringNeverEnds() throws {
    let slow = CASpringModel.settlingDuration(mass: 1, stiffness: 1e-12, damping: 2e-6)
    XCTAssertEqual(slow, Double(Float.greatestFiniteMagnitude))
    let model = try CASpringModel(mass: 1, stiffness: 1e-12, damping: 2e-6, from: 0, to: 1)
    XCTAssertLessThan(model.trajectory(frameDurations: [1, 1e6]).values[2], 1)
  }

  func testDisplay_IsTheClosedFormAtEachFrameTime_OfAJitteredSchedule() throws {
    let oracle = TextbookOscillator(mass: 1, stiffness: 200, damping: 9)
    let model = try CASpringModel(mass: 1, stiffness: 200, damping: 9, from: 640, to: 0, initialVelocity: -100)
    XCTAssertEqual(
      model.duration,
      CASpringModel.duration(
        forEpsilon: 0.001, mass: 1, stiffness: 200, damping: 9, initialVelocity: -100 / (0 - 640)))
    let trajectory = model.trajectory(frameDurations: InterpolatingSpringModelTests.jitteredDurations())
    for (t, x) in zip(trajectory.times, trajectory.values).dropFirst() {
      if t < model.duration {
        XCTAssertEqual(
          x, oracle.position(at: t, from: 640, to: 0, v0: -100), accuracy: Tolerance.verificationRelative * 640,
          "t \(t)")
      } else {
        XCTAssertEqual(x, 0, "t \(t)")
      }
    }
  }

  /// A duration shorter than the settling duration cuts the spring off.
  ///
  /// The first frame at or after `duration` shows the target, a jump larger than the settling band. Frame times are running sums of 1/60 s: the frame at
  /// 0.25 s is within ``CASpringModel/endSlack`` of it.
  func testCutOff_AShortDurationJumpsToTheTargetAtTheDuration() throws {
    let model = try CASpringModel(mass: 1, stiffness: 100, damping: 5, from: 0, to: 640, duration: 0.25)
    let trajectory = model.trajectory(frameDurations: Array(repeating: 1.0 / 60, count: 30))
    let cut = try XCTUnwrap(trajectory.times.firstIndex { $0 >= 0.25 - CASpringModel.endSlack })
    XCTAssertEqual(cut, 15)
    let oracle = TextbookOscillator(mass: 1, stiffness: 100, damping: 5)
    XCTAssertEqual(
      trajectory.values[cut - 1], oracle.position(at: trajectory.times[cut - 1], from: 0, to: 640),
      accuracy: Tolerance.verificationRelative * 640)
    XCTAssertTrue(trajectory.values[cut...].allSatisfy { $0 == 640 })
    let jump = abs(oracle.position(at: trajectory.times[cut], from: 0, to: 640) - 640) / 640
    print("CA cut-off at 0.25 s of a 2.85 s spring: jump \(jump) of the distance")
    XCTAssertGreaterThan(jump, CASpringModel.settlingEpsilon)
  }

  /// The catalogue's `ca` is the model of the problem's Wave spring with duration = settlingDuration, a peer.
  func testCatalogue_CAUsesItsSettlingDurationAsDuration() throws {
    let problem = SpringProblem(spring: Spring(dampingRatio: 0.4, response: 0.5), from: 0, to: 1)
    let durations = InterpolatingSpringModelTests.jitteredDurations(count: 30)
    let catalogued = try XCTUnwrap(IntegratorCatalogue.named("ca")).integrate(problem, frameDurations: durations)
    let model = try CASpringModel(problem)
    XCTAssertEqual(catalogued, model.trajectory(frameDurations: durations))
    XCTAssertEqual(
      model.duration,
      CASpringModel.settlingDuration(mass: model.mass, stiffness: model.stiffness, damping: model.damping))
    XCTAssertEqual(IntegratorCatalogue.entries.first { $0.name == "ca" }?.kind, .peer)
  }
}
