import Foundation
import WaveCore

/// Mistake: the force not divided by the mass: the step of a mass of 1, which only a spring of another mass
/// shows.
struct MassIgnoredVector: Vector3Mutant {
  var x, y, z: CGFloat

  static func unitMassStep(
    _ spring: Spring, _ value: CGFloat, _ target: CGFloat, _ velocity: CGFloat, _ dt: TimeInterval
  )
    -> (value: CGFloat, velocity: CGFloat)
  {
    let acceleration = -spring.stiffness * (value - target) - spring.dampingCoefficient * velocity
    let newVelocity = velocity + acceleration * CGFloat(dt)
    return (value + newVelocity * CGFloat(dt), newVelocity)
  }

  static func updateValue(
    spring: Spring, value: Self, target: Self, velocity: Self, dt: TimeInterval
  ) -> (value: Self, velocity: Self) {
    let newX = unitMassStep(spring, value.x, target.x, velocity.x, dt)
    let newY = unitMassStep(spring, value.y, target.y, velocity.y, dt)
    let newZ = unitMassStep(spring, value.z, target.z, velocity.z, dt)
    return (
      Self(x: newX.value, y: newY.value, z: newZ.value), Self(x: newX.velocity, y: newY.velocity, z: newZ.velocity)
    )
  }
}
