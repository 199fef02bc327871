import Foundation
import WaveCore

/// Not a mistake: a step that computes the velocity's change in Float (as code written for a GPU or for Float
/// SIMD lanes does) and adds it to the CGFloat velocity and value.
///
/// Differs from the engine's step only at rounding level (Float's): fails the exact component-wise check, passes
/// with ``StepTolerance/rounding``. At rest the change is exactly 0, so the value stays put.
struct FloatForceVector: Vector3Mutant {
  var x, y, z: CGFloat

  /// The step with the velocity's change in Float; `mass` replaces the spring's when given.
  static func floatStep(
    _ spring: Spring, _ value: CGFloat, _ target: CGFloat, _ velocity: CGFloat, _ dt: TimeInterval,
    mass: CGFloat? = nil
  )
    -> (value: CGFloat, velocity: CGFloat)
  {
    let force = -Float(spring.stiffness) * Float(value - target) - Float(spring.dampingCoefficient) * Float(velocity)
    let change = force / Float(mass ?? spring.mass) * Float(dt)
    let newVelocity = velocity + CGFloat(change)
    return (value + newVelocity * CGFloat(dt), newVelocity)
  }

  static func updateValue(
    spring: Spring, value: Self, target: Self, velocity: Self, dt: TimeInterval
  ) -> (value: Self, velocity: Self) {
    let newX = floatStep(spring, value.x, target.x, velocity.x, dt)
    let newY = floatStep(spring, value.y, target.y, velocity.y, dt)
    let newZ = floatStep(spring, value.z, target.z, velocity.z, dt)
    return (
      Self(x: newX.value, y: newY.value, z: newZ.value), Self(x: newX.velocity, y: newY.velocity, z: newZ.velocity)
    )
  }
}
