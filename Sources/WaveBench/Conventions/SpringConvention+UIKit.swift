import Foundation
import WaveCore

extension SpringConvention {
  /// UIKit's duration springs: `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:
  /// options:animations:completion:)` and `UIViewPropertyAnimator(duration:dampingRatio:animations:)`, which fit a
  /// spring to the duration they are given and run it as a Core Animation spring that ends at that duration.
  ///
  /// UIKit's source is not public. This follows OpenUXKit's re-implementation (OpenUXKit/OpenUXKit 6d11772,
  /// `Sources/OpenUXKit/Transition & Animation/UXViewAnimationContext.m:15-107`,
  /// `generateSpringPropertiesForDuration:damping:velocity:` and `parametersOfSpringAnimation`), a reading of a
  /// re-implementation, as ``CoreAnimation``'s end is of a decompilation:
  /// - mass 1 (`:16`); the damping ratio clamped to [1.1920929e-7, 1] and the duration to [0.01, 10] s (`:30-31`);
  /// - the natural frequency ω at which the envelope with the initial velocity v (travels a second, Apple's
  ///   `initialSpringVelocity`, shared/reference/uikit-initial-velocity.txt) falls to 0.001 at the duration d: for
  ///   ζ ≥ 1, (1 + (ω − v)·d)·e^(−ω·d) = 0.001 (`:35-49`); below, |(ζω − v)/(√(1 − ζ²)·ω)|·e^(−ζω·d) = 0.001
  ///   (`:50-82`); found by 12 Newton steps from ω = 5/d (`:85-90`). The re-implementation rounds each exponential
  ///   through Float (`expf((float)x)`), where UIKit calls `exp`: the solve here is in Double throughout;
  /// - stiffness ω², damping 2ζω (`:92-98`).
  ///
  /// Expressing: for mass 1 and ζ ≤ 1 (UIKit clamps above), the duration whose solve from rest gives the spring's ω
  /// back; lossy otherwise, or when no duration in [0.01, 10] s gives it.
  package enum UIKit: EngineConvention {
    package static let engine = SpringEngine.uikit
    package static let forms = [
      ParameterForm([.init("duration"), .init("dampingRatio"), .init("velocity", default: 0)])
    ]
    package static let source =
      "OpenUXKit 6d11772 UXViewAnimationContext.m:15-107 (re-implementation of UIKit's "
      + "generateSpringPropertiesForDuration:damping:velocity:): mass 1, ζ in [1.19e-7, 1], duration in [0.01, 10], "
      + "12 Newton steps from 5/duration to the 0.001 envelope"

    /// The envelope's value at the duration, the threshold the solve reaches: 0.001 (`:18`).
    static let threshold = 0.001
    /// UIKit's clamps: the damping ratio and the duration, s (`:30-31`).
    static let dampingRange = 1.1920929e-7...1.0
    static let durationRange = 0.01...10.0
    /// The Newton steps of the solve (`:86`).
    static let newtonSteps = 12

    package static func physical(_ values: FormValues) throws(ConventionError) -> PhysicalSpring {
      let (duration, zeta, velocity) = (values["duration"], values["dampingRatio"], values["velocity"])
      try require(duration > 0, "duration", duration, "> 0")
      try require(zeta >= 0, "dampingRatio", zeta, "≥ 0")
      guard let omega = naturalFrequency(duration: duration, dampingRatio: zeta, velocity: velocity) else {
        throw ConventionError(
          engine,
          "UIKit's solve for duration \(duration), dampingRatio \(zeta), velocity \(velocity) does not converge "
            + "(its Newton step finds no spring)")
      }
      let z = clampedDampingRatio(zeta)
      return PhysicalSpring(mass: 1, stiffness: omega * omega, damping: z * (omega + omega))
    }

    /// The damping ratio UIKit runs: `zeta` clamped to [1.1920929e-7, 1].
    static func clampedDampingRatio(_ zeta: Double) -> Double {
      min(max(zeta, dampingRange.lowerBound), dampingRange.upperBound)
    }

    /// The duration UIKit's animation runs for, s: `duration` clamped to [0.01, 10]; it ends there.
    static func clampedDuration(_ duration: Double) -> Double {
      min(max(duration, durationRange.lowerBound), durationRange.upperBound)
    }

    /// UIKit's natural frequency ω, rad/s, for a duration (s), a damping ratio and an initial velocity (travels a
    /// second): 12 Newton steps from 5/d on the envelope equation (see the type); nil when a step divides by zero or
    /// the result is not finite and > 0 (the solve breaks down).
    static func naturalFrequency(duration: Double, dampingRatio: Double, velocity v: Double) -> Double? {
      let d = clampedDuration(duration)
      let zeta = clampedDampingRatio(dampingRatio)
      let f: (Double) -> Double
      let df: (Double) -> Double
      if zeta >= 1 {
        f = { w in
          let delta = w - v
          return (delta < 0 ? threshold : -threshold) + (delta * d + 1) * exp(-(d * w))
        }
        df = { w in d * d * (v - w) / exp(w * d) }
      } else {
        let root = (1 - zeta * zeta).squareRoot()
        let ratio = { (w: Double) in -(v - zeta * w) / (root * w) }
        f = { w in threshold - abs(ratio(w) * exp(-(d * zeta * w))) }
        df = { w in
          let w2 = w * w
          let envelope = v + v * (d * zeta) * w
          let scaled = d * (zeta * zeta) * w2
          let numerator = exp(-(d * zeta * w)) * ratio(w) <= 0 ? envelope - scaled : scaled - envelope
          return numerator / (w2 * root * exp(w * d * zeta))
        }
      }
      var w = 5 / d
      for _ in 0..<newtonSteps {
        let slope = df(w)
        guard slope != 0, slope.isFinite else { return nil }
        w -= f(w) / slope
      }
      return w.isFinite && w > 0 ? w : nil
    }

    package static func express(_ physical: PhysicalSpring) -> SpringExpression {
      let omega = (physical.stiffness / physical.mass).squareRoot()
      let zeta = physical.damping / (2 * (physical.stiffness * physical.mass).squareRoot())
      let z = min(zeta, 1)
      // From rest: ζ < 1, |ζ/√(1 − ζ²)|·e^(−ζω·d) = 0.001; ζ = 1, (1 + x)·e^(−x) = 0.001 with x = ω·d.
      let duration: Double
      if z < 1 {
        duration = Foundation.log(z / ((1 - z * z).squareRoot() * threshold)) / (z * omega)
      } else {
        var x = 9.0
        for _ in 0..<50 { x -= ((1 + x) * exp(-x) - threshold) / (-x * exp(-x)) }
        duration = x / omega
      }
      let parameters: [EngineSpring.Parameter] = [.init("duration", duration), .init("dampingRatio", z)]
      let spring = EngineSpring(engine: engine, parameters: parameters)
      var reasons: [String] = []
      if physical.mass != 1 { reasons.append("UIKit's duration spring has mass 1") }
      if zeta > 1 { reasons.append("UIKit clamps the damping ratio to 1 (ζ \(zeta) runs as critical)") }
      let back = naturalFrequency(duration: duration, dampingRatio: z, velocity: 0)
      if !(duration > 0) || !durationRange.contains(duration) {
        reasons.append("no duration in 0.01...10 s gives this spring")
      } else if let back, abs(back - omega) > 1e-9 * omega {
        reasons.append("UIKit's solve lands on ω \(back) for this duration, not \(omega)")
      } else if back == nil {
        reasons.append("UIKit's solve breaks down for this duration")
      }
      return SpringExpression(spring, lossReason: reasons.isEmpty ? nil : reasons.joined(separator: "; "))
    }

    package static func code(_ values: FormValues, number: (Double) -> String) -> String {
      "UIView.animate(withDuration: \(number(values["duration"])), delay: 0, usingSpringWithDamping: "
        + "\(number(values["dampingRatio"])), initialSpringVelocity: \(number(values["velocity"])), options: [], "
        + "animations: { … })"
    }
  }
}
