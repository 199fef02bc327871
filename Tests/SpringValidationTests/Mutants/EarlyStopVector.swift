import Foundation
import WaveCore

/// Mistake: a "close enough" shortcut: a component within 0.5 of its target and slower than 0.5/s stops
/// where it is.
///
/// Single steps from the samples never hit it (their distances and speeds are ≥ 0.5 or 0); whole animations stop short.
struct EarlyStopVector: Vector3Mutant {
  var x, y, z: CGFloat

  static func stoppingStep(
    _ spring: Spring, _ value: CGFloat, _ target: CGFloat, _ velocity: CGFloat, _ dt: TimeInterval
  )
    -> (value: CGFloat, velocity: CGFloat)
  {
    if abs(value - target) < 0.5, abs(velocity) < 0.5 { return (value, 0) }
    return step(spring, value, target, velocity, dt)
  }

  static func updateValue(
    spring: Spring, value: Self, target: Self, velocity: Self, dt: TimeInterval
  ) -> (value: Self, velocity: Self) {
    let newX = stoppingStep(spring, value.x, target.x, velocity.x, dt)
    let newY = stoppingStep(spring, value.y, target.y, velocity.y, dt)
    let newZ = stoppingStep(spring, value.z, target.z, velocity.z, dt)
    return (
      Self(x: newX.value, y: newY.value, z: newZ.value), Self(x: newX.velocity, y: newY.velocity, z: newZ.velocity)
    )
  }
}
