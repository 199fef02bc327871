import WaveCore
import XCTest

@testable import WaveNumerics

/// b3ll's Motion's own `testSpringEvaluation` (b3ll/Motion c9a57f9), ported to ``MotionSpringAnimation``,
/// and the quoted one-frame figure for its overdamped branch.
final class MotionTests: XCTestCase {
  /// `testSpringEvaluation` (`Tests/MotionTests/SpringAnimationTests.swift:129-147`): one tick of a frame
  /// from timestamp 0 to target timestamp 0.5 (a 0.5 s duration) from 0 toward 10, with
  /// `isApproximatelyEqual(to:)`'s default epsilon 0.001 (``Tolerance/motionEquatableEnough``).
  func testSpringEvaluation() {
    for (ratio, expected) in [(0.80, 9.223), (1.0, 8.210)] {
      var spring = MotionSpringAnimation(
        spring: MotionSpringFunction(response: 1.0, dampingRatio: ratio), value: 0, toValue: 10)
      spring.tick(duration: 0.5)
      print("motion ζ \(ratio): \(spring.value) vs \(expected), deviation \(abs(spring.value - expected))")
      XCTAssertEqual(spring.value, expected, accuracy: Tolerance.motionEquatableEnough, "ζ \(ratio)")
    }
    // The overdamped case of the same test (`:144-146`) only ticks, with no expectation: it must not trap.
    var over = MotionSpringAnimation(spring: MotionSpringFunction(stiffness: 2, damping: 10), value: 0, toValue: 10)
    over.tick(duration: 0.5)
  }

  /// One 1/60 s frame from x = 1 toward 0 with k = 100, c = 30 (m = 1, ζ = 1.5) gives 0.97595 in
  /// Motion (its overdamped branch, `SpringFunction.swift:200, 208`) and 0.98819 exactly.
  func testOneOverdampedFrame_IsTheQuotedFigure() throws {
    let spring = Spring(dampingRatio: 1.5, stiffness: 100)
    let problem = SpringProblem(spring: spring, from: 1, to: 0)
    let motion = try MotionIntegrator().integrate(problem, frameDurations: [1.0 / 60])
    let exact = try ExactIntegrator().integrate(problem, frameDurations: [1.0 / 60])
    print("motion one frame \(motion.values[1]), exact \(exact.values[1])")
    XCTAssertEqual(motion.values[1], 0.97595, accuracy: Tolerance.fiveDecimalFigure)
    XCTAssertEqual(exact.values[1], 0.98819, accuracy: Tolerance.fiveDecimalFigure)
  }

  /// Resolution (`SpringAnimation.swift:221-254, 339-346`): once within 0.01 in value and velocity, the value
  /// is the target and the velocity 0, and nothing moves after.
  func testResolves_ToTheTargetWithZeroVelocity() throws {
    let problem = SpringProblem(spring: Spring(dampingRatio: 0.7, response: 0.3), from: 0, to: 1)
    let trajectory = try MotionIntegrator().integrate(problem, frameDurations: Array(repeating: 1.0 / 60, count: 300))
    guard let first = trajectory.values.firstIndex(of: 1) else { return XCTFail("never resolved") }
    XCTAssertTrue(trajectory.values[first...].allSatisfy { $0 == 1 })
    XCTAssertTrue(trajectory.velocities[first...].allSatisfy { $0 == 0 })
    XCTAssertGreaterThan(
      max(abs(trajectory.values[first - 1] - 1), abs(trajectory.velocities[first - 1])),
      MotionSpringAnimation.resolvingEpsilon)
  }
}
