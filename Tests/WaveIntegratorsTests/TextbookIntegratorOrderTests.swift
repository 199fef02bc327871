import Foundation
import WaveCore
import XCTest

@testable import WaveNumerics

/// Explicit Euler, implicit Euler and velocity Verlet as the catalogue lists them: each converges to the exact spring
/// at its order (1, 1, 2), measured as a log-log slope over halving frames.
final class TextbookIntegratorOrderTests: XCTestCase {
  /// Frame durations, s: 1/30 … 1/960, each half the one before.
  static let dts: [Double] = [30.0, 60, 120, 240, 480, 960].map { 1 / $0 }

  /// The largest |x − x_exact| over 1 s from 0 toward 1 at frames of `dt`, the exact spring written out in the test
  /// (``TextbookOscillator``).
  static func largestError(_ integrator: any TrajectoryIntegrator, _ spring: Spring, dt: Double) throws -> Double {
    let frames = Int((1 / dt).rounded())
    let run = try integrator.integrate(
      SpringProblem(spring: spring, from: 0, to: 1), frameDurations: Array(repeating: dt, count: frames))
    let book = TextbookOscillator(
      mass: Double(spring.mass), stiffness: Double(spring.stiffness), damping: Double(spring.dampingCoefficient))
    return zip(run.times, run.values).map { abs($1 - book.position(at: $0, from: 0, to: 1)) }.max() ?? 0
  }

  /// The least-squares slope of ln(error) against ln(dt).
  static func slope(dts: [Double], errors: [Double]) -> Double {
    let x = dts.map { Foundation.log($0) }
    let y = errors.map { Foundation.log($0) }
    let mx = x.reduce(0, +) / Double(x.count)
    let my = y.reduce(0, +) / Double(y.count)
    let sxy = zip(x, y).map { ($0 - mx) * ($1 - my) }.reduce(0, +)
    let sxx = x.map { ($0 - mx) * ($0 - mx) }.reduce(0, +)
    return sxy / sxx
  }

  /// The frames a fit is made over: those with |root|·dt ≤ 0.42 for the spring's fastest root.
  ///
  /// The fastest root is ω0 up to critical damping and γ + √(γ² − ω0²) above it; 0.42 is the premise of
  /// ``Tolerance/measuredOrder``'s derivation (ω·dt ≤ 0.42 at 1/30 s for a response of 0.5 s). An overdamped
  /// spring's fast root is larger (ζ 2: 46.9/s), so its coarsest frames are left out.
  static func fitted(_ spring: Spring) -> [Double] {
    let (k, c, m) = (Double(spring.stiffness), Double(spring.dampingCoefficient), Double(spring.mass))
    let gamma = c / (2 * m)
    let omega0Squared = k / m
    let fastest =
      gamma * gamma > omega0Squared ? gamma + (gamma * gamma - omega0Squared).squareRoot() : omega0Squared.squareRoot()
    return dts.filter { fastest * $0 <= 0.42 }
  }

  /// Orders 1, 1 and 2 on one spring per damping regime (ζ 0.5, 1, 2; response 0.5 s), within
  /// ``Tolerance/measuredOrder`` (0.15: derived there for these frames and this response, ω·dt ≤ 0.42; the next term
  /// of the error expansion moves a fitted slope by ≲ 0.1), over the frames that keep that premise (``fitted(_:)``).
  func testOrders_AreOneOneAndTwo() throws {
    let expected: [(name: String, order: Double)] = [("explicit-euler", 1), ("implicit-euler", 1), ("verlet", 2)]
    for (name, order) in expected {
      let integrator = try XCTUnwrap(IntegratorCatalogue.named(name), name)
      XCTAssertEqual(IntegratorCatalogue.entries.first { $0.name == name }?.kind, .textbook, name)
      for zeta in [0.5, 1.0, 2.0] {
        let spring = Spring(dampingRatio: zeta, response: 0.5)
        let dts = Self.fitted(spring)
        XCTAssertGreaterThanOrEqual(dts.count, 4, "ζ \(zeta)")
        let errors = try dts.map { try Self.largestError(integrator, spring, dt: $0) }
        XCTAssertEqual(
          Self.slope(dts: dts, errors: errors), order, accuracy: Tolerance.measuredOrder, "\(name) ζ \(zeta)")
      }
    }
  }

  /// One step of each from (u, v) = (−1, 3) toward 0, against the step written out here from its textbook definition
  /// (each is a few exact operations on the spring's k, c, m, so they agree to a few ulps: 1e-14).
  func testOneStep_IsTheTextbookStep() throws {
    let spring = Spring(dampingRatio: 0.3, response: 0.4)
    let (k, c, m) = (Double(spring.stiffness), Double(spring.dampingCoefficient), Double(spring.mass))
    let (u, v, h) = (-1.0, 3.0, 1.0 / 60)
    let a = (-k * u - c * v) / m
    // Explicit: both from the old state.
    let explicit = (u + h * v, v + h * a)
    // Implicit: v₁ = v + h·a(u + h·v₁, v₁), solved for v₁.
    let implicitV = (m * v - h * k * u) / (m + h * c + h * h * k)
    let implicit = (u + h * implicitV, implicitV)
    // Verlet: u₁ = u + h·v + h²a/2, v₁ = v + h(a + a(u₁, v₁))/2, solved for v₁.
    let verletU = u + h * v + h * h * a / 2
    let verletV = (v + h / 2 * (a - k * verletU / m)) / (1 + h * c / (2 * m))
    for (name, step) in [("explicit-euler", explicit), ("implicit-euler", implicit), ("verlet", (verletU, verletV))] {
      let run = try XCTUnwrap(IntegratorCatalogue.named(name)).integrate(
        SpringProblem(spring: spring, from: -1, to: 0, velocity: 3), frameDurations: [h])
      // One step of the same formula, possibly in another order: about a dozen roundings of terms ≤ k·|u|·h ≈ 4 (≲
      // 5e-15); 1e-14 is about twice that, and the three methods differ from each other by ≈ h²·|a| ≈ 0.06.
      XCTAssertEqual(run.values[1], step.0, accuracy: 1e-14, name)
      XCTAssertEqual(run.velocities[1], step.1, accuracy: 1e-14, name)
    }
  }
}
