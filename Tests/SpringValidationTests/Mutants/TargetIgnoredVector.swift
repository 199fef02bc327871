import Foundation
import WaveCore

/// Mistake: `z` is stepped towards 0 (the target is not passed); found by the rest check.
struct TargetIgnoredVector: Vector3Mutant {
  var x, y, z: CGFloat

  static func updateValue(
    spring: Spring, value: Self, target: Self, velocity: Self, dt: TimeInterval
  ) -> (value: Self, velocity: Self) {
    let newX = step(spring, value.x, target.x, velocity.x, dt)
    let newY = step(spring, value.y, target.y, velocity.y, dt)
    let newZ = step(spring, value.z, 0, velocity.z, dt)
    return (
      Self(x: newX.value, y: newY.value, z: newZ.value), Self(x: newX.velocity, y: newY.velocity, z: newZ.velocity)
    )
  }
}
