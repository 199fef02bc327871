import Foundation
import WaveAnalysis
import WaveCore
import WaveInputs

/// How a spring looks at a frame rate: the damping ratio and response of the continuous spring that the
/// engine's step reproduces there (``EulerStepMatrix/effectiveSpring``), or the spring's own when the step
/// has none (it flips sign every frame, or grows).
package struct CheckLook: Sendable, Equatable {
  /// ζ as seen, and the response as seen, s.
  package let dampingRatio: Double, response: Double
  /// Whether these are the step's effective values (false: the spring's nominal ones).
  package let isEffective: Bool

  /// The look of `spring` at frame duration `dt` (s, > 0).
  package init(_ spring: Spring, dt: Double) {
    if let effective = EulerStepMatrix(spring: spring, dt: dt).effectiveSpring, effective.dampingRatio > 0 {
      self.dampingRatio = effective.dampingRatio
      self.response = effective.response
      self.isEffective = true
    } else {
      self.dampingRatio = Double(spring.dampingRatio)
      self.response = Double(spring.response)
      self.isEffective = false
    }
  }

  /// How much a change of ζ weighs against a change of response in ``distance(to:)``: 3, so that 0.1 in ζ
  /// (about a third of a bounce's overshoot at ζ 0.5: 16 % → 11 %) weighs as much as a 35 % change of
  /// response (ln 1.35 ≈ 0.3).
  ///
  /// A recommendation should rather take longer than bounce differently.
  package static let dampingWeight = 3.0

  /// How far another look is from this one: √((``dampingWeight``·Δζ)² + (ln(response ratio))²).
  package func distance(to other: CheckLook) -> Double {
    let dz = Self.dampingWeight * (other.dampingRatio - dampingRatio)
    let dr = (other.response / response).logarithm
    return (dz * dz + dr * dr).squareRoot()
  }
}

extension Double {
  fileprivate var logarithm: Double { Foundation.log(self) }
}
