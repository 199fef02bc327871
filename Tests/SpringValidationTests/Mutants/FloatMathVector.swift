import Foundation
import WaveCore

/// Not a mistake: a vector stored in CGFloat whose whole step is computed in Float (value, target, velocity and
/// the spring's constants converted to Float, the engine's step in Float, the results converted back), as code
/// that shares its maths with Float SIMD lanes or a GPU does.
///
/// Every result, the resting value's included, is a Float: a sample that Float cannot represent comes back
/// rounded to Float, so even a value at rest on its target "moves" by that rounding.
struct FloatMathVector: Vector3Mutant {
  var x, y, z: CGFloat

  static func floatStep(
    _ spring: Spring, _ value: CGFloat, _ target: CGFloat, _ velocity: CGFloat, _ dt: TimeInterval
  ) -> (value: CGFloat, velocity: CGFloat) {
    let r = SpringStep.semiImplicitEuler(
      value: Float(value), target: Float(target), velocity: Float(velocity), dt: Float(dt),
      stiffness: Float(spring.stiffness), dampingCoefficient: Float(spring.dampingCoefficient),
      mass: Float(spring.mass))
    return (CGFloat(r.value), CGFloat(r.velocity))
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
