import Foundation
import WaveCore

/// The 3-D vector of the SpringInterpolatable documentation, as written there (a correct conformance).
struct Vector3: SpringInterpolatable, VelocityProviding, Equatable {
  var x: CGFloat
  var y: CGFloat
  var z: CGFloat

  typealias ValueType = Vector3
  typealias VelocityType = Vector3

  var scaledIntegral: Vector3 {
    Vector3(x: x.scaledIntegral, y: y.scaledIntegral, z: z.scaledIntegral)
  }

  static var zero: Vector3 {
    Vector3(x: 0, y: 0, z: 0)
  }

  static func updateValue(
    spring: Spring, value: Vector3, target: Vector3, velocity: Vector3, dt: TimeInterval
  ) -> (value: Vector3, velocity: Vector3) {
    let (newX, newVelX) = CGFloat.updateValue(
      spring: spring, value: value.x, target: target.x, velocity: velocity.x, dt: dt)
    let (newY, newVelY) = CGFloat.updateValue(
      spring: spring, value: value.y, target: target.y, velocity: velocity.y, dt: dt)
    let (newZ, newVelZ) = CGFloat.updateValue(
      spring: spring, value: value.z, target: target.z, velocity: velocity.z, dt: dt)
    return (
      value: Vector3(x: newX, y: newY, z: newZ),
      velocity: Vector3(x: newVelX, y: newVelY, z: newVelZ)
    )
  }

  /// Fractional, negative, all components different, pairwise distances ≥ 0.5 in every component.
  static let samples = [
    Vector3(x: 12.5, y: -40.25, z: 100.75), Vector3(x: -230.4, y: 15.6, z: 7.3),
    Vector3(x: 88.8, y: 310.1, z: -64.9),
  ]
}
