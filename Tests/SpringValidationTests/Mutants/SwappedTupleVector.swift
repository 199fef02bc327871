import Foundation
import WaveCore

/// Mistake: the returned tuple has value and velocity the wrong way round.
struct SwappedTupleVector: Vector3Mutant {
  var x, y, z: CGFloat

  static func updateValue(
    spring: Spring, value: Self, target: Self, velocity: Self, dt: TimeInterval
  ) -> (value: Self, velocity: Self) {
    let newX = step(spring, value.x, target.x, velocity.x, dt)
    let newY = step(spring, value.y, target.y, velocity.y, dt)
    let newZ = step(spring, value.z, target.z, velocity.z, dt)
    let values = Self(x: newX.value, y: newY.value, z: newZ.value)
    let velocities = Self(x: newX.velocity, y: newY.velocity, z: newZ.velocity)
    return (velocities, values)
  }
}
