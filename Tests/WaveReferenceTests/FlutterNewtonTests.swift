import WaveCore
import XCTest

@testable import WaveNumerics

/// Flutter's `newton_test.dart` spring checks (flutter/flutter, stored version 17bd7a8,
/// `packages/flutter/test/physics/newton_test.dart`, tests `crit_spring`, `overdamped_spring`,
/// `underdamped_spring`) on WaveBench's closed form.
///
/// Flutter's `SpringDescription.withDampingRatio` sets the damping coefficient to ratio·2·√(mass·stiffness);
/// `SpringSimulation(spring, start, end, velocity)` starts at `start` and rests at `end`. The checks are Flutter's own:
/// floors and open intervals, no tolerance.
final class FlutterNewtonTests: XCTestCase {
  func oscillator(ratio: Double) throws -> DampedOscillator {
    DampedOscillator(
      try PhysicalSpring(mass: 1, stiffness: 100, damping: ratio * 2 * (1.0 * 100.0).squareRoot()).solvable())
  }

  /// `crit_spring`: mass 1, stiffness 100, ratio 1, 0 → 500.
  func testCriticallyDamped_Floors() throws {
    let o = try oscillator(ratio: 1)
    func s(_ t: Double) -> (position: Double, velocity: Double) { o.state(at: t, x0: 0, v0: 0, target: 500) }
    XCTAssertEqual([0.25, 0.5, 0.75].map { s($0).position.rounded(.down) }, [356, 479, 497])
    XCTAssertEqual([0.25, 0.5, 0.75].map { s($0).velocity.rounded(.down) }, [1026, 168, 20])
    XCTAssertTrue(s(1.5).position > 499 && s(1.5).position < 501)
    XCTAssertLessThan(s(1.5).velocity, 0.1)
  }

  /// `overdamped_spring`: ratio 1.25, 0 → 500.
  func testOverdamped_Floors() throws {
    let o = try oscillator(ratio: 1.25)
    func s(_ t: Double) -> (position: Double, velocity: Double) { o.state(at: t, x0: 0, v0: 0, target: 500) }
    XCTAssertEqual([0.5, 1.0, 1.5].map { s($0).position.rounded(.down) }, [445, 495, 499])
    XCTAssertEqual([0.5, 1.0, 1.5].map { s($0).velocity.rounded(.down) }, [273, 22, 1])
  }

  /// `underdamped_spring`: ratio 0.25, 0 → 300.
  func testUnderdamped_Floors() throws {
    let o = try oscillator(ratio: 0.25)
    func s(_ t: Double) -> (position: Double, velocity: Double) { o.state(at: t, x0: 0, v0: 0, target: 300) }
    XCTAssertEqual(s(1.0).position.rounded(.down), 325)
    XCTAssertEqual(s(1.0).velocity.rounded(.down), -65)
    XCTAssertEqual(s(6.0).velocity.rounded(.down), 0)
    XCTAssertEqual(s(6.0).position.rounded(.down), 299)
  }
}
