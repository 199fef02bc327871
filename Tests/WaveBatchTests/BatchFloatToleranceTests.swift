import Foundation
import WaveBatch
import WaveCore
import WaveTestSupport
import XCTest

/// The Float batch against the Double batch (the engine's numbers), over whole animations.
final class BatchFloatToleranceTests: XCTestCase {
  /// One seeded animation of the tolerance test: a UI spring, a schedule, start, target and velocity.
  struct Animation: Sendable {
    let seed: UInt64
    let spring: Spring
    let schedule: FrameSchedule
    let from: Double, to: Double, velocity: Double
    var durations: [Double] { schedule.durations(count: 4000) }

    init(seed: UInt64) {
      var rng = SeededGenerator(seed: seed)
      self.seed = seed
      spring = rng.uiSpring()
      schedule = rng.schedule(Int(seed))
      from = rng.coordinate()
      to = rng.coordinate()
      velocity = Double.random(in: -3000...3000, using: &rng)
    }
  }

  /// The 200 seeded animations every test here runs.
  static let animations = (UInt64(1)...200).map(Animation.init(seed:))

  func testFloatBatch_WithinStatedTolerance_RandomSpringsAndSchedules() {
    var worst = 0.0
    for a in Self.animations {
      let report = FloatDrift.measure(
        spring: a.spring, from: a.from, to: a.to, velocity: a.velocity, frameDurations: a.durations)
      worst = max(worst, report.relativeValueDifference)
      XCTAssertLessThanOrEqual(
        report.relativeValueDifference, Tolerance.batchFloatRelative,
        "seed \(a.seed): \(a.spring) \(a.schedule) \(a.from)→\(a.to) v0 \(a.velocity): \(report)")
      XCTAssertEqual(report.doubleEndFrame, report.floatEndFrame, "the settle rule runs on the Double clock")
      XCTAssertNotNil(report.doubleEndFrame, "seed \(a.seed): the animation must end within the frames given")
    }
    print("Float batch vs Double batch over \(Self.animations.count) animations: worst relative drift \(worst)")
    XCTAssertGreaterThan(worst, 0, "Float must differ from Double somewhere, or the test compares nothing")
  }

  // MARK: The tolerance catches a changed Float step

  /// A Float Euler step: (value, target, velocity, dt, k, c, m) → (value, velocity).
  typealias FloatStep = @Sendable (Float, Float, Float, Float, Float, Float, Float) -> (Float, Float)

  /// The batch's Float step in the engine's operation order (`KernelBodies.eulerShared`): the reference step
  /// of WaveTestSupport, in Float.
  static let engineOrder: FloatStep = { x, t, v, h, k, c, m in
    referenceEulerStep(value: x, target: t, velocity: v, dt: h, k: k, c: c, m: m)
  }

  /// The same seven operations, reordered: the position moves with the velocity before the velocity is
  /// updated (`x + v·h`, then `v + a·h`), which is explicit Euler instead of the engine's semi-implicit step.
  static let positionBeforeVelocity: FloatStep = { x, t, v, h, k, c, m in
    let displacement = x - t
    let springForce = -k * displacement
    let dampingForce = c * v
    let force = springForce - dampingForce
    let acceleration = force / m
    let newValue = x + v * h
    return (newValue, v + acceleration * h)
  }

  /// The engine's order with the stiffness carried at 17 significant bits instead of Float's 24 (the low 7
  /// bits cleared: a relative error ≤ 2⁻¹⁷ ≈ 7.6e-6, 128 times Float's rounding), as a coefficient computed
  /// once in lower precision would be.
  ///
  /// Subtle: a bound of 2e-4 would pass it on every seeded animation.
  static let stiffnessAt17Bits: FloatStep = { x, t, v, h, k, c, m in
    engineOrder(x, t, v, h, Float(bitPattern: k.bitPattern & ~0x7F), c, m)
  }

  /// max over frames of |Float run − Double run| / the animation's magnitude, with the batch's conversions
  /// (inputs, coefficients and each dt rounded to Float) and its settle rule (both runs snap to their target
  /// at the first frame whose clock, in Double, reaches the settling duration), as `FloatDrift` measures it.
  static func drift(_ a: Animation, step: FloatStep) -> Double {
    let k = Double(a.spring.stiffness)
    let c = Double(a.spring.dampingCoefficient)
    let m = Double(a.spring.mass)
    let fk = Float(k)
    let fc = Float(c)
    let fm = Float(m)
    var x = a.from
    var v = a.velocity
    var fx = Float(a.from)
    var fv = Float(a.velocity)
    let ft = Float(a.to)
    var worst = abs(Double(fx) - x)
    var now = 0.0
    var start: Double?
    for dt in a.durations {
      (x, v) = SpringStep.semiImplicitEuler(
        value: x, target: a.to, velocity: v, dt: dt, stiffness: k, dampingCoefficient: c, mass: m)
      (fx, fv) = step(fx, ft, fv, Float(dt), fk, fc, fm)
      now += dt
      if start == nil { start = now }
      // The end as upstream main counts it: t_k − t₁ ≥ settlingDuration (jtrivedi/Wave a52498e,
      // SpringAnimator.swift:35-45, 229).
      if now - start! >= a.spring.settlingDuration {
        worst = max(worst, abs(Double(ft) - a.to))
        break
      }
      worst = max(worst, abs(Double(fx) - x))
    }
    let omega0 = (k / m).squareRoot()
    return worst / (max(abs(a.from), abs(a.to)) + abs(a.velocity) / omega0)
  }

  func testChangedFloatStep_ExceedsTheTolerance() {
    // Control: the harness is the Float batch. Its engine-order step reproduces FloatDrift's figure exactly
    // on every animation, so the mutants below differ from the batch by their change alone.
    for a in Self.animations {
      let report = FloatDrift.measure(
        spring: a.spring, from: a.from, to: a.to, velocity: a.velocity, frameDurations: a.durations)
      XCTAssertEqual(Self.drift(a, step: Self.engineOrder), report.relativeValueDifference, "seed \(a.seed)")
    }
    // The reordered step exceeds the tolerance on every seeded animation.
    let reordered = Self.animations.map { Self.drift($0, step: Self.positionBeforeVelocity) }
    for (a, drift) in zip(Self.animations, reordered) {
      XCTAssertGreaterThan(drift, Tolerance.batchFloatRelative, "seed \(a.seed): the reordered step passed")
    }
    // The coefficient at 17 bits exceeds it on some (measured: 83 of 200, worst 2.2e-5).
    let coarse = Self.animations.map { Self.drift($0, step: Self.stiffnessAt17Bits) }
    let caught = coarse.filter { $0 > Tolerance.batchFloatRelative }.count
    print(
      "reordered step: smallest drift \(reordered.min()!); stiffness at 17 bits: worst \(coarse.max()!), caught \(caught)/200"
    )
    XCTAssertGreaterThan(caught, 0, "a stiffness 128 times coarser than Float's must be caught on some animation")
  }
}
