import Foundation
import WaveCore
import WaveTestSupport
import XCTest

@testable import WaveBench

/// Every engine's expression of a physical spring builds the same spring back, or says why it cannot.
final class ConventionRoundTripTests: XCTestCase {
  /// A seeded set of springs: ζ below, at and above 1, undamped, mass 1 and not, stiffness 1…10⁴.
  static var springs: [PhysicalSpring] {
    var generator = SeededGenerator(seed: 0x5EED_C0DE)
    var springs = [
      PhysicalSpring(mass: 1, stiffness: 100, damping: 10), PhysicalSpring(mass: 1, stiffness: 100, damping: 20),
      PhysicalSpring(mass: 1, stiffness: 100, damping: 50), PhysicalSpring(mass: 2.5, stiffness: 300, damping: 12),
      PhysicalSpring(mass: 0.5, stiffness: 800, damping: 40), PhysicalSpring(mass: 1, stiffness: 50, damping: 0),
      PhysicalSpring(mass: 1, stiffness: 5000, damping: 2 * 5000.squareRoot()),
    ]
    for _ in 0..<40 {
      let mass = [1, 1, 0.25, 3][Int(generator.next() % 4)]
      let stiffness = pow(10, generator.unit() * 4)
      let ratio = [generator.unit(), 1, 1 + 3 * generator.unit()][Int(generator.next() % 3)]
      springs.append(
        PhysicalSpring(mass: mass, stiffness: stiffness, damping: 2 * ratio * (stiffness * mass).squareRoot()))
    }
    return springs
  }

  /// Every expression builds its spring back, or says why not.
  ///
  /// Express → physical equals the original to 1e-9 relative (mass, stiffness; damping relative to the larger of
  /// itself and the critical damping), or the expression is lossy with a reason. The conversions are a handful of
  /// roundings (≈1e-15 each) with nothing that amplifies them past 10³ (Origami's affine map on k ≥ 1 with
  /// constants ≤ 200): 1e-9 is the bound, far above them.
  func testEveryEngine_RoundTripsOrSaysWhy() {
    var exact = 0
    for original in Self.springs {
      for engine in SpringEngine.allCases {
        let expression = SpringConvention.express(original, in: engine)
        if let reason = expression.lossReason {
          XCTAssertFalse(reason.isEmpty, "\(engine) \(original)")
          continue
        }
        exact += 1
        do {
          assertSame(
            try SpringConvention.physical(of: expression.spring), original, relative: 1e-9, "\(engine) \(original)")
        } catch {
          XCTFail("\(engine) \(original): \(error)")
        }
        XCTAssertNotNil(expression.code { "\($0)" })
      }
    }
    // SwiftUI, CA, Framer, react-spring and Flutter express every spring exactly.
    XCTAssertGreaterThanOrEqual(exact, 5 * Self.springs.count)
  }
}

extension SeededGenerator {
  /// In [0, 1): the top 53 bits.
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
