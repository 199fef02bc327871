import Foundation
import WaveCore

/// Mistake: `z` is left out of the step (copied from the input).
struct ForgottenComponentVector: Vector3Mutant {
  var x, y, z: CGFloat

  static func updateValue(
    spring: Spring, value: Self, target: Self, velocity: Self, dt: TimeInterval
  ) -> (value: Self, velocity: Self) {
    let newX = step(spring, value.x, target.x, velocity.x, dt)
    let newY = step(spring, value.y, target.y, velocity.y, dt)
    return (
      Self(x: newX.value, y: newY.value, z: value.z),
      Self(x: newX.velocity, y: newY.velocity, z: velocity.z)
    )
  }
}
