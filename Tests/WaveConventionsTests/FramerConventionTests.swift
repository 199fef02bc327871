import Foundation
import WaveCore
import XCTest

@testable import WaveBench

final class FramerConventionTests: XCTestCase {
  /// A bounce alone has motion's default duration, 0.8 s.
  ///
  /// motion's own test "Spring defined with bounce and duration is same as just bounce" (motiondivision/motion
  /// 1b037b0, `packages/motion-dom/src/animation/generators/__tests__/spring.test.ts:127-142`): `bounce: 0.1`
  /// alone is `duration: 800` ms with it (the default duration, `spring.ts:29`). Here in seconds: 0.8.
  func testBounceAlone_IsTheDefaultDuration() {
    XCTAssertEqual(physical(.framer, ["bounce": 0.1]), physical(.framer, ["duration": 0.8, "bounce": 0.1]))
  }

  /// findSpring's 11 Newton steps land on the envelope's root: for duration 0.8 s, bounce 0.3 (ζ = 0.7), the
  /// envelope 0.001 − (ζω/ωd)·e^(−ζωd) (`spring.ts:107-114`) found independently by bisection on [1, 100] rad/s
  /// (the envelope rises through 0 once there) to 1e-13 agrees with √k to 1e-9 relative: Newton converges
  /// quadratically from 5/d = 6.25 well before 11 steps, leaving only rounding.
  func testDurationBounce_StiffnessIsTheEnvelopeRoot() {
    let (duration, ratio) = (0.8, 0.7)
    func envelope(_ omega: Double) -> Double {
      0.001 - ratio / (1 - ratio * ratio).squareRoot() * exp(-ratio * omega * duration)
    }
    var (low, high) = (1.0, 100.0)
    while high - low > 1e-13 {
      let middle = (low + high) / 2
      if envelope(middle) < 0 { low = middle } else { high = middle }
    }
    let found = physical(.framer, ["duration": duration, "bounce": 1 - ratio])
    // ω: motion's 11 Newton steps from 5/duration have converged to a few ulps; the bisection above to 1e-13 on ω ≥ 1.
    // 1e-9 relative is far looser than both and far below a wrong envelope. ζ is a short round trip:
    // Tolerance.roundingRelative.
    XCTAssertEqual((found?.stiffness ?? 0).squareRoot(), low, accuracy: 1e-9 * low)
    XCTAssertEqual(found?.dampingRatio ?? 0, ratio, accuracy: Tolerance.roundingRelative)
  }

  /// The fact: a negative bounce is clamped to ζ = 1 in motion (`spring.ts:87-96`), where SwiftUI reads it
  /// as overdamping, 1/(1 + bounce) = 2 for −0.5.
  func testNegativeBounce_IsCriticalNotOverdamped() {
    XCTAssertEqual(physical(.framer, ["duration": 0.5, "bounce": -0.5])?.dampingRatio ?? 0, 1, accuracy: 1e-12)
    XCTAssertEqual(physical(.swiftui, ["duration": 0.5, "bounce": -0.5])?.dampingRatio ?? 0, 2, accuracy: 1e-12)
  }

  /// visualDuration: k = (2π/(1.2·visualDuration))², ζ = 1 − bounce (`spring.ts:191-205`); 0.5 s, bounce 0.25 is
  /// k = (2π/0.6)², ζ = 0.75, to a few roundings (1e-12 relative).
  func testVisualDuration_FollowsMotionsFormula() {
    let spring = physical(.framer, ["visualDuration": 0.5, "bounce": 0.25])
    XCTAssertEqual(spring?.stiffness ?? 0, pow(2 * .pi / 0.6, 2), accuracy: 1e-12 * 110)
    // ζ = 1 − 0.25, read back as c/(2√k): a few roundings of a number of order 1, Tolerance.roundingRelative.
    XCTAssertEqual(spring?.dampingRatio ?? 0, 0.75, accuracy: Tolerance.roundingRelative)
  }

  /// `visualDuration` without `bounce` is ignored by motion at 1b037b0 (`spring.ts:181-183`): refused, naming the fix.
  func testVisualDurationAlone_IsRefused() {
    XCTAssertEqual(
      refusal(.framer, ["visualDuration": 0.5]),
      "framer: 'visualDuration' alone is ignored by motion (it builds the default stiffness 100, damping 10); "
        + "give 'bounce' with it")
  }

  /// The physics defaults (`spring.ts:21-26`): stiffness 100, damping 10, mass 1.
  func testEmpty_IsThePhysicsDefault() {
    XCTAssertEqual(physical(.framer, [:]), PhysicalSpring(mass: 1, stiffness: 100, damping: 10))
  }
}
