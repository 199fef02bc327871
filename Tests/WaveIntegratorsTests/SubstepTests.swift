import Foundation
import WaveCore
import WaveTestSupport
import XCTest

@testable import WaveNumerics

/// `--substeps N` on the fixed-step integrators: at 1 the engine's step is Wave's bit for bit; with more the error
/// against the exact spring shrinks at each method's order.
final class SubstepTests: XCTestCase {
  static let spring = Spring(dampingRatio: 0.5, response: 0.4)
  static let frames = [Double](repeating: 1.0 / 60, count: 60)
  static let problem = SpringProblem(spring: spring, from: 0, to: 1000, velocity: -300)

  /// One substep is Wave's step: every frame equals the step written out again (``referenceEulerStep``), bit for bit,
  /// and so does the batch stepper.
  func testEngineStep_AtOneSubstep_IsWavesStepBitForBit() throws {
    let (k, c, m) = (Double(Self.spring.stiffness), Double(Self.spring.dampingCoefficient), Double(Self.spring.mass))
    var (x, v) = (0.0, -300.0)
    var expected = [x]
    for dt in Self.frames {
      (x, v) = referenceEulerStep(value: x, target: 1000, velocity: v, dt: dt, k: k, c: c, m: m)
      expected.append(x)
    }
    let engine = try XCTUnwrap(IntegratorChoice(name: "euler", substeps: 1).make() as? EulerIntegrator)
    XCTAssertEqual(engine.integrate(Self.problem, frameDurations: Self.frames).values, expected)
    XCTAssertEqual(EulerIntegrator().integrate(Self.problem, frameDurations: Self.frames).values, expected)
    let batch = try IntegratorChoice(name: "batch", substeps: 1).make()
    XCTAssertEqual(try batch.integrate(Self.problem, frameDurations: Self.frames).values, expected)
  }

  /// N substeps of a frame are N of Wave's steps of dt / N (the step written out again), bit for bit; the batch stepper
  /// substeps the same.
  func testEngineStep_WithSubsteps_IsWavesStepAtTheShorterStep() throws {
    let (k, c, m) = (Double(Self.spring.stiffness), Double(Self.spring.dampingCoefficient), Double(Self.spring.mass))
    var (x, v) = (0.0, -300.0)
    var expected = [x]
    for dt in Self.frames {
      for _ in 0..<4 { (x, v) = referenceEulerStep(value: x, target: 1000, velocity: v, dt: dt / 4, k: k, c: c, m: m) }
      expected.append(x)
    }
    for name in ["euler", "batch"] {
      let integrator = try IntegratorChoice(name: name, substeps: 4).make()
      XCTAssertEqual(try integrator.integrate(Self.problem, frameDurations: Self.frames).values, expected, name)
    }
  }

  /// With 1, 2, 4, 8 and 16 substeps at 60 Hz, every fixed-step integrator's largest error against the exact spring
  /// (written out in the test, ``TextbookOscillator``) shrinks, at the method's order: the slope of ln(error) against
  /// ln(step) within ``Tolerance/measuredOrder`` of it (0.15: derived there for steps with ω·h ≤ 0.42; here
  /// ω0·h ≤ 15.7/60 = 0.26).
  func testSubsteps_ConvergeToTheExactSpringAtEachMethodsOrder() throws {
    let book = TextbookOscillator(
      mass: Double(Self.spring.mass), stiffness: Double(Self.spring.stiffness),
      damping: Double(Self.spring.dampingCoefficient))
    let counts = [1, 2, 4, 8, 16]
    let orders: [(String, Double)] = [
      ("euler", 1), ("batch", 1), ("explicit-euler", 1), ("implicit-euler", 1), ("verlet", 2), ("rk4", 4),
    ]
    for (name, order) in orders {
      var errors: [Double] = []
      for n in counts {
        let run = try IntegratorChoice(name: name, substeps: n).make().integrate(
          Self.problem, frameDurations: Self.frames)
        errors.append(
          zip(run.times, run.values).map { abs($1 - book.position(at: $0, from: 0, to: 1000, v0: -300)) }.max() ?? 0)
      }
      for (coarse, fine) in zip(errors, errors.dropFirst()) { XCTAssertLessThan(fine, coarse, "\(name): \(errors)") }
      let steps = counts.map { 1.0 / 60 / Double($0) }
      XCTAssertEqual(
        TextbookIntegratorOrderTests.slope(dts: steps, errors: errors), order, accuracy: Tolerance.measuredOrder,
        "\(name): \(errors)")
    }
  }

  /// The exact references and the peers take no substeps: refused, naming the option.
  func testSubsteps_OnIntegratorsWithoutAFixedStep_AreRefused() {
    for name in ["exact", "propagator", "fluid", "rebound", "ca"] {
      XCTAssertThrowsError(try IntegratorChoice(name: name, substeps: 2).make(), name) {
        XCTAssertTrue("\($0)".hasPrefix("--substeps"), "\($0)")
      }
    }
  }
}
