import Foundation
import WaveCore

/// Mistake: the physics written out by hand, with the position advanced by the old velocity (explicit
/// Euler) instead of the new one.
struct ExplicitEulerVector: Vector3Mutant {
  var x, y, z: CGFloat

  static func explicitStep(
    _ spring: Spring, _ value: CGFloat, _ target: CGFloat, _ velocity: CGFloat, _ dt: TimeInterval
  )
    -> (value: CGFloat, velocity: CGFloat)
  {
    let displacement = value - target
    let springForce = -spring.stiffness * displacement
    let dampingForce = spring.dampingCoefficient * velocity
    let force = springForce - dampingForce
    let acceleration = force / spring.mass
    let newVelocity = velocity + acceleration * CGFloat(dt)
    let newValue = value + velocity * CGFloat(dt)
    return (newValue, newVelocity)
  }

  static func updateValue(
    spring: Spring, value: Self, target: Self, velocity: Self, dt: TimeInterval
  ) -> (value: Self, velocity: Self) {
    let newX = explicitStep(spring, value.x, target.x, velocity.x, dt)
    let newY = explicitStep(spring, value.y, target.y, velocity.y, dt)
    let newZ = explicitStep(spring, value.z, target.z, velocity.z, dt)
    return (
      Self(x: newX.value, y: newY.value, z: newZ.value), Self(x: newX.velocity, y: newY.velocity, z: newZ.velocity)
    )
  }
}
