import Foundation
import WaveCore
import XCTest

final class UIMathUtilitiesTests: XCTestCase {
  func testProject_IsTheGeometricSeriesOfPerMillisecondDeceleration() {
    // Summing v·(1 ms)·rate^n over n ≥ 1 gives (v/1000)·rate/(1 − rate); at 0.998 that is v·0.499 s.
    // Tolerance: 1 − rate cancels (see Tolerance.roundingRelative), relative to the result.
    let tolerance = Tolerance.roundingRelative
    XCTAssertEqual(project(value: 100, velocity: 1000), 100 + 0.998 / 0.002, accuracy: tolerance * 599)
    XCTAssertEqual(
      project(value: 0, velocity: -2000, decelerationRate: 0.99), -2 * 0.99 / 0.01, accuracy: tolerance * 198)
    let p = project(point: CGPoint(x: 1, y: 2), velocity: CGPoint(x: 1000, y: 0))
    XCTAssertEqual(p.x, 1 + 499, accuracy: tolerance * 500)
    XCTAssertEqual(p.y, 2)
  }

  func testRubberband_IdentityInsideAndAsymptoticOutside() {
    XCTAssertEqual(rubberband(value: 30, range: 0...60, interval: 15), 30)
    XCTAssertEqual(rubberband(value: 60, range: 0...60, interval: 15), 60)
    // Far above: 60 + 15 − 15/(x·0.55/15 + 1) with x = 1e12 − 60, i.e. 4.09e-10 below the asymptote 75.
    let far = 75 - 15 / ((1e12 - 60) * 0.55 / 15 + 1)
    XCTAssertLessThan(far, 75)
    XCTAssertEqual(rubberband(value: 1e12, range: 0...60, interval: 15), far, accuracy: Tolerance.roundingRelative * 75)
    // Below the range, mirrored: x = 10 under 0 → −(1 − 1/(10·0.55/15 + 1))·15 = −15·5.5/20.5.
    XCTAssertEqual(
      rubberband(value: -10, range: 0...60, interval: 15), -15 * 5.5 / 20.5, accuracy: Tolerance.roundingRelative * 15)
  }

  func testMapRangeClipAndClipUnit() {
    XCTAssertEqual(mapRange(0.5, 0, 1, 0, 100), 50)
    XCTAssertEqual(mapRange(2.0, 0, 1, 0, 100), 200)
    XCTAssertEqual(mapRange(value: 2.0, inMin: 0, inMax: 1, outMin: 0, outMax: 100, clip: true), 100)
    XCTAssertEqual(mapRange(value: -1.0, inMin: 0, inMax: 1, outMin: 0, outMax: 100, clip: true), 0)
    XCTAssertEqual(clip(value: 5.0, lower: 0, upper: 3), 3)
    XCTAssertEqual(clipUnit(value: -0.5), 0)
    XCTAssertEqual(clipUnit(value: 0.25), 0.25)
  }

  func testUIKitInitialVelocity_NormalisesByDistanceAndRoundTrips() {
    let v = InitialVelocity.uikit(
      for: CGPoint(x: 500, y: -300), from: CGPoint(x: 100, y: 100), to: CGPoint(x: 350, y: 100))
    XCTAssertEqual(v.dx, 2)  // 500 pt/s over 250 pt
    XCTAssertEqual(v.dy, 0)  // zero distance → 0, as UIKit's documentation says
    let back = InitialVelocity.wave(fromUIKit: v, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 350, y: 100))
    XCTAssertEqual(back.x, 500)
    XCTAssertEqual(back.y, 0)
  }
}
