import Foundation
import WaveCore

/// Mistake: `scaledIntegral` rounds up (ceil) instead of down.
///
/// The step is correct.
struct RoundsUpVector: Vector3Mutant {
  var x, y, z: CGFloat

  var scaledIntegral: Self {
    let scale = CGFloat(DisplayScale.current)
    return Self(
      x: (x * scale).rounded(.up) / scale, y: (y * scale).rounded(.up) / scale, z: (z * scale).rounded(.up) / scale)
  }

  static func updateValue(
    spring: Spring, value: Self, target: Self, velocity: Self, dt: TimeInterval
  ) -> (value: Self, velocity: Self) {
    let newX = step(spring, value.x, target.x, velocity.x, dt)
    let newY = step(spring, value.y, target.y, velocity.y, dt)
    let newZ = step(spring, value.z, target.z, velocity.z, dt)
    return (
      Self(x: newX.value, y: newY.value, z: newZ.value), Self(x: newX.velocity, y: newY.velocity, z: newZ.velocity)
    )
  }
}
