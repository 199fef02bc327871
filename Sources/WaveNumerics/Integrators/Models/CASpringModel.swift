import Foundation
import WaveCore

/// What Core Animation displays at each frame for a `CASpringAnimation` of mass, stiffness, damping and `duration`.
///
/// Before `duration` it shows the closed form at the frame's time. From `duration` on the
/// animation is over: it is removed (`isRemovedOnCompletion`, default true) and the layer shows its model value,
/// taken here to be the target, as in the usual pattern of setting the model value to `toValue`. When `duration`
/// is shorter than the spring's settling duration, the display jumps to the target at `duration`.
///
/// This is reverse-engineered from a decompilation of QuartzCore, iOS 26.1 build 23B85
/// (EthanArbuckle/iPhone18-3_26.1_23B85_Restore, `System/Library/Frameworks/QuartzCore.framework/QuartzCore/`:
/// `CASpringAnimation.mm` at 6d54c26 and `CASpringAnimation.m` at 004b2b3). It is generated pseudo-C, not
/// Apple's source. The stored index holds two more decompiled files whose repository it does not name:
/// `CA::Render::SpringAnimation::State::update` and `State::eval` are in its files 59072190690 and 58940817312,
/// and `-settlingDuration` (`[self durationForEpsilon:0.001]`) is in file 14279932841.
/// - `State::update(m, k, c, v, allowsOverdamping)`: ω0 = √(k/m), ζ = c/(2√(k·m)). ζ < 1 is the underdamped
///   closed form 1 − e^{−ζω0·t}(cos ω_d·t + B sin ω_d·t), where ω_d = ω0√(1 − ζ²) and B = (ζω0 − v)/ω_d.
///   ζ = 1, and ζ > 1 without `allowsOverdamping` (its default is false, `+defaultValueForKey:`), is critical at
///   ω0: 1 − (1 + (ω0 − v)·t)e^{−ω0·t}, so damping above critical is ignored. ζ > 1 with `allowsOverdamping` is the
///   overdamped form. This is the reference oscillator with the damping clamped the same way, evaluated at
///   from + (to − from)·(that progress); v is the velocity in distances per second.
/// - `_timeFunction:` evaluates `State::eval` at `duration`·(the animation's progress), that is, at its time.
/// - `-durationForEpsilon:` (``duration(forEpsilon:mass:stiffness:damping:initialVelocity:allowsOverdamping:)``):
///   ε is floored at 1e-6. ζ = 0 gives ∞. ζ ≥ 1 runs the 0.1 s grid search with no sample cap
///   (``settlingGridSearch(epsilon:maximumSamples:distance:)``; past 10⁷ samples, 10⁶ s, the model gives up with ∞,
///   where Core Animation would keep searching). ζ < 1 gives max(0, −ln(ε/(1 + |B|))/(ζω0)). The
///   result is divided by `speed` (1 here) and capped at FLT_MAX, so an undamped spring reports 3.4028e38 s.
/// - `settlingDuration` is `durationForEpsilon:0.001`. Apple's documentation gives one worked figure, "approximately
///   2.85 seconds" for m 1, k 100, c 5 (https://developer.apple.com/documentation/quartzcore/caspringanimation/settlingduration).
///   The rule gives 2.85498 for it.
///
/// `duration` is documented to default to 0 (https://developer.apple.com/documentation/quartzcore/camediatiming/duration).
/// The 0.25 s an animation with duration 0 runs is CATransaction's default `animationDuration`, not a number on
/// that page, so this model takes `duration` explicitly. `initialVelocity` is taken to be the `velocity` the
/// decompiled code reads (guessed: the public property's getter is not in the files read).
package struct CASpringModel: Sendable {
  /// The ε of `settlingDuration`: `durationForEpsilon:0.001`.
  static let settlingEpsilon = 0.001
  /// `durationForEpsilon:`'s floor on ε: 1e-6.
  static let minimumEpsilon = 1e-6

  /// The spring as given: m > 0, k > 0, c ≥ 0.
  package let mass: Double, stiffness: Double, damping: Double
  /// Off (Core Animation's default): damping above critical is ignored (critical at ω0).
  package let allowsOverdamping: Bool
  /// `fromValue`, `toValue` (any unit) and the initial velocity (units/s).
  package let from: Double, to: Double, initialVelocity: Double
  /// The animation's `duration` (s, ≥ 0): from it on the layer shows the target.
  package let duration: Double
  /// The equation Core Animation evaluates, with the damping after the clamp.
  package let oscillator: DampedOscillator

  /// A `CASpringAnimation` from `from` to `to`.
  ///
  /// `duration` is the animation's `duration` (s); nil for its `settlingDuration` with this animation's initial
  /// velocity, the common `animation.duration = animation.settlingDuration`.
  ///
  /// - Throws: ``SpringParameterError`` when m or k is not finite and > 0, or c is not finite and ≥ 0.
  package init(
    mass: Double, stiffness: Double, damping: Double, allowsOverdamping: Bool = false, from: Double, to: Double,
    initialVelocity: Double = 0, duration: Double? = nil
  ) throws(SpringParameterError) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.allowsOverdamping = allowsOverdamping
    self.from = from
    self.to = to
    self.initialVelocity = initialVelocity
    oscillator = DampedOscillator(
      try Self.parameters(mass: mass, stiffness: stiffness, damping: damping, allowsOverdamping: allowsOverdamping))
    self.duration =
      duration
      ?? Self.duration(
        forEpsilon: Self.settlingEpsilon, mass: mass, stiffness: stiffness, damping: damping,
        initialVelocity: to == from ? 0 : initialVelocity / (to - from), allowsOverdamping: allowsOverdamping)
  }

  /// The problem's Wave spring as a `CASpringAnimation`, through its stored m, k, c (``PhysicalSpring``).
  package init(
    _ problem: SpringProblem, allowsOverdamping: Bool = false, duration: Double? = nil
  ) throws(SpringParameterError) {
    let p = try PhysicalSpring(problem.spring)
    try self.init(
      mass: p.mass, stiffness: p.stiffness, damping: p.damping, allowsOverdamping: allowsOverdamping,
      from: problem.from, to: problem.to, initialVelocity: problem.velocity, duration: duration)
  }

  /// How close to ``duration`` a frame's time must come to be at it, s: frame times are running sums of frame
  /// durations and carry their rounding (30 frames of 1/120 s sum to 0.24999999999999997), where the render server's
  /// frame falls on the duration itself.
  package static let endSlack = 1e-9

  /// What the layer shows `t` seconds (≥ 0) after the animation began: the closed form before ``duration``, the
  /// target with velocity 0 from it on (within ``endSlack``).
  package func displayed(at t: Double) -> (value: Double, velocity: Double) {
    guard t < duration - Self.endSlack else { return (to, 0) }
    let state = oscillator.state(at: t, x0: from, v0: initialVelocity, target: to)
    return (state.position, state.velocity)
  }

  /// Row 0 the start, row i what the layer shows at the end of frame i of `durations` (s, each > 0).
  package func trajectory(frameDurations durations: [Double]) -> Trajectory {
    .sampled(from: from, velocity: initialVelocity, durations: durations, displayed(at:))
  }
}

extension CASpringModel {
  /// `CASpringAnimation.settlingDuration` with `mass`, `stiffness`, `damping` and the defaults (initial velocity
  /// 0, `allowsOverdamping` false, speed 1), in seconds: `durationForEpsilon:0.001`.
  ///
  /// - Returns: the settling duration (s); 3.4028e38 (FLT_MAX) for an undamped spring; NaN for m or k not finite
  ///   and > 0 or c not finite and ≥ 0.
  package static func settlingDuration(mass: Double, stiffness: Double, damping: Double) -> Double {
    duration(forEpsilon: settlingEpsilon, mass: mass, stiffness: stiffness, damping: damping)
  }

  /// `-[CASpringAnimation durationForEpsilon:]` at speed 1, in seconds (decompiled QuartzCore, see the type).
  ///
  /// - Parameters:
  ///   - epsilon: the band around the target, in distances (floored at 1e-6).
  ///   - mass: m, > 0.
  ///   - stiffness: k, > 0.
  ///   - damping: c, ≥ 0.
  ///   - initialVelocity: in distances per second, positive toward the target.
  ///   - allowsOverdamping: off (the default): damping above critical is ignored.
  /// - Returns: ζ < 1: max(0, −ln(ε/(1 + |B|))/(ζω0)) with B = (ζω0 − v)/ω_d; ζ ≥ 1: the 0.1 s grid search, with no
  ///   sample cap in Core Animation (here ∞ past 10⁷ samples). The result is capped at FLT_MAX (an undamped spring,
  ///   or one that gives up, gives FLT_MAX). NaN for parameters
  ///   ``PhysicalSpring`` refuses.
  package static func duration(
    forEpsilon epsilon: Double, mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0,
    allowsOverdamping: Bool = false
  ) -> Double {
    guard
      let p = try? parameters(mass: mass, stiffness: stiffness, damping: damping, allowsOverdamping: allowsOverdamping)
    else { return .nan }
    let omega0 = (stiffness / mass).squareRoot()
    let zeta = damping / (2 * (stiffness * mass).squareRoot())
    let floored = max(epsilon, minimumEpsilon)
    let time: Double
    if zeta == 0 {
      time = .infinity
    } else if zeta >= 1 {
      let oscillator = DampedOscillator(p)
      // Every spring searched here decays (critical, or overdamped); one too slow for 10⁷ samples gives ∞.
      time = settlingGridSearch(epsilon: floored, maximumSamples: nil) { t in
        abs(oscillator.state(at: t, x0: 0, v0: initialVelocity, target: 1).position - 1)
      }
    } else {
      let dampedFrequency = (-(zeta * zeta - 1)).squareRoot() * omega0
      let b = -(initialVelocity - zeta * omega0) / dampedFrequency
      time = max(-Foundation.log(floored / (abs(b) + 1)) / (omega0 * zeta), 0)
    }
    let speed = 1.0
    return min(abs(time / speed), Double(Float.greatestFiniteMagnitude))
  }

  /// The equation `State::update` sets up: ζ > 1 without `allowsOverdamping` is critical at ω0, the damping
  /// 2m·ω0 = 2√(k·m).
  static func parameters(
    mass: Double, stiffness: Double, damping: Double, allowsOverdamping: Bool
  ) throws(SpringParameterError) -> PhysicalSpring {
    let given = try PhysicalSpring(mass: mass, stiffness: stiffness, damping: damping).solvable()
    guard given.dampingRatio > 1 && !allowsOverdamping else { return given }
    return try given.criticallyDamped.solvable()
  }
}
