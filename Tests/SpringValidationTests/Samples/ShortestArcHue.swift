import Foundation
import WaveCore

/// A color in hue (degrees), saturation and brightness whose hue animates along the shortest arc (from 350° to
/// 10° through 0°, not back through 180°) and is kept in [0, 360).
///
/// The hue's target is moved by whole turns to within half a turn of the hue, with `truncatingRemainder` (the
/// kit forms the arc with the IEEE remainder instead: the two may differ in the last bits), then stepped with
/// `Double.updateValue`. Its `scaledIntegral` returns the color, as colors do.
struct ShortestArcHue: SpringInterpolatable, VelocityProviding, Equatable {
  var hue: Double
  var saturation: Double
  var brightness: Double

  typealias ValueType = ShortestArcHue
  typealias VelocityType = ShortestArcHue

  static var zero: ShortestArcHue { ShortestArcHue(hue: 0, saturation: 0, brightness: 0) }

  var scaledIntegral: ShortestArcHue { self }

  /// `target − value` moved into (−180, 180].
  static func shortestArc(from value: Double, to target: Double) -> Double {
    let delta = (target - value).truncatingRemainder(dividingBy: 360)
    if delta > 180 { return delta - 360 }
    if delta <= -180 { return delta + 360 }
    return delta
  }

  static func updateValue(
    spring: Spring, value: ShortestArcHue, target: ShortestArcHue, velocity: ShortestArcHue, dt: TimeInterval
  ) -> (value: ShortestArcHue, velocity: ShortestArcHue) {
    let nearTarget = value.hue + shortestArc(from: value.hue, to: target.hue)
    let h = Double.updateValue(spring: spring, value: value.hue, target: nearTarget, velocity: velocity.hue, dt: dt)
    let s = Double.updateValue(
      spring: spring, value: value.saturation, target: target.saturation, velocity: velocity.saturation, dt: dt)
    let b = Double.updateValue(
      spring: spring, value: value.brightness, target: target.brightness, velocity: velocity.brightness, dt: dt)
    var hue = h.value.truncatingRemainder(dividingBy: 360)
    if hue < 0 { hue += 360 }
    return (
      ShortestArcHue(hue: hue, saturation: s.value, brightness: b.value),
      ShortestArcHue(hue: h.velocity, saturation: s.velocity, brightness: b.velocity)
    )
  }

  /// Hues in [0, 360): 20.5° to 300.25° is 279.75° the long way and 80.25° through 0°, so the arc matters; the
  /// other pairs are under 180° apart.
  static let samples = [
    ShortestArcHue(hue: 20.5, saturation: 0.8, brightness: 0.9),
    ShortestArcHue(hue: 300.25, saturation: 0.35, brightness: 0.5),
    ShortestArcHue(hue: 170.75, saturation: 0.6, brightness: 0.25),
  ]
}
