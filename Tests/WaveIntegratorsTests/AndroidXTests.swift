import WaveCore
import XCTest

@testable import WaveNumerics

/// AndroidX DynamicAnimation's `SpringAnimation` as ``AndroidXIntegrator`` models it, each expectation
/// derived by hand from the source: whole-millisecond frame times, a first frame that only records its time,
/// float state, and the 0.75 / 46.875 rest thresholds.
final class AndroidXTests: XCTestCase {
  let problem = SpringProblem(spring: Spring(dampingRatio: 0.6, response: 0.5), from: 0, to: 100, velocity: 50)

  /// ⌊1000·t + 1e-6⌋ on the running sum of 1/60 s frames: 0, 16, 33, 50 (3/60 sums to 0.049999… or
  /// 0.05000…1; the 1e-6 makes it 50 either way).
  func testFrameTimes_AreWholeMilliseconds() {
    var t = 0.0
    var times: [Int64] = []
    for _ in 0..<4 {
      times.append(AndroidXIntegrator.frameTime(t))
      t += 1.0 / 60
    }
    XCTAssertEqual(times, [0, 16, 33, 50])
  }

  /// The first frame only records its time (`doAnimationFrame`): row 1 shows the start; row 2 is the closed
  /// form over 33 − 16 = 17 ms from the start, evaluated in double with the float-rounded stiffness, damping
  /// ratio and ends, then rounded to float.
  func testSecondFrame_IsTheClosedFormOver17msInFloat() throws {
    let trajectory = try AndroidXIntegrator().integrate(problem, frameDurations: Array(repeating: 1.0 / 60, count: 2))
    XCTAssertEqual(trajectory.values[1], 0)
    XCTAssertEqual(trajectory.velocities[1], 50)
    let p = try PhysicalSpring(problem.spring)
    let k = Double(Float(p.stiffness / p.mass))
    let zeta = Double(Float(p.damping / (2 * (p.stiffness * p.mass).squareRoot())))
    let oracle = DampedOscillator(
      try PhysicalSpring(mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot()).solvable()
    )
    .state(at: 0.017, x0: 0, v0: 50, target: 100)
    let value = Float(trajectory.values[2])
    let velocity = Float(trajectory.velocities[2])
    XCTAssertLessThanOrEqual(abs(value - Float(oracle.position)), Tolerance.floatStateULPs * value.ulp)
    XCTAssertLessThanOrEqual(abs(velocity - Float(oracle.velocity)), Tolerance.floatStateULPs * velocity.ulp)
  }

  /// At equilibrium (`isAtEquilibrium`: |v| < 46.875 and |x − final| < 0.75) the value snaps to the final
  /// position and the velocity to 0; the frame before was outside one of the thresholds.
  func testRest_SnapsInsideTheThresholds() throws {
    let trajectory = try AndroidXIntegrator().integrate(problem, frameDurations: Array(repeating: 1.0 / 60, count: 300))
    guard
      let first = trajectory.values.indices.first(where: {
        trajectory.values[$0] == 100 && trajectory.velocities[$0] == 0
      })
    else { return XCTFail("never at rest") }
    XCTAssertTrue(trajectory.values[first...].allSatisfy { $0 == 100 })
    let before = (x: trajectory.values[first - 1], v: trajectory.velocities[first - 1])
    XCTAssertTrue(
      abs(before.x - 100) >= AndroidXSpringAnimation.valueThreshold
        || abs(before.v) >= AndroidXSpringAnimation.velocityThreshold)
    XCTAssertEqual(AndroidXSpringAnimation.velocityThreshold, 46.875)
  }

  /// Values are floats: every row is exactly representable as a Float.
  func testState_IsFloat() throws {
    let trajectory = try AndroidXIntegrator().integrate(problem, frameDurations: Array(repeating: 1.0 / 60, count: 30))
    for (x, v) in zip(trajectory.values, trajectory.velocities) {
      XCTAssertEqual(Double(Float(x)), x)
      XCTAssertEqual(Double(Float(v)), v)
    }
  }

  /// Frame times of a 60 Hz display from t = 0, whole milliseconds, as ``AndroidXIntegrator`` gives them.
  func frameTimes(_ count: Int) -> [Int64] {
    (0..<count).map { AndroidXIntegrator.frameTime(Double($0) / 60) }
  }

  /// AndroidX's own `testFloatValueHolder` (`dynamicanimation/dynamicanimation/src/androidTest/java/androidx/
  /// dynamicanimation/tests/SpringTests.java`, stored version 049cbe6): default stiffness 1500
  /// (`STIFFNESS_MEDIUM`), damping ratio 1.2, 0 → 1000; every update is ≥ the one before, and the animation
  /// ends at (1000, 0) within the test's 1000 ms timeout.
  func testFloatValueHolder() {
    var animation = AndroidXSpringAnimation(
      stiffness: 1500, dampingRatio: 1.2, finalPosition: 1000, value: 0, velocity: 0)
    var last: Float = 0
    var endTime: Int64?
    for time in frameTimes(61) where animation.running {
      let ended = animation.doAnimationFrame(time)
      XCTAssertGreaterThanOrEqual(animation.value, last)
      last = animation.value
      if ended { endTime = time }
    }
    XCTAssertNotNil(endTime)
    XCTAssertEqual(animation.value, 1000)
    XCTAssertEqual(animation.velocity, 0)
  }

  /// AndroidX's own `testDampingRatioOverAndCriticallyDamped` (same file): stiffness 10000
  /// (`STIFFNESS_HIGH`), damping ratios 1, 1.5, 2, all 800 → 0 on the same frames; after the first frame the
  /// more damped spring is always further from 0 (p2 > p1, p3 > p2, 800 > p3), and the springs end in order of
  /// damping, all within the test's 2000 ms.
  func testDampingRatioOverAndCriticallyDamped() {
    var springs = [Float(1), 1.5, 2].map {
      AndroidXSpringAnimation(stiffness: 10_000, dampingRatio: $0, finalPosition: 0, value: 800, velocity: 0)
    }
    var endTimes: [Int64?] = [nil, nil, nil]
    for time in frameTimes(121) {
      for i in springs.indices where springs[i].running {
        if springs[i].doAnimationFrame(time) { endTimes[i] = time }
      }
      if springs[0].running || endTimes[0] == time {
        let p = springs.map(\.value)
        if p[0] != 800 {
          XCTAssertGreaterThan(p[1], p[0], "t \(time) ms")
          XCTAssertGreaterThan(p[2], p[1], "t \(time) ms")
          XCTAssertGreaterThan(800, p[2], "t \(time) ms")
        }
      }
    }
    let ends = endTimes.compactMap { $0 }
    XCTAssertEqual(ends.count, 3)
    XCTAssertTrue(ends[0] < ends[1] && ends[1] < ends[2], "\(ends)")
  }
}
