import Foundation
import WaveCore

/// Mistake: a Float color whose damping force is tripled (`3 · dampingCoefficient · velocity`): the step of a
/// spring with three times the damping coefficient and the given stiffness and mass.
///
/// Its `scaledIntegral` returns the color, as colors do (a note, not a failure).
struct TripledDampingColor: SpringInterpolatable, VelocityProviding, Equatable {
  var red: Float
  var green: Float
  var blue: Float
  var alpha: Float

  typealias ValueType = TripledDampingColor
  typealias VelocityType = TripledDampingColor

  /// The factor on the damping force.
  static let dampingFactor: Float = 3

  static var zero: TripledDampingColor { TripledDampingColor(red: 0, green: 0, blue: 0, alpha: 0) }

  var scaledIntegral: TripledDampingColor { self }

  static func updateValue(
    spring: Spring, value: TripledDampingColor, target: TripledDampingColor, velocity: TripledDampingColor,
    dt: TimeInterval
  ) -> (value: TripledDampingColor, velocity: TripledDampingColor) {
    func step(_ x: Float, _ t: Float, _ v: Float) -> (value: Float, velocity: Float) {
      let springForce = -Float(spring.stiffness) * (x - t)
      let dampingForce = dampingFactor * Float(spring.dampingCoefficient) * v
      let newVelocity = v + (springForce - dampingForce) / Float(spring.mass) * Float(dt)
      return (x + newVelocity * Float(dt), newVelocity)
    }
    let r = step(value.red, target.red, velocity.red)
    let g = step(value.green, target.green, velocity.green)
    let b = step(value.blue, target.blue, velocity.blue)
    let a = step(value.alpha, target.alpha, velocity.alpha)
    return (
      TripledDampingColor(red: r.value, green: g.value, blue: b.value, alpha: a.value),
      TripledDampingColor(red: r.velocity, green: g.velocity, blue: b.velocity, alpha: a.velocity)
    )
  }

  /// Components in [0, 1], each differing between samples by ≥ 0.15.
  static let samples = [
    TripledDampingColor(red: 0.9, green: 0.2, blue: 0.35, alpha: 1),
    TripledDampingColor(red: 0.1, green: 0.75, blue: 0.5, alpha: 0.4),
    TripledDampingColor(red: 0.45, green: 0.05, blue: 0.95, alpha: 0.7),
  ]
}
