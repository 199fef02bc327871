import Foundation
import WaveCore
import WaveTestSupport
import XCTest

/// Tests that `SpecializedSpringAnimator` behaves bit for bit like `SpringAnimator`.
///
/// `SpecializedSpringAnimator` against `SpringAnimator`: the same script on two drivers with the same schedule
/// must give the same callbacks, in the same order, with the same bits (values, velocities, events, states),
/// over several springs, retargets mid-flight, injected velocities, stops, restarts from the completion
/// handler, pixel rounding, and CGFloat and CGPoint values. The first frames are also checked against the
/// independent `referenceEulerStep`, so that two equally wrong animators cannot pass.
final class SpecializedSpringAnimatorTests: XCTestCase {
  /// Springs: bouncy, critical (rubberbanded), overdamped, a stiffness-made one with mass 2, a snap.
  static let springs = [
    Spring(dampingRatio: 0.3, response: 0.6), Spring(dampingRatio: 1, response: 0.1),
    Spring(dampingRatio: 1.4, response: 0.5), Spring(dampingRatio: 0.5, stiffness: 200, mass: 2),
    Spring(dampingRatio: 0.7, response: 0),
  ]

  func testCGFloat_EveryCallbackBitIdentical_AcrossSpringsRetargetsVelocityAndStops() {
    onMain {
      for (index, spring) in Self.springs.enumerated() {
        let plain = Self.run(SpringAnimator<CGFloat>.self, spring: spring, seed: UInt64(index))
        let specialized = Self.run(SpecializedSpringAnimator<CGFloat>.self, spring: spring, seed: UInt64(index))
        XCTAssertGreaterThan(plain.count, 20, "spring \(index): the script ran")
        XCTAssertTrue(plain.contains { $0.hasPrefix("finished") }, "spring \(index): a run finished")
        XCTAssertTrue(plain.contains { $0.hasPrefix("retargeted") }, "spring \(index): a retarget fired")
        XCTAssertEqual(plain, specialized, "spring \(index)")
      }
    }
  }

  func testCGPoint_EveryCallbackBitIdentical() {
    onMain {
      let plain = Self.runPoint(SpringAnimator<CGPoint>.self)
      let specialized = Self.runPoint(SpecializedSpringAnimator<CGPoint>.self)
      XCTAssertGreaterThan(plain.count, 20)
      XCTAssertEqual(plain, specialized)
    }
  }

  /// Frames 1–3 of an animator with an injected velocity, against the written-out step: the first update has
  /// running time 0, and each value is one `referenceEulerStep` of 1/60 s from the last.
  func testFirstFrames_FollowTheReferenceStep() {
    onMain {
      let spring = Spring(dampingRatio: 0.6, response: 0.8)
      let driver = FrameDriver(schedule: .fps(60))
      let animator = SpecializedSpringAnimator<CGFloat>(spring: spring, value: 0, target: 100, driver: driver)
      animator.velocity = -300
      var values: [Double] = []
      animator.valueChanged = { values.append(Double($0)) }
      animator.start()
      driver.run(frames: 3)
      var (x, v) = (0.0, -300.0)
      var expected: [Double] = []
      for _ in 0..<3 {
        (x, v) = referenceEulerStep(
          value: x, target: 100, velocity: v, dt: 1 / 60.0, k: Double(spring.stiffness),
          c: Double(spring.dampingCoefficient), m: Double(spring.mass))
        expected.append(x)
      }
      XCTAssertEqual(values, expected)
      // The clock is the running sum of the frame durations; the run started at the first frame's time.
      let frameTime = 1 / 60.0
      XCTAssertEqual(animator.runningTime, (frameTime + frameTime + frameTime) - frameTime)
    }
  }

  /// The script: start with an injected velocity; retarget mid-flight; stop (immediately or not) and restart;
  /// pixel rounding for a stretch; restart from the completion handler once; a jittered schedule.
  @MainActor
  private static func run<A: ScriptedAnimator>(_ type: A.Type, spring: Spring, seed: UInt64) -> [String]
  where A.Value == CGFloat {
    let driver = FrameDriver(schedule: .jittered(fps: 60, amplitude: 0.3, seed: seed))
    let animator = A(spring: spring, value: 10, target: 240, driver: driver)
    var log: [String] = []
    var restarted = false
    animator.velocity = -800
    animator.valueChanged = { log.append("value \(driver.frameIndex) \($0.bitPattern)") }
    animator.completion = { event in
      switch event {
      case .finished(let at):
        log.append("finished \(driver.frameIndex) \(at.bitPattern)")
        if !restarted {
          restarted = true
          animator.target = 0
          animator.start()
        }
      case .retargeted(let from, let to):
        log.append("retargeted \(driver.frameIndex) \(from.bitPattern) \(to.bitPattern)")
      }
    }
    animator.start()
    for frame in 1...400 {
      switch frame {
      case 12: animator.target = 120  // mid-flight retarget
      case 20: animator.integralizeValues = true
      case 30: animator.integralizeValues = false
      case 40: animator.stop(immediately: false)
      case 55: animator.stop(immediately: true)
      case 58:
        animator.velocity = 500
        animator.target = 300
        animator.start()
      case 70: animator.spring = Spring(dampingRatio: 0.9, response: 0.3)
      default: break
      }
      driver.tick()
      let state = "\(animator.state)"
      log.append(
        "frame \(frame) \(state) \(animator.value?.bitPattern ?? 0) \(animator.velocity.bitPattern) "
          + "\(animator.runningTime?.bitPattern ?? 0)")
    }
    return log
  }

  @MainActor
  private static func runPoint<A: ScriptedAnimator>(_ type: A.Type) -> [String] where A.Value == CGPoint {
    let driver = FrameDriver(schedule: .variableRefresh)
    let animator = A(
      spring: Spring(dampingRatio: 0.5, response: 0.4), value: .zero, target: CGPoint(x: 90, y: -40),
      driver: driver)
    var log: [String] = []
    animator.velocity = CGPoint(x: 1000, y: 250)
    animator.valueChanged = { log.append("value \($0.x.bitPattern) \($0.y.bitPattern)") }
    animator.completion = { event in
      if case .finished(let at) = event { log.append("finished \(at.x.bitPattern) \(at.y.bitPattern)") }
      if case .retargeted(_, let to) = event { log.append("retargeted \(to.x.bitPattern) \(to.y.bitPattern)") }
    }
    animator.start()
    for frame in 1...200 {
      if frame == 9 { animator.target = CGPoint(x: -30, y: 60) }
      driver.tick()
      log.append("frame \(frame) \(animator.state) \(animator.velocity.x.bitPattern) \(animator.velocity.y.bitPattern)")
    }
    return log
  }
}

/// The API the script uses, which both animator types have with the same names and types.
@MainActor
private protocol ScriptedAnimator: AnyObject {
  associatedtype Value: SpringInterpolatable where Value.ValueType == Value, Value.VelocityType == Value
  init(spring: Spring, value: Value?, target: Value?, driver: FrameDriver)
  var state: AnimatorState { get }
  var spring: Spring { get set }
  var value: Value? { get set }
  var target: Value? { get set }
  var velocity: Value { get set }
  var valueChanged: ((Value) -> Void)? { get set }
  var completion: ((SpringAnimator<Value>.Event) -> Void)? { get set }
  var integralizeValues: Bool { get set }
  var runningTime: TimeInterval? { get }
  func start(afterDelay delay: TimeInterval)
  func stop(immediately: Bool)
}

extension ScriptedAnimator {
  func start() { start(afterDelay: 0) }
}

extension SpringAnimator: ScriptedAnimator where T.ValueType == T, T.VelocityType == T {
  typealias Value = T
}

extension SpecializedSpringAnimator: ScriptedAnimator where T.ValueType == T, T.VelocityType == T {
  typealias Value = T
}
