import Foundation
import WaveCore

/// Mistake: `zero` has `z = 1` (a typo).
///
/// The step is correct.
struct NonZeroZeroVector: Vector3Mutant {
  var x, y, z: CGFloat

  static var zero: Self { Self(x: 0, y: 0, z: 1) }

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
