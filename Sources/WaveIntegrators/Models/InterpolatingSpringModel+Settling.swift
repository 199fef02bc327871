import Foundation
import WaveAnalysis
import WaveCore
import WaveReference

extension InterpolatingSpringModel {
  /// `Spring(mass:stiffness:damping:).settlingDuration`, in seconds.
  ///
  /// SwiftUI's default applies: damping above critical is clamped to critical. The inputs are Apple's documented ones (target 1, initial velocity 0,
  /// ε 0.001); the rule is OpenSwiftUI's reverse engineering (see the type's discussion).
  ///
  /// - Returns: the settling duration (s), ∞ for an undamped spring, NaN for m or k not finite and > 0 or c not
  ///   finite and ≥ 0.
  public static func settlingDuration(mass: Double, stiffness: Double, damping: Double) -> Double {
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
  public static func settlingDuration(
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
    let given = try PhysicalSpring(mass: mass, stiffness: stiffness, damping: damping).checked()
    let naturalFrequency = (stiffness / mass).squareRoot()
    guard given.decayRate > naturalFrequency && !allowOverDamping else { return given }
    return try PhysicalSpring(mass: mass, stiffness: stiffness, damping: naturalFrequency * 2 * mass).checked()
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
