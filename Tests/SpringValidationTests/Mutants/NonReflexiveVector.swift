import Foundation
import WaveCore

/// Mistake: a hand-written `==` that compares `x` with the other side's `y`.
///
/// The step is correct.
struct NonReflexiveVector: Vector3Mutant {
  var x, y, z: CGFloat

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.x == rhs.y && lhs.y == rhs.y && lhs.z == rhs.z
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
