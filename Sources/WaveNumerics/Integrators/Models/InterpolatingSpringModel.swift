import Foundation
import WaveCore

/// What SwiftUI displays at each frame for a spring of mass, stiffness and damping.
///
/// It shows the closed form at the frame's time until the animation ends, then the target. Unlike a stepper, the
/// value at a time does not depend on the frames before it.
///
/// Modelled on SwiftUI's `Spring` and its interpolating-spring animation as reimplemented by OpenSwiftUI (a
/// reverse-engineered reimplementation, not Apple's source), commit 069dd80 (OpenSwiftUIProject/OpenSwiftUI),
/// files under `Sources/OpenSwiftUICore/Animation/Animation/Spring/`:
/// - the spring: `Respring/Spring+MassStiffnessDamping.swift:23-37`. With γ = c/(2m) and ω0 = √(k/m), when
///   γ > ω0 and `allowOverDamping` is false (its default) the spring becomes critically damped at ω0: the damping
///   is clamped to 2√(k·m) and anything above it is ignored. Apple's documentation says the same in words ("a value
///   of false specifies that such cases should instead be treated as critically damped",
///   https://developer.apple.com/documentation/swiftui/spring/init(mass:stiffness:damping:allowoverdamping:)).
/// - the display: `SpringAnimation.swift:38-57, 127-140`. Each frame samples the closed form at the animation's
///   time and scales the distance by it. The animation returns nil once the time reaches its duration
///   (`guard duration > time`), and SwiftUI then shows the target.
/// - `settlingDuration`: `Respring/Spring+VectorArithmetic.swift:16-68`. For an oscillating spring it is
///   −ln(ε / (|γ·target − v0| + |target|)) / γ (floored at 0). Note that |γ·target − v0| is not divided by the
///   damped frequency ω_d the way Core Animation's bound is (``CASpringModel``). Otherwise (critical, or overdamped
///   when allowed) it is the 0.1 s grid search of ``settlingGridSearch(epsilon:maximumSamples:distance:)``, capped
///   at 1024 samples. An undamped spring gives ∞. Apple documents the property's inputs: target 1, initial
///   velocity 0, ε 0.001 (https://developer.apple.com/documentation/swiftui/spring/settlingduration). The formula
///   itself is OpenSwiftUI's reverse engineering, and its file is marked "TODO: Audit Respring".
///
/// What is guessed. The end time of the display is `settlingDuration` for the animation's own initial velocity (in
/// distances per second; 0 when from = to). OpenSwiftUI's interpolating `SpringAnimation` removes itself at a time
/// of its own (`SpringModel.duration(epsilon: 0.001)`, `SpringAnimation.swift:90-125`), a Core Animation-like
/// bound. It is transcribed there as −ln(·)/(ζ/ω0), floored at 1 s, which we could not confirm and do not model;
/// pass `endTime` to use another end. `Animation.spring(response:dampingFraction:)` and
/// `.spring(duration:bounce:)` run `FluidSpringAnimation` (`FluidSpringAnimation.swift:30-91`), which steps the
/// spring in 1/300 s substeps instead of evaluating the closed form: not this model.
package struct InterpolatingSpringModel: Sendable {
  /// The ε that `Spring.settlingDuration` uses: 0.001 of the distance (Apple's documentation).
  static let settlingEpsilon = 0.001
  /// The samples OpenSwiftUI's settling search takes at most (`Spring+VectorArithmetic.swift:34`).
  static let settlingSearchSamples = 1024

  /// The spring as given: m > 0, k > 0, c ≥ 0.
  package let mass: Double, stiffness: Double, damping: Double
  /// Off (SwiftUI's default): damping above critical is clamped to critical.
  package let allowOverDamping: Bool
  /// The start, the target (any unit) and the initial velocity (units/s).
  package let from: Double, to: Double, initialVelocity: Double
  /// The time (s) from which SwiftUI shows the target: by default, ``settlingDuration(mass:stiffness:damping:allowOverDamping:target:initialVelocity:epsilon:)``
  /// for a unit distance and the initial velocity in distances per second.
  package let endTime: Double
  /// The equation SwiftUI evaluates, with the damping after the clamp.
  package let oscillator: DampedOscillator

  /// `Spring(mass:stiffness:damping:allowOverDamping:)` animating `from` → `to` with `initialVelocity`.
  ///
  /// `endTime` is when the animation ends (s); nil for the settling duration of this animation.
  ///
  /// - Throws: ``SpringParameterError`` when m or k is not finite and > 0, or c is not finite and ≥ 0.
  package init(
    mass: Double, stiffness: Double, damping: Double, allowOverDamping: Bool = false, from: Double, to: Double,
    initialVelocity: Double = 0, endTime: Double? = nil
  ) throws(SpringParameterError) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.allowOverDamping = allowOverDamping
    self.from = from
    self.to = to
    self.initialVelocity = initialVelocity
    oscillator = DampedOscillator(
      try Self.parameters(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allowOverDamping))
    let unitVelocity = to == from ? 0 : initialVelocity / (to - from)
    self.endTime =
      endTime
      ?? Self.settlingDuration(
        mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allowOverDamping,
        initialVelocity: unitVelocity)
  }

  /// The problem's Wave spring read as SwiftUI's, through its stored m, k, c (``PhysicalSpring``).
  package init(
    _ problem: SpringProblem, allowOverDamping: Bool = false, endTime: Double? = nil
  ) throws(SpringParameterError) {
    let p = try PhysicalSpring(problem.spring)
    try self.init(
      mass: p.mass, stiffness: p.stiffness, damping: p.damping, allowOverDamping: allowOverDamping,
      from: problem.from, to: problem.to, initialVelocity: problem.velocity, endTime: endTime)
  }

  /// What SwiftUI shows `t` seconds (≥ 0) into the animation: the closed form before ``endTime``, the target with
  /// velocity 0 from it on.
  package func displayed(at t: Double) -> (value: Double, velocity: Double) {
    guard t < endTime else { return (to, 0) }
    let state = oscillator.state(at: t, x0: from, v0: initialVelocity, target: to)
    return (state.position, state.velocity)
  }

  /// Row 0 the start, row i what SwiftUI shows at the end of frame i of `durations` (s, each > 0).
  package func trajectory(frameDurations durations: [Double]) -> Trajectory {
    .sampled(from: from, velocity: initialVelocity, durations: durations, displayed(at:))
  }
}

extension InterpolatingSpringModel {
  /// `Spring(mass:stiffness:damping:).settlingDuration`, in seconds.
  ///
  /// SwiftUI's default applies: damping above critical is clamped to critical. The inputs are Apple's documented ones (target 1, initial velocity 0,
  /// ε 0.001); the rule is OpenSwiftUI's reverse engineering (see the type's discussion).
  ///
  /// - Returns: the settling duration (s), ∞ for an undamped spring, NaN for m or k not finite and > 0 or c not
  ///   finite and ≥ 0.
  package static func settlingDuration(mass: Double, stiffness: Double, damping: Double) -> Double {
    settlingDuration(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: false)
  }

  /// `Spring(mass:stiffness:damping:allowOverDamping:).settlingDuration(target:initialVelocity:epsilon:)`, in
  /// seconds (OpenSwiftUI 069dd80, `Respring/Spring+VectorArithmetic.swift:24-68`).
  ///
  /// - Parameters:
  ///   - mass: m, > 0.
  ///   - stiffness: k, > 0.
  ///   - damping: c, ≥ 0.
  ///   - allowOverDamping: off: damping above critical is clamped to critical.
  ///   - target: the distance travelled, from 0 (any unit; 1 for `settlingDuration`).
  ///   - initialVelocity: the velocity at t = 0, in the target's units per second.
  ///   - epsilon: the band around the target that counts as settled, in the target's units.
  /// - Returns: for an oscillating spring, max(0, −ln(ε / (|γ·target − v0| + |target|)) / γ) with γ the decay
  ///   rate; otherwise the 0.1 s grid search (at most 1024 samples, 0 if it runs out). ∞ for γ = 0; NaN for
  ///   parameters ``PhysicalSpring`` refuses.
  package static func settlingDuration(
    mass: Double, stiffness: Double, damping: Double, allowOverDamping: Bool, target: Double = 1,
    initialVelocity: Double = 0, epsilon: Double = settlingEpsilon
  ) -> Double {
    guard
      let p = try? parameters(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allowOverDamping)
    else { return .nan }
    let decayConstant = p.decayRate
    if decayConstant == 0 { return .infinity }
    if angularFrequency(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allowOverDamping) > 0 {
      let magnitude = abs(target * decayConstant - initialVelocity) + abs(target)
      return max(0, -Foundation.log(epsilon / magnitude) / decayConstant)
    }
    let oscillator = DampedOscillator(p)
    return settlingGridSearch(epsilon: epsilon, maximumSamples: settlingSearchSamples) { t in
      abs(oscillator.state(at: t, x0: 0, v0: initialVelocity, target: target).position - target)
    }
  }

  /// The equation SwiftUI's `Spring(mass:stiffness:damping:allowOverDamping:)` stores
  /// (`Respring/Spring+MassStiffnessDamping.swift:23-37`): with γ = c/(2m) and ω0 = √(k/m), γ > ω0 without
  /// `allowOverDamping` becomes γ = ω0, the damping 2m·ω0 = 2√(k·m) (critical).
  static func parameters(
    mass: Double, stiffness: Double, damping: Double, allowOverDamping: Bool
  ) throws(SpringParameterError) -> PhysicalSpring {
    let given = try PhysicalSpring(mass: mass, stiffness: stiffness, damping: damping).solvable()
    guard given.decayRate > (stiffness / mass).squareRoot() && !allowOverDamping else { return given }
    return try given.criticallyDamped.solvable()
  }

  /// SwiftUI's `angularFrequency` (`Spring+MassStiffnessDamping.swift:27-34`).
  ///
  /// It is √|k/m − γ²| when the spring oscillates, its negative when overdamped, 0 when clamped to critical. Its
  /// sign picks the settling rule; a spring exactly
  /// at critical damping whose k/m − γ² rounds above 0 counts as oscillating, as in SwiftUI.
  static func angularFrequency(mass: Double, stiffness: Double, damping: Double, allowOverDamping: Bool) -> Double {
    let naturalFrequency = (stiffness / mass).squareRoot()
    let decay = damping / (2 * mass)
    if decay > naturalFrequency && !allowOverDamping { return 0 }
    let oscillation = abs(stiffness / mass - decay * decay).squareRoot()
    return decay > naturalFrequency ? -oscillation : oscillation
  }
}
