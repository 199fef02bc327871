import Foundation
import WaveCore

/// An angle in degrees, a one-component Double type, stepped with `Double.updateValue`.
struct Angle: SpringInterpolatable, VelocityProviding, Equatable {
  var degrees: Double

  typealias ValueType = Angle
  typealias VelocityType = Angle

  static var zero: Angle { Angle(degrees: 0) }

  var scaledIntegral: Angle { Angle(degrees: degrees.scaledIntegral) }

  static func updateValue(
    spring: Spring, value: Angle, target: Angle, velocity: Angle, dt: TimeInterval
  ) -> (value: Angle, velocity: Angle) {
    let r = Double.updateValue(
      spring: spring, value: value.degrees, target: target.degrees, velocity: velocity.degrees, dt: dt)
    return (Angle(degrees: r.value), Angle(degrees: r.velocity))
  }

  static let samples = [Angle(degrees: 0), Angle(degrees: 90.5), Angle(degrees: -179.75), Angle(degrees: 359.9)]
}
