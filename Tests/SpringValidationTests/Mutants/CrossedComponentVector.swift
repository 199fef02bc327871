import Foundation
import WaveCore

/// Mistake: copy-paste: `z` gets `y`'s step.
struct CrossedComponentVector: Vector3Mutant {
  var x, y, z: CGFloat

  static func updateValue(
    spring: Spring, value: Self, target: Self, velocity: Self, dt: TimeInterval
  ) -> (value: Self, velocity: Self) {
    let newX = step(spring, value.x, target.x, velocity.x, dt)
    let newY = step(spring, value.y, target.y, velocity.y, dt)
    return (
      Self(x: newX.value, y: newY.value, z: newY.value), Self(x: newX.velocity, y: newY.velocity, z: newY.velocity)
    )
  }
}
