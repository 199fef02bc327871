import WaveCore
import XCTest

@testable import WaveNumerics

/// rebound's own `SpringTest` (facebook/rebound 65f155c, `rebound-core/src/test/java/com/facebook/rebound/
/// SpringTest.java`), ported to ``ReboundSpring``: the same springs, thresholds, frame intervals and
/// expectations, in the test's own tolerances (1e-4 where it uses `assertArrayEquals(…, 0.0001)`, bit-exact
/// where it uses `is(…)` on lists of doubles).
final class ReboundTests: XCTestCase {
  /// The spring of `SpringTest.java:29-30`, with the thresholds of its `beforeEach` (`:104-107`).
  func testSpring() -> ReboundSpring {
    var spring = ReboundSpring(tension: 230.2, friction: 19)
    spring.displacementFromRestThreshold = 0.0001
    spring.restSpeedThreshold = 0.0001
    return spring
  }

  /// `createTestSpring()` (`SpringTest.java:471-473`): default thresholds 0.005.
  func createTestSpring() -> ReboundSpring { ReboundSpring(tension: 230.2, friction: 19) }

  /// `iterateUntilRest` (`SpringTest.java:475-480`), collecting `getCurrentValue()` at each
  /// `onSpringUpdate`.
  func iterateUntilRest(_ spring: inout ReboundSpring, into values: inout [Double]) {
    while !spring.isAtRest {
      if spring.advance(16 / 1000.0) != .skipped { values.append(spring.position) }
    }
  }

  func assertClose(_ actual: [Double], _ expected: [Double], _ what: String) {
    XCTAssertEqual(actual.count, expected.count, what)
    var worst = 0.0
    for (a, e) in zip(actual, expected) { worst = max(worst, abs(a - e)) }
    print("rebound \(what): max deviation \(worst) (tolerance \(Tolerance.reboundSpringTest))")
    XCTAssertLessThanOrEqual(worst, Tolerance.reboundSpringTest, what)
  }

  /// `testSpringSimulation` (`SpringTest.java:130-150`).
  func testSpringSimulation() {
    var spring = testSpring()
    spring.setCurrentValue(0)
    spring.setEndValue(1)
    var positions: [Double] = []
    var velocities: [Double] = []
    for _ in 0..<100 {
      spring.advance(16 / 1000.0)
      positions.append(spring.position)
      velocities.append(spring.velocity)
    }
    assertClose(positions, ReboundSpringTestData.positionsUnclamped, "positions")
    assertClose(velocities, ReboundSpringTestData.velocitiesUnclamped, "velocities")
  }

  /// `testOvershootClamping` (`SpringTest.java:246-272`), including the test's own replacement of values
  /// above 1 by 1 (velocity 0).
  func testOvershootClamping() {
    var spring = testSpring()
    spring.overshootClampingEnabled = true
    spring.setCurrentValue(0)
    spring.setEndValue(1)
    var positions: [Double] = []
    var velocities: [Double] = []
    for _ in 0..<12 {
      spring.advance(16 / 1000.0)
      positions.append(spring.position > 1 ? 1 : spring.position)
      velocities.append(spring.position > 1 ? 0 : spring.velocity)
    }
    assertClose(positions, ReboundSpringTestData.positionsClamped, "clamped positions")
    assertClose(velocities, ReboundSpringTestData.velocitiesClamped, "clamped velocities")
  }

  /// Counts the listener calls of `runtime` advances of `interval` (activate, update, at rest).
  func notifications(_ spring: inout ReboundSpring, _ intervals: [Double]) -> [ReboundSpring.Notification] {
    intervals.map { spring.advance($0) }.filter { $0 != .skipped }
  }

  /// `testSpringListeners` (`SpringTest.java:152-174`): 66 updates, the last one with at-rest, then none.
  func testSpringListeners() {
    var spring = testSpring()
    spring.setCurrentValue(0)
    spring.setEndValue(1)
    let calls = notifications(&spring, Array(repeating: 16 / 1000.0, count: 3000))
    XCTAssertEqual(calls.count, 66)
    XCTAssertEqual(calls.first, .update(activated: true))
    XCTAssertEqual(calls.last, .updateAndRest(activated: false))
    XCTAssertEqual(calls.dropLast().filter { $0 == .update(activated: false) }.count, 64)
  }

  /// `testSpringListenersWithOvershootClamping` (`SpringTest.java:274-297`): 12 updates.
  func testSpringListenersWithOvershootClamping() {
    var spring = testSpring()
    spring.overshootClampingEnabled = true
    spring.setCurrentValue(0)
    spring.setEndValue(1)
    let calls = notifications(&spring, Array(repeating: 16 / 1000.0, count: 3000))
    XCTAssertEqual(calls.count, 12)
    XCTAssertEqual(calls.last, .updateAndRest(activated: false))
  }

  /// `testSpringDoesNotActivateAfterRest` (`SpringTest.java:180-208`): float thresholds and frame times,
  /// widened to double as Java does; 17 updates, at rest, never active again.
  func testSpringDoesNotActivateAfterRest() {
    var spring = ReboundSpring(tension: 628.4, friction: 37.0)
    spring.restSpeedThreshold = Double(Float(0.005))
    spring.displacementFromRestThreshold = Double(Float(0.005))
    spring.setCurrentValue(0)
    spring.setEndValue(1)
    let frames: [Float] = [
      0.034, 0.050, 0.019, 0.016, 0.016, 0.017, 0.031, 0.016, 0.017, 0.034,
      0.018, 0.017, 0.032, 0.014, 0.016, 0.033, 0.017, 0.016, 0.036,
    ]
    let calls = notifications(&spring, frames.map(Double.init))
    XCTAssertEqual(calls.count, 17)
    XCTAssertEqual(calls.first, .update(activated: true))
    XCTAssertEqual(calls.last, .updateAndRest(activated: false))
  }

  /// `testSettingVelocityTriggersIteration` (`SpringTest.java:356-392`), bit-exact.
  func testSettingVelocityTriggersIteration() {
    var spring = createTestSpring()
    spring.setVelocity(1000)
    var values: [Double] = []
    iterateUntilRest(&spring, into: &values)
    XCTAssertEqual(values, ReboundSpringTestData.settingVelocity)
  }

  /// `testSetCurrentValueSetsAtRestByDefault` (`SpringTest.java:394-409`).
  func testSetCurrentValueSetsAtRestByDefault() {
    var spring = createTestSpring()
    spring.setCurrentValue(1)
    var values = [spring.position]  // setCurrentValue's own onSpringUpdate
    iterateUntilRest(&spring, into: &values)
    XCTAssertEqual(values, [1.0])
  }

  /// `testSettingCurrentValueWithoutSettingAtRestTriggersIteration` (`SpringTest.java:411-440`), bit-exact:
  /// the first RK4 stage of the first step reads the initial `tempPosition` 0, not the value 1.
  func testSettingCurrentValueWithoutSettingAtRestTriggersIteration() {
    var spring = createTestSpring()
    spring.setCurrentValue(1, setAtRest: false)
    var values = [spring.position]
    iterateUntilRest(&spring, into: &values)
    XCTAssertEqual(values, ReboundSpringTestData.currentValueWithoutRest)
  }

  /// `testSpringMotionWithNoFriction` (`SpringTest.java:442-469`; it sets the tension to 0), bit-exact.
  func testSpringMotionWithNoTension() {
    var spring = createTestSpring()
    spring.tension = 0
    spring.setVelocity(1000)
    var values: [Double] = []
    iterateUntilRest(&spring, into: &values)
    XCTAssertEqual(values, ReboundSpringTestData.noTension)
  }
}
