import Foundation
import WaveCore

/// Not a mistake: a step written around the displacement, `target + (displacement + newVelocity · dt)`,
/// which rounds differently from the engine's `value + newVelocity · dt` in the last bits.
///
/// Fails the exact component-wise check, passes with a relative tolerance.
struct ReorderedVector: Vector3Mutant {
  var x, y, z: CGFloat

  static func displacementStep(
    _ spring: Spring, _ value: CGFloat, _ target: CGFloat, _ velocity: CGFloat, _ dt: TimeInterval
  )
    -> (value: CGFloat, velocity: CGFloat)
  {
    let displacement = value - target
    let acceleration = (-spring.stiffness * displacement - spring.dampingCoefficient * velocity) / spring.mass
    let newVelocity = velocity + acceleration * CGFloat(dt)
    return (target + (displacement + newVelocity * CGFloat(dt)), newVelocity)
  }

  static func updateValue(
    spring: Spring, value: Self, target: Self, velocity: Self, dt: TimeInterval
  ) -> (value: Self, velocity: Self) {
    let newX = displacementStep(spring, value.x, target.x, velocity.x, dt)
    let newY = displacementStep(spring, value.y, target.y, velocity.y, dt)
    let newZ = displacementStep(spring, value.z, target.z, velocity.z, dt)
    return (
      Self(x: newX.value, y: newY.value, z: newZ.value), Self(x: newX.velocity, y: newY.velocity, z: newZ.velocity)
    )
  }
}
