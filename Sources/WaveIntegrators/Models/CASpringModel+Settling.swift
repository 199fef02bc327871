import Foundation
import WaveAnalysis
import WaveCore
import WaveReference

extension CASpringModel {
  /// `CASpringAnimation.settlingDuration` with `mass`, `stiffness`, `damping` and the defaults (initial velocity
  /// 0, `allowsOverdamping` false, speed 1), in seconds: `durationForEpsilon:0.001`.
  ///
  /// - Returns: the settling duration (s); 3.4028e38 (FLT_MAX) for an undamped spring; NaN for m or k not finite
  ///   and > 0 or c not finite and ≥ 0.
  public static func settlingDuration(mass: Double, stiffness: Double, damping: Double) -> Double {
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
  public static func duration(
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
    let given = try PhysicalSpring(mass: mass, stiffness: stiffness, damping: damping).checked()
    guard given.dampingRatio > 1 && !allowsOverdamping else { return given }
    return try PhysicalSpring(mass: mass, stiffness: stiffness, damping: (stiffness / mass).squareRoot() * 2 * mass)
      .checked()
  }
}
