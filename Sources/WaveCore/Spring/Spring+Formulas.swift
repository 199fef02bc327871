import Foundation

extension Spring {
  /// The fraction of the distance left at the settling duration, by upstream's definition (0.01 %).
  package static let settlingPercentage: Double = 0.0001

  /// `ln(settlingPercentage)`, as upstream caches it.
  static let logOfSettlingPercentage = log(Spring.settlingPercentage)

  /// `(2π / response)² · mass`.
  ///
  /// Infinite for a response of 0.
  package static func stiffness(response: CGFloat, mass: CGFloat) -> CGFloat {
    pow(2.0 * .pi / response, 2.0) * mass
  }

  /// `2π / √(stiffness · mass)`, upstream's formula (the physical one is `2π · √(mass / stiffness)`;
  /// they agree only for mass 1).
  package static func response(stiffness: CGFloat, mass: CGFloat) -> CGFloat {
    (2.0 * .pi) / sqrt(stiffness * mass)
  }

  /// `4π · dampingRatio · mass / response`, before any rubberbanding.
  package static func dampingCoefficient(dampingRatio: CGFloat, response: CGFloat, mass: CGFloat) -> CGFloat {
    4.0 * .pi * dampingRatio * mass / response
  }

  /// The undamped natural frequency ωn = √(stiffness / mass), in rad/s.
  package static func undampedNaturalFrequency(stiffness: CGFloat, mass: CGFloat) -> CGFloat {
    sqrt(stiffness / mass)
  }

  /// Upstream's settling-time estimate, in seconds.
  ///
  /// - `−ln(1e-4) / (dampingRatio · ωn)` when `dampingRatio < 1` (the envelope of the underdamped solution
  ///   reaching 0.01 %);
  /// - for `dampingRatio ≥ 1`, 1.25 × the value at `dampingRatio = 1 − ulpOfOne`, whatever the ratio
  ///   (so a strongly overdamped spring is promised the same time as a critical one);
  /// - 1 s when the stiffness is infinite (response 0), to keep the display link alive for one snap.
  package static func settlingTime(dampingRatio: CGFloat, stiffness: CGFloat, mass: CGFloat) -> CGFloat {
    if stiffness == .infinity {
      return 1.0
    }
    if dampingRatio >= 1.0 {
      let criticallyDamped = settlingTime(dampingRatio: 1.0 - .ulpOfOne, stiffness: stiffness, mass: mass)
      return criticallyDamped * 1.25
    }
    let omegaN = undampedNaturalFrequency(stiffness: stiffness, mass: mass)
    return -1 * (logOfSettlingPercentage / (dampingRatio * omegaN))
  }
}
