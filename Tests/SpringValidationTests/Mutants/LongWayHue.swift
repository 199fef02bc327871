import Foundation
import WaveCore

/// Mistake: a hue (degrees) stepped straight towards its target, as a plain number: from 20.5° to 300.25° it
/// goes 279.75° the long way round instead of 80.25° through 0°.
struct LongWayHue: SpringInterpolatable, VelocityProviding, Equatable {
  var hue: Double
  var saturation: Double
  var brightness: Double

  typealias ValueType = LongWayHue
  typealias VelocityType = LongWayHue

  static var zero: LongWayHue { LongWayHue(hue: 0, saturation: 0, brightness: 0) }

  var scaledIntegral: LongWayHue { self }

  static func updateValue(
    spring: Spring, value: LongWayHue, target: LongWayHue, velocity: LongWayHue, dt: TimeInterval
  ) -> (value: LongWayHue, velocity: LongWayHue) {
    let h = Double.updateValue(spring: spring, value: value.hue, target: target.hue, velocity: velocity.hue, dt: dt)
    let s = Double.updateValue(
      spring: spring, value: value.saturation, target: target.saturation, velocity: velocity.saturation, dt: dt)
    let b = Double.updateValue(
      spring: spring, value: value.brightness, target: target.brightness, velocity: velocity.brightness, dt: dt)
    return (
      LongWayHue(hue: h.value, saturation: s.value, brightness: b.value),
      LongWayHue(hue: h.velocity, saturation: s.velocity, brightness: b.velocity)
    )
  }

  /// The hues of ``ShortestArcHue/samples``.
  static let samples = ShortestArcHue.samples.map {
    LongWayHue(hue: $0.hue, saturation: $0.saturation, brightness: $0.brightness)
  }
}
