import Foundation
import WaveCore

/// A color in hue/saturation/brightness with alpha, stored as Float and stepped in Float with the engine's
/// generic step.
///
/// Like `RGBAComponents`, its `scaledIntegral` returns the color unchanged (a note, not a failure).
struct HSBAColor: SpringInterpolatable, VelocityProviding, Equatable {
  var hue: Float
  var saturation: Float
  var brightness: Float
  var alpha: Float

  typealias ValueType = HSBAColor
  typealias VelocityType = HSBAColor

  static var zero: HSBAColor { HSBAColor(hue: 0, saturation: 0, brightness: 0, alpha: 0) }

  var scaledIntegral: HSBAColor { self }

  static func updateValue(
    spring: Spring, value: HSBAColor, target: HSBAColor, velocity: HSBAColor, dt: TimeInterval
  ) -> (value: HSBAColor, velocity: HSBAColor) {
    func step(_ v: Float, _ t: Float, _ w: Float) -> (value: Float, velocity: Float) {
      SpringStep.semiImplicitEuler(
        value: v, target: t, velocity: w, dt: Float(dt), stiffness: Float(spring.stiffness),
        dampingCoefficient: Float(spring.dampingCoefficient), mass: Float(spring.mass))
    }
    let h = step(value.hue, target.hue, velocity.hue)
    let s = step(value.saturation, target.saturation, velocity.saturation)
    let b = step(value.brightness, target.brightness, velocity.brightness)
    let a = step(value.alpha, target.alpha, velocity.alpha)
    return (
      HSBAColor(hue: h.value, saturation: s.value, brightness: b.value, alpha: a.value),
      HSBAColor(hue: h.velocity, saturation: s.velocity, brightness: b.velocity, alpha: a.velocity)
    )
  }

  static let samples = [
    HSBAColor(hue: 0.1, saturation: 0.8, brightness: 0.9, alpha: 1),
    HSBAColor(hue: 0.65, saturation: 0.3, brightness: 0.45, alpha: 0.5),
    HSBAColor(hue: 0.95, saturation: 1, brightness: 0.2, alpha: 0.75),
  ]
}
