import Foundation
import WaveCore

/// Mistake: the velocity recomputed as (new value − old value) / dt, which is 0/0 at dt = 0 (a
/// zero-length frame).
struct FiniteDifferenceVector: Vector3Mutant {
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
      Self(x: (newX.value - value.x) / frame, y: (newY.value - value.y) / frame, z: (newZ.value - value.z) / frame)
    )
  }
}
