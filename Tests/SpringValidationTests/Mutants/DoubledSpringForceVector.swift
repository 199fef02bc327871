import Foundation
import WaveCore

/// Mistake: the spring force doubled (`2 · (−stiffness · displacement)`, a constant factor left on one force):
/// the step of a spring with twice the stiffness and the given damping coefficient and mass.
struct DoubledSpringForceVector: Vector3Mutant {
  var x, y, z: CGFloat

  /// The factor on the spring force.
  static let springForceFactor: CGFloat = 2

  static func doubledStep(
    _ spring: Spring, _ value: CGFloat, _ target: CGFloat, _ velocity: CGFloat, _ dt: TimeInterval
  )
    -> (value: CGFloat, velocity: CGFloat)
  {
    let displacement = value - target
    let springForce = springForceFactor * (-spring.stiffness * displacement)
    let dampingForce = spring.dampingCoefficient * velocity
    let acceleration = (springForce - dampingForce) / spring.mass
    let newVelocity = velocity + acceleration * CGFloat(dt)
    return (value + newVelocity * CGFloat(dt), newVelocity)
  }

  static func updateValue(
    spring: Spring, value: Self, target: Self, velocity: Self, dt: TimeInterval
  ) -> (value: Self, velocity: Self) {
    let newX = doubledStep(spring, value.x, target.x, velocity.x, dt)
    let newY = doubledStep(spring, value.y, target.y, velocity.y, dt)
    let newZ = doubledStep(spring, value.z, target.z, velocity.z, dt)
    return (
      Self(x: newX.value, y: newY.value, z: newZ.value), Self(x: newX.velocity, y: newY.velocity, z: newZ.velocity)
    )
  }
}
