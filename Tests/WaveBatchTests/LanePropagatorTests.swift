import Foundation
import WaveBatch
import WaveCore
import WaveTestSupport
import XCTest

@testable import WaveNumerics

/// The per-lane exact stepper's propagator, computed by the batch with its own vectorised functions, against the
/// scalar propagator of the references (`DampedOscillator.transition(over:)`, the platform's libm).
///
/// Measured worst error over the 20,000 seeded (spring, dt) pairs of
/// `testLanePropagator_WithinBoundOfScalarPropagator`, relative to each entry's scale: 5.3e-16 (2.4 ulps; the bound,
/// `Tolerance.batchPropagatorRelative`, is 3.6e-15, 16 ulps).
final class LanePropagatorTests: XCTestCase {
  typealias Vector = LanePropagator.Vector

  /// Frame durations from 1/240 s to 1/30 s: the endpoints, the `vrr` schedule's and seeded ones between.
  func frameDurations(_ rng: inout SeededGenerator) -> [Double] {
    [1.0 / 240, 1.0 / 30] + [120.0, 110, 100, 90, 80].map { 1 / $0 }
      + (0..<3).map { _ in Double.random(in: (1.0 / 240)...(1.0 / 30), using: &rng) }
  }

  /// The largest error of the vectorised propagator of `spring` (m, k, c) over `dt`, relative to each entry's scale.
  func relativeError(_ spring: PhysicalSpring, dt: Double) -> Double {
    let p = LanePropagator.parameters(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
    let m = LanePropagator.transition(
      gamma: Vector(repeating: p.gamma), omega0Squared: Vector(repeating: p.omega0Squared),
      discriminant: Vector(repeating: p.discriminant), root: Vector(repeating: p.root), dt: dt)
    let scalar = DampedOscillator(spring).transition(over: dt)
    let decay: Double
    if spring.discriminant > 0 {
      let s = spring.discriminant.squareRoot()
      decay = exp(-spring.naturalFrequencySquared / (spring.decayRate + s) * dt)
    } else {
      decay = exp(-spring.decayRate * dt)
    }
    let diagonal = decay * (1 + spring.decayRate * dt)
    let errors = [
      abs(m.a[0] - scalar.a) / diagonal, abs(m.b[0] - scalar.b) / (decay * dt),
      abs(m.c[0] - scalar.c) / (decay * spring.naturalFrequencySquared * dt), abs(m.d[0] - scalar.d) / diagonal,
    ]
    return errors.max()!
  }

  /// Under-, critically and over-damped springs (ζ 0.01 … 20, response 0.02 … 5 s, masses 0.25 … 4) over frames of
  /// 1/240 … 1/30 s: every entry within `Tolerance.batchPropagatorRelative` of the scalar propagator's, relative to
  /// the entry's scale (``relativeError(_:dt:)``).
  func testLanePropagator_WithinBoundOfScalarPropagator() {
    var rng = SeededGenerator(seed: 31)
    var worst = 0.0
    for index in 0..<2_000 {
      let mass = [0.25, 0.5, 1, 2, 4][index % 5]
      let response = exp(Double.random(in: log(0.02)...log(5.0), using: &rng))
      let ratio: Double
      switch index % 4 {
      case 0: ratio = Double.random(in: 0.01...0.99, using: &rng)
      case 1: ratio = 1 + Double.random(in: -1e-6...1e-6, using: &rng)
      case 2: ratio = Double.random(in: 1.01...20, using: &rng)
      default: ratio = exp(Double.random(in: log(0.01)...log(20.0), using: &rng))
      }
      let stiffness = pow(2 * .pi / response, 2) * mass
      let spring = PhysicalSpring(
        mass: mass, stiffness: stiffness, damping: 2 * ratio * (stiffness * mass).squareRoot())
      for dt in frameDurations(&rng) {
        let error = relativeError(spring, dt: dt)
        worst = max(worst, error)
        XCTAssertLessThanOrEqual(error, Tolerance.batchPropagatorRelative, "\(spring), dt \(dt)")
      }
    }
    XCTAssertGreaterThan(worst, 0, "the two propagators never differed: the test compares nothing")
  }

  /// Exactly critical springs (c² = 4km, D = 0: m 1, k 4, c 4; m 0.5, k 8, c 4) and the public apps' critically damped
  /// ones through Wave's `Spring` (ζ 1, where D is a rounding away from 0).
  func testLanePropagator_CriticalDamping() {
    var rng = SeededGenerator(seed: 32)
    let exact = [
      PhysicalSpring(mass: 1, stiffness: 4, damping: 4), PhysicalSpring(mass: 0.5, stiffness: 8, damping: 4),
    ]
    let wave = [0.2, 0.3, 0.45].map { response -> PhysicalSpring in
      let spring = Spring(dampingRatio: 1, response: response)
      return PhysicalSpring(
        mass: Double(spring.mass), stiffness: Double(spring.stiffness), damping: Double(spring.dampingCoefficient))
    }
    XCTAssertEqual(exact.map(\.discriminant), [0, 0])
    for spring in exact + wave {
      for dt in frameDurations(&rng) {
        XCTAssertLessThanOrEqual(relativeError(spring, dt: dt), Tolerance.batchPropagatorRelative, "\(spring)")
      }
    }
  }

  /// `exp` and `sinCos` against Foundation's over the arguments the propagator gives them (exponents −745 … 0,
  /// angles 0 … 10⁵ rad): within 4 ulps of the result (of 1 for sin and cos, whose values cross 0).
  func testVectorMath_WithinFourULPsOfFoundation() {
    var rng = SeededGenerator(seed: 33)
    for _ in 0..<2_000 {
      let x = Vector((0..<8).map { _ in -exp(Double.random(in: log(1e-12)...log(745.0), using: &rng)) })
      let e = VectorMath.exp(x)
      let m1 = VectorMath.expm1(x, exp: e)
      let theta = Vector((0..<8).map { _ in exp(Double.random(in: log(1e-9)...log(1e5), using: &rng)) })
      let (s, c) = VectorMath.sinCos(theta)
      for lane in 0..<8 {
        let reference = Foundation.exp(x[lane])
        XCTAssertLessThanOrEqual(
          abs(e[lane] - reference), 4 * max(reference.ulp, .leastNonzeroMagnitude), "exp \(x[lane])")
        let referenceM1 = Foundation.expm1(x[lane])
        XCTAssertLessThanOrEqual(abs(m1[lane] - referenceM1), 4 * referenceM1.ulp, "expm1 \(x[lane])")
        XCTAssertLessThanOrEqual(abs(s[lane] - Foundation.sin(theta[lane])), 4 * Double.ulpOfOne, "sin \(theta[lane])")
        XCTAssertLessThanOrEqual(abs(c[lane] - Foundation.cos(theta[lane])), 4 * Double.ulpOfOne, "cos \(theta[lane])")
      }
    }
    XCTAssertEqual(VectorMath.exp(Vector(repeating: 0)), Vector(repeating: 1))
    XCTAssertEqual(VectorMath.exp(Vector(repeating: -800)), Vector(repeating: 0))
  }

  /// A per-lane exact batch on `vrr` (five durations, then the same again from its slots), with animations added and
  /// removed between frames: each lane moves, bit for bit, as `DampedOscillator.transition(over:)`'s matrix moves a
  /// state, with its spring's transition matrix over each frame (the vectorised one, computed lane by lane here),
  /// whichever slot or vector position gave it.
  func testPerLaneExactBatch_StepsEachLaneWithItsOwnPropagator() {
    var rng = SeededGenerator(seed: 34)
    let batch = SpringBatch<Double>(springs: .perLane, stepper: .exact(Propagators.exact), settle: .never, capacity: 2)
    var model: [(handle: BatchHandle, spring: Spring, x: Double, v: Double, t: Double)] = []
    func add() {
      let spring = rng.uiSpring()
      let (x, t, v) = (rng.coordinate(), rng.coordinate(), Double.random(in: -3000...3000, using: &rng))
      model.append((batch.add(value: x, target: t, velocity: v, spring: spring), spring, x, v, t))
    }
    for _ in 0..<21 { add() }
    for (frame, dt) in FrameSchedule.variableRefresh.durations(count: 36).enumerated() {
      if frame % 5 == 2 { add() }
      if frame % 7 == 3 {
        let removed = model.remove(at: Int.random(in: 0..<model.count, using: &rng))
        batch.remove(removed.handle)
      }
      batch.step(dt: dt)
      for index in model.indices {
        let p = LanePropagator.parameters(of: model[index].spring)
        let m = LanePropagator.laneTransition(
          gamma: p.gamma, omega0Squared: p.omega0Squared, discriminant: p.discriminant, root: p.root, dt: dt)
        let (x, v, t) = (model[index].x, model[index].v, model[index].t)
        let u = x - t
        model[index].x = t + ((m.a * u) + (m.b * v))
        model[index].v = (m.c * u) + (m.d * v)
        XCTAssertEqual(batch.value(model[index].handle).bitPattern, model[index].x.bitPattern, "frame \(frame)")
        XCTAssertEqual(batch.velocity(model[index].handle).bitPattern, model[index].v.bitPattern, "frame \(frame)")
      }
    }
  }
}
