import WaveCore
import XCTest

@testable import WaveNumerics

/// react-spring's own spring snapshot (pmndrs/react-spring 3d2523d), ported to ``ReactSpringValue``, and the
/// frame-loop contract of ``ReactSpringIntegrator``.
final class ReactSpringTests: XCTestCase {
  /// `Controller can animate a number` (`packages/core/src/Controller.test.ts:8-21`): 0 → 100 with the
  /// default config (tension 170, friction 26, mass 1), its frames as recorded in
  /// `packages/core/src/__snapshots__/Controller.test.ts.snap:3-131`.
  ///
  /// The test driver (`packages/core/test/setup.ts:124-157`) steps mock-raf by 1000/60 ms; rafz gives the first frame
  /// 16.667 ms (`packages/rafz/src/index.ts:168`). A Jest snapshot is textual equality of the printed doubles, so the
  /// comparison is exact.
  func testControllerCanAnimateANumber_MatchesTheSnapshot() {
    let snapshot: [Double] = [
      2.263484330785799, 7.615528894993947, 14.72729545687759, 22.67933293781441, 30.85053191603684,
      38.83524421610096, 46.38171205392548, 53.346574480369156, 59.66146523130329, 65.30867180317823,
      70.30355736424129, 74.68200657416291, 78.49158337229619, 81.78541406742545, 84.61805634019797,
      87.04280232770594, 89.11000586164683, 90.8661309883985, 92.35329941206051, 93.60917483504707,
      94.66706719880813, 95.55617327559861, 96.30189477450246, 96.92619326731115, 97.4479544590839,
      97.88334387327176, 98.2461428371077, 98.54805845242963, 98.7990045563195, 99.0073529166361,
      99.18015536949562, 99.3233385117055, 99.4418730756026, 99.53992035746593, 99.62095813165256,
      99.68788842438258, 99.74312938902625, 99.78869335076726, 99.8262528947063, 99.85719667273446,
      99.8826764105673, 100,
    ]
    var value = ReactSpringValue(from: 0, to: 100)
    var frames: [Double] = []
    var first = true
    while !value.done && frames.count < 1000 {
      value.advance(milliseconds: first ? 16.667 : 1000.0 / 60)
      first = false
      frames.append(value.position)
    }
    XCTAssertEqual(frames, snapshot)
    XCTAssertNotEqual(frames.first, 0, "Controller.test.ts:16-17: the first frame is not the from value")
    XCTAssertEqual(frames.last, 100, "Controller.test.ts:19-20: the last frame is the goal")
  }

  let problem = SpringProblem(spring: Spring(dampingRatio: 0.5, response: 0.4), from: 0, to: 100, velocity: 300)

  /// The first frame is rafz's 16.667 ms whatever the schedule says (`rafz/src/index.ts:130-137, 168`).
  func testFirstFrame_IsAlways16_667ms() throws {
    let short = try ReactSpringIntegrator().integrate(problem, frameDurations: [0.004])
    let long = try ReactSpringIntegrator().integrate(problem, frameDurations: [0.2])
    XCTAssertEqual(short.values[1], long.values[1])
    XCTAssertEqual(short.velocities[1], long.velocities[1])
  }

  /// Later frames are clamped at 64 ms and take ceil(ms) steps of 1 ms: 64.0001 ms and 1 s both take 64
  /// steps; 63.5 ms takes 64 steps too.
  func testLaterFrames_AreClampedAt64msAndCeiled() throws {
    let rows = try [0.0640001, 1.0, 0.0635].map {
      try ReactSpringIntegrator().integrate(problem, frameDurations: [1.0 / 60, $0]).values[2]
    }
    XCTAssertEqual(rows[0], rows[1])
    XCTAssertEqual(rows[0], rows[2])
  }

  /// The velocity V (units/s) becomes V/1000 units/ms, and the column shows the last velocity × 1000, kept
  /// once at rest while the value shows the target.
  func testVelocityUnits_AndRestKeepsTheLastVelocity() throws {
    var direct = ReactSpringValue(
      from: 0, to: 100, velocity: 0.3, tension: problem.spring.stiffness, friction: problem.spring.dampingCoefficient,
      mass: problem.spring.mass)
    direct.advance(milliseconds: 16.667)
    let trajectory = try ReactSpringIntegrator().integrate(
      problem, frameDurations: Array(repeating: 1.0 / 60, count: 600))
    XCTAssertEqual(trajectory.values[1], direct.position)
    XCTAssertEqual(trajectory.velocities[1], direct.velocity * 1000)
    XCTAssertEqual(trajectory.values.last, 100)
    XCTAssertNotEqual(trajectory.velocities.last, 0)
  }
}
