import Foundation
import WaveCore
import XCTest

@testable import WaveBench

final class FloatConventionTests: XCTestCase {
  /// An empty spring is each library's default.
  ///
  /// Compose's `SpringSpec` is `DampingRatioNoBouncy` 1f and `StiffnessMedium` 1500f; AndroidX's
  /// `SpringForce` is `DAMPING_RATIO_MEDIUM_BOUNCY` 0.5f and `STIFFNESS_MEDIUM` 1500f. Both Float-exact, so the
  /// springs are c = 2·ζ·√1500 exactly as computed here.
  func testDefaults_AreTheLibrariesConstants() {
    XCTAssertEqual(physical(.compose, [:]), PhysicalSpring(mass: 1, stiffness: 1500, damping: 2 * 1500.squareRoot()))
    XCTAssertEqual(physical(.androidx, [:]), PhysicalSpring(mass: 1, stiffness: 1500, damping: 1500.squareRoot()))
  }

  /// The APIs store Float: a stiffness of 157.91367041742973 becomes Float's nearest, and the expression of a
  /// spring whose numbers are not Float values is lossy, saying why.
  func testFloatStorage_RoundsAndExpressionSaysSo() {
    XCTAssertEqual(
      physical(.compose, ["dampingRatio": 0.5, "stiffness": 157.91367041742973])?.stiffness,
      Double(Float(157.91367041742973)))
    let expression = SpringConvention.express(PhysicalSpring(mass: 1, stiffness: 157.9, damping: 10), in: .androidx)
    XCTAssertTrue(expression.lossReason?.contains("Float") == true)
    XCTAssertEqual(
      SpringConvention.express(PhysicalSpring(mass: 1, stiffness: 400, damping: 20), in: .compose).lossReason, nil)
  }

  /// A negative damping ratio throws in both libraries' setters: refused by name.
  func testNegativeRatio_IsRefused() {
    XCTAssertEqual(refusal(.androidx, ["dampingRatio": -0.1]), "androidx: 'dampingRatio' must be ≥ 0 (got -0.1)")
  }

  /// The code lines write Kotlin and Java float literals.
  func testCode_WritesFloatLiterals() {
    let compose = SpringConvention.express(PhysicalSpring(mass: 1, stiffness: 400, damping: 20), in: .compose)
    XCTAssertEqual(compose.code { "\($0)" }, "spring(dampingRatio = 0.5f, stiffness = 400.0f)")
    let androidx = SpringConvention.express(PhysicalSpring(mass: 1, stiffness: 400, damping: 20), in: .androidx)
    XCTAssertEqual(androidx.code { "\($0)" }, "SpringForce().setDampingRatio(0.5f).setStiffness(400.0f)")
  }
}
