import Foundation
import WaveCore
import WaveTestSupport
import XCTest

final class SpringStepTests: XCTestCase {
  /// Springs across regimes, from both initializers, some rubberbanded.
  let springs = [
    Spring(dampingRatio: 0.8, response: 0.2), Spring(dampingRatio: 1.0, response: 0.82),
    Spring(dampingRatio: 0.05, response: 2), Spring(dampingRatio: 3, response: 0.5),
    Spring(dampingRatio: 1, response: 0.05), Spring(dampingRatio: 0.5, stiffness: 300, mass: 2.5),
  ]

  func testCGFloatStep_EqualsIndependentReimplementationBitForBit() {
    var rng = SeededGenerator(seed: 1)
    for spring in springs {
      for _ in 0..<500 {
        let x = Double.random(in: -2000...2000, using: &rng)
        let target = Double.random(in: -2000...2000, using: &rng)
        let v = Double.random(in: -8000...8000, using: &rng)
        let dt = Double.random(in: 0.001...0.1, using: &rng)
        let engine = CGFloat.updateValue(
          spring: spring, value: CGFloat(x), target: CGFloat(target), velocity: CGFloat(v), dt: dt)
        let reference = referenceEulerStep(
          value: x, target: target, velocity: v, dt: dt, k: Double(spring.stiffness),
          c: Double(spring.dampingCoefficient), m: Double(spring.mass))
        XCTAssertEqual(Double(engine.value).bitPattern, reference.0.bitPattern)
        XCTAssertEqual(Double(engine.velocity).bitPattern, reference.1.bitPattern)
        let double = Double.updateValue(spring: spring, value: x, target: target, velocity: v, dt: dt)
        XCTAssertEqual(double.value.bitPattern, reference.0.bitPattern)
        XCTAssertEqual(double.velocity.bitPattern, reference.1.bitPattern)
      }
    }
  }

  func testZeroDt_LeavesTheStateUnchanged() {
    let step = CGFloat.updateValue(spring: springs[0], value: 12.5, target: 400, velocity: -30, dt: 0)
    XCTAssertEqual(step.value, 12.5)
    XCTAssertEqual(step.velocity, -30)
  }

  func testCompositeTypes_StepEachComponentAsAScalar() {
    let spring = springs[5]
    let dt = 1.0 / 120
    func scalar(_ x: CGFloat, _ t: CGFloat, _ v: CGFloat) -> (CGFloat, CGFloat) {
      let r = referenceEulerStep(
        value: Double(x), target: Double(t), velocity: Double(v), dt: dt, k: Double(spring.stiffness),
        c: Double(spring.dampingCoefficient), m: Double(spring.mass))
      return (CGFloat(r.0), CGFloat(r.1))
    }
    let p = CGPoint.updateValue(
      spring: spring, value: CGPoint(x: 1, y: 2), target: CGPoint(x: 30, y: -40), velocity: CGPoint(x: 5, y: 6), dt: dt)
    XCTAssertEqual(p.value.x, scalar(1, 30, 5).0)
    XCTAssertEqual(p.value.y, scalar(2, -40, 6).0)
    XCTAssertEqual(p.velocity.y, scalar(2, -40, 6).1)

    let s = CGSize.updateValue(
      spring: spring, value: CGSize(width: 10, height: 20), target: CGSize(width: 100, height: 5),
      velocity: CGSize(width: -1, height: 2), dt: dt)
    XCTAssertEqual(s.value.width, scalar(10, 100, -1).0)
    XCTAssertEqual(s.velocity.height, scalar(20, 5, 2).1)

    let r = CGRect.updateValue(
      spring: spring, value: CGRect(x: 1, y: 2, width: 3, height: 4),
      target: CGRect(x: 10, y: 20, width: 30, height: 40),
      velocity: CGRect(x: 0.5, y: 0.25, width: -7, height: 9), dt: dt)
    XCTAssertEqual(r.value.origin.x, scalar(1, 10, 0.5).0)
    XCTAssertEqual(r.value.origin.y, scalar(2, 20, 0.25).0)
    XCTAssertEqual(r.value.size.width, scalar(3, 30, -7).0)
    XCTAssertEqual(r.value.size.height, scalar(4, 40, 9).0)
    XCTAssertEqual(r.velocity.size.height, scalar(4, 40, 9).1)

    let c = RGBAComponents.updateValue(
      spring: spring, value: RGBAComponents(r: 0, g: 0.5, b: 1, a: 1), target: RGBAComponents(r: 1, g: 0, b: 0.2, a: 0),
      velocity: .zero, dt: dt)
    XCTAssertEqual(c.value.r, scalar(0, 1, 0).0)
    XCTAssertEqual(c.value.g, scalar(0.5, 0, 0).0)
    XCTAssertEqual(c.value.b, scalar(1, 0.2, 0).0)
    XCTAssertEqual(c.value.a, scalar(1, 0, 0).0)
    XCTAssertEqual(c.velocity.a, scalar(1, 0, 0).1)
  }

  func testScaledIntegral_RoundsDownToThePixelGrid() {
    let saved = DisplayScale.current
    defer { DisplayScale.current = saved }
    DisplayScale.current = 2
    XCTAssertEqual(CGFloat(10.74).scaledIntegral, 10.5)
    XCTAssertEqual(CGFloat(-0.2).scaledIntegral, -0.5)  // floor, not truncation
    XCTAssertEqual(CGPoint(x: 1.3, y: 2.9).scaledIntegral, CGPoint(x: 1, y: 2.5))
    XCTAssertEqual(CGSize(width: 0.26, height: 7.75).scaledIntegral, CGSize(width: 0, height: 7.5))
    XCTAssertEqual(
      CGRect(x: 0.6, y: 1.1, width: 2.4, height: 3.9).scaledIntegral, CGRect(x: 0.5, y: 1, width: 2, height: 3.5))
    DisplayScale.current = 3
    XCTAssertEqual(CGFloat(1.5).scaledIntegral, CGFloat(4.0 / 3))  // floor(4.5) / 3
    let color = RGBAComponents(r: 0.123, g: 0.456, b: 0.789, a: 0.5)
    XCTAssertEqual(color.scaledIntegral, color)  // colors are not snapped, as upstream
  }

  /// Each conformance's `VelocityType.zero` is "no motion" for its own step: a value at rest on its target
  /// stays exactly there, with zero velocity, frame after frame (what `SpringAnimator` relies on when it
  /// starts a run or ends one with `.zero`).
  func testVelocityZero_IsAFixedPointOfEachConformancesStep() {
    func assertRests<T: SpringInterpolatable>(_ value: T, line: UInt = #line)
    where T.ValueType == T, T.VelocityType: Equatable {
      for spring in springs where spring.response > 0 {
        var state = (value: value, velocity: T.VelocityType.zero)
        for dt in [1.0 / 60, 1.0 / 120, 0.1] {
          state = T.updateValue(spring: spring, value: state.value, target: value, velocity: state.velocity, dt: dt)
        }
        XCTAssertEqual(state.value, value, "\(T.self) \(spring)", line: line)
        XCTAssertEqual(state.velocity, T.VelocityType.zero, "\(T.self) \(spring)", line: line)
      }
    }
    assertRests(CGFloat(-37.25))
    assertRests(CGPoint(x: 12.5, y: -400))
    assertRests(CGSize(width: 3, height: 1e4))
    assertRests(CGRect(x: -1, y: 2.5, width: 30, height: 0.125))
    assertRests(RGBAComponents(r: 0.2, g: 0.4, b: 0.6, a: 1))
    assertRests(Double(1e-300))
    // Our own zero, whose fields the memberwise check above cannot see separately.
    let zero = RGBAComponents.zero
    XCTAssertEqual([zero.r, zero.g, zero.b, zero.a].map { $0.bitPattern }, [0, 0, 0, 0])
  }
}
