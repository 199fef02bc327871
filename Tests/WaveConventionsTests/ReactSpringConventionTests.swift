import Foundation
import WaveCore
import XCTest

@testable import WaveBench

final class ReactSpringConventionTests: XCTestCase {
  /// frequency/damping converts to tension/friction as react-spring's own tests expect.
  ///
  /// react-spring's own expectations (pmndrs/react-spring 3d2523d, `packages/core/src/AnimationConfig.test.ts:73-85`):
  /// frequency 0.5, damping 1 → tension 157.91367041742973, friction 25.132741228718345; frequency 2.6, damping 0.1
  /// → 5.840002604194885, 0.483321946706122. The same IEEE operations in the same order: 4 ulp (1e-15 relative)
  /// covers a `pow` that rounds differently from V8's.
  func testFrequencyDamping_MatchesReactSpringsTests() {
    let first = physical(.reactSpring, ["frequency": 0.5, "damping": 1])
    XCTAssertEqual(first?.stiffness ?? 0, 157.91367041742973, accuracy: 1e-15 * 157.9)
    // 1e-15 relative (4 ulps), scaled by a round-up of each figure (see the doc comment).
    XCTAssertEqual(first?.damping ?? 0, 25.132741228718345, accuracy: 1e-15 * 25.2)
    let second = physical(.reactSpring, ["frequency": 2.6, "damping": 0.1])
    // As above: 4 ulps of each figure.
    XCTAssertEqual(second?.stiffness ?? 0, 5.840002604194885, accuracy: 1e-15 * 5.9)
    XCTAssertEqual(second?.damping ?? 0, 0.483321946706122, accuracy: 1e-15 * 0.49)
  }

  /// react-spring raises a negative damping to 0 and a frequency below 0.01 to 0.01 (`AnimationConfig.test.ts:87-99`).
  func testFrequencyDamping_ClampsAsReactSpringDoes() {
    XCTAssertEqual(
      physical(.reactSpring, ["frequency": 0.5, "damping": -1]),
      physical(.reactSpring, ["frequency": 0.5, "damping": 0]))
    XCTAssertEqual(
      physical(.reactSpring, ["frequency": 0, "damping": 1]), physical(.reactSpring, ["frequency": 0.01, "damping": 1]))
  }

  /// The fact: {tension 40, friction 7} in react-spring is k = 40, c = 7, m = 1: a period 2π/√40 = 0.993 s
  /// ("0.99", within 0.005) at ζ = 7/(2√40) = 0.553 ("0.55", within 0.005).
  func testTension40Friction7_IsAOneSecondPeriodAtZeta055() {
    let spring = physical(.reactSpring, ["tension": 40, "friction": 7])
    XCTAssertEqual(spring?.undampedPeriod ?? 0, 0.99, accuracy: 0.005)
    // The figures stated to two decimals: half a unit of the second, 0.005.
    XCTAssertEqual(spring?.dampingRatio ?? 0, 0.55, accuracy: 0.005)
  }

  /// The defaults (`constants.ts:3`, `AnimationConfig.ts:5-11`): an empty config is tension 170, friction 26, mass 1.
  func testEmptyConfig_IsTheDefault() {
    XCTAssertEqual(physical(.reactSpring, [:]), PhysicalSpring(mass: 1, stiffness: 170, damping: 26))
  }

  /// `damping` belongs to the frequency form: without `frequency` it is refused by name.
  func testDampingWithoutFrequency_IsRefused() {
    XCTAssertEqual(
      refusal(.reactSpring, ["damping": 0.5]), "react-spring: missing 'frequency' (frequency, damping, mass)")
  }
}
