import Foundation
import WaveCore

/// Mistake: a hue (degrees) kept in [0, 360) like an angle, but stepped straight towards its target, as a plain
/// number: from 20.5° to 300.25° it goes 279.75° the long way round instead of 80.25° through 0°, and a step
/// that leaves [0, 360) is wrapped back into it.
struct WrappingLongWayHue: SpringInterpolatable, VelocityProviding, Equatable {
  var hue: Double
  var saturation: Double
  var brightness: Double

  typealias ValueType = WrappingLongWayHue
  typealias VelocityType = WrappingLongWayHue

  static var zero: WrappingLongWayHue { WrappingLongWayHue(hue: 0, saturation: 0, brightness: 0) }

  var scaledIntegral: WrappingLongWayHue { self }

  static func updateValue(
    spring: Spring, value: WrappingLongWayHue, target: WrappingLongWayHue, velocity: WrappingLongWayHue,
    dt: TimeInterval
  ) -> (value: WrappingLongWayHue, velocity: WrappingLongWayHue) {
    let h = Double.updateValue(spring: spring, value: value.hue, target: target.hue, velocity: velocity.hue, dt: dt)
    let s = Double.updateValue(
      spring: spring, value: value.saturation, target: target.saturation, velocity: velocity.saturation, dt: dt)
    let b = Double.updateValue(
      spring: spring, value: value.brightness, target: target.brightness, velocity: velocity.brightness, dt: dt)
    var hue = h.value.truncatingRemainder(dividingBy: 360)
    if hue < 0 { hue += 360 }
    return (
      WrappingLongWayHue(hue: hue, saturation: s.value, brightness: b.value),
      WrappingLongWayHue(hue: h.velocity, saturation: s.velocity, brightness: b.velocity)
    )
  }

  /// The hues of ``ShortestArcHue/samples``: 20.5° and 300.25° are more than half a turn apart.
  static let samples = ShortestArcHue.samples.map {
    WrappingLongWayHue(hue: $0.hue, saturation: $0.saturation, brightness: $0.brightness)
  }
}
