import Foundation
import WaveCore
import WaveTestSupport
import XCTest

@testable import WaveBench
@testable import WaveNumerics

/// The exact spring's peak: a critical spring has none (no overshoot, no peak time), an underdamped one peaks
/// at π/ωd.
final class ExactPeakTimeTests: XCTestCase {
  /// A critically damped spring has no peak: no overshoot and no peak time.
  func testCriticalSpring_HasNoPeakTime() throws {
    let spring = try SpringSpec(dampingRatio: 1, response: 0.3).spring
    let peak = AccuracyExperiment.exactPeak(DampedOscillator(try PhysicalSpring(spring)))
    XCTAssertEqual(peak.overshoot, 0)
    XCTAssertNil(peak.time)
  }

  /// An underdamped spring peaks at π/ωd with overshoot e^{−ζπ/√(1−ζ²)} (textbook, from rest), ζ and ωd from
  /// the stored k, c, m.
  func testUnderdampedSpring_PeaksAtPiOverTheDampedFrequency() throws {
    let spring = try SpringSpec(dampingRatio: 0.6, response: 0.8).spring
    let k = Double(spring.stiffness)
    let c = Double(spring.dampingCoefficient)
    let zeta = c / (2 * k.squareRoot())
    let omega = k.squareRoot()
    let peak = AccuracyExperiment.exactPeak(DampedOscillator(try PhysicalSpring(spring)))
    let time = try XCTUnwrap(peak.time)
    XCTAssertEqual(
      time, Double.pi / (omega * (1 - zeta * zeta).squareRoot()), accuracy: Tolerance.roundingRelative * time)
    let overshoot = exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot())
    XCTAssertEqual(peak.overshoot, overshoot, accuracy: Tolerance.closedFormRelative)
  }
}
