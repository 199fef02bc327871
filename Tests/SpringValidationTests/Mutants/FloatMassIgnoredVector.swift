import Foundation
import WaveCore

/// Mistake: ``FloatForceVector``'s step (the velocity's change in Float) with the mass ignored: at rounding level
/// for springs of mass 1, a different spring for the one of mass 2.
struct FloatMassIgnoredVector: Vector3Mutant {
  var x, y, z: CGFloat

  static func updateValue(
    spring: Spring, value: Self, target: Self, velocity: Self, dt: TimeInterval
  ) -> (value: Self, velocity: Self) {
    let newX = FloatForceVector.floatStep(spring, value.x, target.x, velocity.x, dt, mass: 1)
    let newY = FloatForceVector.floatStep(spring, value.y, target.y, velocity.y, dt, mass: 1)
    let newZ = FloatForceVector.floatStep(spring, value.z, target.z, velocity.z, dt, mass: 1)
    return (
      Self(x: newX.value, y: newY.value, z: newZ.value), Self(x: newX.velocity, y: newY.velocity, z: newZ.velocity)
    )
  }
}
