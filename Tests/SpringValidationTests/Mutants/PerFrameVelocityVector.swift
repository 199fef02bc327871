import Foundation
import WaveCore

/// Mistake: the velocity returned per frame (multiplied by dt) instead of per second.
struct PerFrameVelocityVector: Vector3Mutant {
  var x, y, z: CGFloat

  static func updateValue(
    spring: Spring, value: Self, target: Self, velocity: Self, dt: TimeInterval
  ) -> (value: Self, velocity: Self) {
    let newX = step(spring, value.x, target.x, velocity.x, dt)
    let newY = step(spring, value.y, target.y, velocity.y, dt)
    let newZ = step(spring, value.z, target.z, velocity.z, dt)
    let frame = CGFloat(dt)
    return (
      Self(x: newX.value, y: newY.value, z: newZ.value),
      Self(x: newX.velocity * frame, y: newY.velocity * frame, z: newZ.velocity * frame)
    )
  }
}
