import Foundation
import WaveStandIn

/// A user's type written against Wave's own protocol (here its stand-in, `WaveStandIn`): it knows nothing of
/// WaveCore.
///
/// Each component steps as Wave's `CGFloat.updateValue` does (jtrivedi/Wave a52498e,
/// Sources/Wave/Internal/SpringInterpolatable.swift:28-41), written out because the stand-in has no CGFloat
/// conformance.
public struct Vector3: SpringInterpolatable, VelocityProviding, Equatable {
  public var x: CGFloat
  public var y: CGFloat
  public var z: CGFloat

  public init(x: CGFloat, y: CGFloat, z: CGFloat) {
    self.x = x
    self.y = y
    self.z = z
  }

  public typealias ValueType = Vector3
  public typealias VelocityType = Vector3

  public var scaledIntegral: Vector3 {
    Vector3(x: Self.pixel(x), y: Self.pixel(y), z: Self.pixel(z))
  }

  public static var zero: Vector3 { Vector3(x: 0, y: 0, z: 0) }

  public static func updateValue(
    spring: Spring, value: Vector3, target: Vector3, velocity: Vector3, dt: TimeInterval
  ) -> (value: Vector3, velocity: Vector3) {
    func step(_ value: CGFloat, _ target: CGFloat, _ velocity: CGFloat) -> (CGFloat, CGFloat) {
      let displacement = value - target
      let springForce = (-spring.stiffness * displacement)
      let dampingForce = (spring.dampingCoefficient * velocity)
      let force = springForce - dampingForce
      let acceleration = force / spring.mass
      let newVelocity = (velocity + (acceleration * dt))
      let newValue = (value + (newVelocity * dt))
      return (newValue, newVelocity)
    }
    let (newX, newVelX) = step(value.x, target.x, velocity.x)
    let (newY, newVelY) = step(value.y, target.y, velocity.y)
    let (newZ, newVelZ) = step(value.z, target.z, velocity.z)
    return (value: Vector3(x: newX, y: newY, z: newZ), velocity: Vector3(x: newVelX, y: newVelY, z: newVelZ))
  }

  /// `floor(x · scale) / scale`: rounded down to the pixel grid of a 2× screen (the scale the kit checks
  /// against by default, WaveCore's `DisplayScale.current`).
  static func pixel(_ x: CGFloat) -> CGFloat { (x * scale).rounded(.down) / scale }
  public static let scale: CGFloat = 2
}
