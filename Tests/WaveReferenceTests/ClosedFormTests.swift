import Foundation
import WaveCore
import XCTest

@testable import WaveNumerics

final class ClosedFormTests: XCTestCase {
  /// ω0 = 10 rad/s, m = 1: c = 2·ζ·10 sets the damping ratio exactly as the equation sees it.
  func parameters(zeta: Double, k: Double = 100, m: Double = 1) throws -> PhysicalSpring {
    try PhysicalSpring(mass: m, stiffness: k, damping: 2 * zeta * (k * m).squareRoot()).solvable()
  }

  #if arch(x86_64) || arch(i386)
  func testContinuityAcrossCriticalDamping_AgainstFloat80Series() throws {
    var worst = (error: 0.0, zeta: 0.0, t: 0.0)
    let offsets = [1e-12, 1e-9, 1e-6, 1e-3]
    let zetas = [1.0] + offsets.flatMap { [1 - $0, 1 + $0] }
    let starts: [(u0: Double, v0: Double)] = [(1000, 0), (-250, 4000), (0, -5000)]
    for zeta in zetas {
      let p = try parameters(zeta: zeta)
      let oscillator = DampedOscillator(p)
      for start in starts {
        // Distance scale: the displacement, or the amplitude a pure velocity kick produces (v0/ω0).
        let scale = max(abs(start.u0), abs(start.v0) / 10)
        for i in 0...200 {
          let t = Double(i) * 0.01  // 0…2 s: ω0·t ≤ 20, |z| ≤ 2e-3·400·… ≤ 1
          let got = oscillator.state(at: t, x0: start.u0, v0: start.v0, target: 0)
          let want = HighPrecisionOscillator.state(
            t: t, u0: start.u0, v0: start.v0, c: p.damping, k: p.stiffness, m: p.mass)
          let positionError = abs(Float80(got.position) - want.u) / Float80(scale)
          let velocityError = abs(Float80(got.velocity) - want.v) / Float80(scale * 10)
          let error = Double(max(positionError, velocityError))
          if error > worst.error { worst = (error, zeta, t) }
          XCTAssertLessThanOrEqual(error, Tolerance.closedFormRelative, "ζ = \(zeta), t = \(t), start \(start)")
        }
      }
    }
    print("closed form vs Float80 series near ζ = 1: worst \(worst.error) at ζ = \(worst.zeta), t = \(worst.t)")
  }
  #endif

  func testBranchesJoin_NeighboursOfCriticalAgreeWithCriticalToFirstOrder() throws {
    // u(t) is smooth in ζ: |u(ζ) − u(1)| ≤ |ζ − 1|·max|∂u/∂ζ|, and ∂u/∂ζ is of order u0·(ω0·t)² e^{−ω0 t} ≤ 2·u0.
    let critical = DampedOscillator(try parameters(zeta: 1))
    for offset in [1e-12, 1e-9, 1e-6] {
      for zeta in [1 - offset, 1 + offset] {
        let near = DampedOscillator(try parameters(zeta: zeta))
        for t in stride(from: 0.0, through: 3.0, by: 0.05) {
          let a = critical.state(at: t, x0: 1000, v0: 0, target: 0).position
          let b = near.state(at: t, x0: 1000, v0: 0, target: 0).position
          XCTAssertLessThanOrEqual(
            abs(a - b), 2 * 1000 * offset * 20 + Tolerance.closedFormRelative * 1000, "ζ = \(zeta), t = \(t)")
        }
      }
    }
  }

  func testLargeTimesAndExtremeSprings_NeverOverflow() throws {
    for response in [0.01, 0.1, 1, 10, 100] {
      for zeta in [0.05, 1, 3, 50] {
        let k = pow(2 * Double.pi / response, 2)
        let oscillator = DampedOscillator(try parameters(zeta: zeta, k: k))
        for t in [0.0, 1, 100, 1e4, 1e6] {
          let state = oscillator.state(at: t, x0: 1000, v0: -5000, target: 10)
          XCTAssertTrue(state.position.isFinite && state.velocity.isFinite, "response \(response) ζ \(zeta) t \(t)")
        }
        // Long after settling, the state is at the target.
        let late = oscillator.state(at: 1e6, x0: 1000, v0: -5000, target: 10)
        XCTAssertEqual(late.position, 10, accuracy: Tolerance.closedFormRelative * 990)
      }
    }
  }

  func testInitialConditionsAndTheEquation_HoldInEveryRegime() throws {
    // u(0) = u0, u'(0) = v0, and m·u'' + c·u' + k·u = 0 checked by central differences at a few times
    // (difference error O(h²·u''''), h = 1e-4 s: see Tolerance.centralDifferenceRelative).
    for zeta in [0.2, 1, 2.5] {
      let p = try parameters(zeta: zeta)
      let oscillator = DampedOscillator(p)
      let start = oscillator.state(at: 0, x0: 7, v0: -3, target: 2)
      XCTAssertEqual(start.position, 7)
      XCTAssertEqual(start.velocity, -3)
      let h = 1e-4
      for t in [0.05, 0.3, 0.9] {
        let x = { oscillator.state(at: $0, x0: 7, v0: -3, target: 2) }
        let acceleration = (x(t + h).position - 2 * x(t).position + x(t - h).position) / (h * h)
        let residual = p.mass * acceleration + p.damping * x(t).velocity + p.stiffness * (x(t).position - 2)
        XCTAssertLessThanOrEqual(
          abs(residual), Tolerance.centralDifferenceRelative * p.stiffness * 5, "ζ = \(zeta), t = \(t)")
      }
    }
  }
}
