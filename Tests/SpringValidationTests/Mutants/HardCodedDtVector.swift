import Foundation
import WaveCore

/// Mistake: `dt` ignored; every step is 1/60 s long.
struct HardCodedDtVector: Vector3Mutant {
  var x, y, z: CGFloat

  static func updateValue(
    spring: Spring, value: Self, target: Self, velocity: Self, dt: TimeInterval
  ) -> (value: Self, velocity: Self) {
    let frame: TimeInterval = 1.0 / 60
    let newX = step(spring, value.x, target.x, velocity.x, frame)
    let newY = step(spring, value.y, target.y, velocity.y, frame)
    let newZ = step(spring, value.z, target.z, velocity.z, frame)
    return (
      Self(x: newX.value, y: newY.value, z: newZ.value), Self(x: newX.velocity, y: newY.velocity, z: newZ.velocity)
    )
  }
}
