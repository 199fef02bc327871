import Foundation
import WaveCore
import XCTest

@testable import WaveBench

final class OrigamiConventionTests: XCTestCase {
  /// rebound's default config is `fromOrigamiTensionAndFriction(40, 7)` (facebook/rebound 65f155c,
  /// `SpringConfig.java:20`), and React Native's defaults are the same numbers (`SpringAnimation.js`): through
  /// `OrigamiValueConverter.java:9-19`, tension (40 − 30)·3.62 + 194 = 230.2 and friction (7 − 8)·3 + 25 = 22, to
  /// the rounding of three operations on numbers below 256 (1e-13 absolute).
  func testDefaults_AreReboundsDefaultConfig() {
    let spring = physical(.origami, [:])
    XCTAssertEqual(spring?.stiffness ?? 0, 230.2, accuracy: 1e-13)
    // 1e-13, as above: three operations on numbers below 256.
    XCTAssertEqual(spring?.damping ?? 0, 22, accuracy: 1e-13)
    XCTAssertEqual(spring?.mass, 1)
  }

  /// The fact: the same {tension 40, friction 7} that react-spring reads as a 0.99 s period at ζ 0.55 is,
  /// in Origami's convention, a period 2π/√230.2 = 0.414 s ("0.41") at ζ = 22/(2√230.2) = 0.7250034 ("0.73"); each
  /// within half a unit of the last digit stated (0.005).
  func testTension40Friction7_IsAFasterStifferSpringThanInReactSpring() {
    let spring = physical(.origami, ["tension": 40, "friction": 7])
    XCTAssertEqual(spring?.undampedPeriod ?? 0, 0.41, accuracy: 0.005)
    // Half a unit of the second decimal, as stated (0.005).
    XCTAssertEqual(spring?.dampingRatio ?? 0, 0.73, accuracy: 0.005)
  }

  /// React Native's bounciness/speed defaults (8, 12) go through rebound's BouncyConversion: speed 12 is the
  /// Origami tension 0.5 + 199.5·12/34 = 70.91 (above 44: the third no-bounce cubic), so k = (70.91 − 30)·3.62 + 194,
  /// to the rounding of a few operations (1e-12 relative).
  func testBouncinessSpeed_TensionFollowsBouncyConversion() {
    let tension = 0.5 + 199.5 * 12 / 34
    XCTAssertEqual(
      physical(.origami, ["bounciness": 8, "speed": 12])?.stiffness ?? 0, (tension - 30) * 3.62 + 194,
      // Tolerance.roundingRelative of 400, a round-up of k ≈ 342.
      accuracy: Tolerance.roundingRelative * 400)
  }

  /// An Origami value of 0 means 0 to rebound and (0 − 8)·3 + 25 = 1 to React Native: refused, saying so.
  func testZeroFriction_IsRefusedAsAmbiguous() {
    XCTAssertEqual(
      refusal(.origami, ["tension": 40, "friction": 0]),
      "origami: 'friction' must be ≠ 0 (rebound reads 0 as 0, React Native as 1) (got 0.0)")
  }

  /// Origami has no mass: a spring of mass 2 is expressed as k/m and c/m and marked lossy.
  func testExpress_MassNotOneIsLossy() {
    let expression = SpringConvention.express(PhysicalSpring(mass: 2, stiffness: 400, damping: 40), in: .origami)
    XCTAssertTrue(expression.isLossy)
    // (200 − 194)/3.62 + 30: three roundings of numbers < 256 (≲ 2e-14 on ≈ 31.7); 1e-12 is far looser.
    XCTAssertEqual(expression.spring["tension"] ?? 0, (200 - 194) / 3.62 + 30, accuracy: 1e-12)
  }
}
