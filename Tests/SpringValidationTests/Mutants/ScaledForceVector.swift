import Foundation
import WaveCore

/// Mistake: the whole force (spring and damping) scaled by a constant factor, as a stray conversion factor or a
/// mass written as `1 / f` leaves it: the step of a spring with stiffness and damping coefficient both `f` times
/// the given ones.
///
/// Each conforming type plants one factor: ``ForceTimes1_000001Vector`` and ``ForceTimes1_000003Vector`` (inside
/// the kit's Float rounding band, but the same ratio in every case), ``ForceTimes1_0001Vector`` (outside it at
/// 60 Hz and 120 Hz alike) and ``ForceTimes2Vector`` (on the grid's spring of mass 2 the same step as the mass
/// ignored).
protocol ScaledForceMutant: Vector3Mutant {
  /// The factor on the force.
  static var forceFactor: CGFloat { get }
}

extension ScaledForceMutant {
  /// The engine's step with the force times ``forceFactor``, in CGFloat, in the engine's operation order.
  static func scaledStep(
    _ spring: Spring, _ value: CGFloat, _ target: CGFloat, _ velocity: CGFloat, _ dt: TimeInterval
  ) -> (value: CGFloat, velocity: CGFloat) {
    let displacement = value - target
    let springForce = -spring.stiffness * displacement
    let dampingForce = spring.dampingCoefficient * velocity
    let force = forceFactor * (springForce - dampingForce)
    let acceleration = force / spring.mass
    let newVelocity = velocity + acceleration * CGFloat(dt)
    return (value + newVelocity * CGFloat(dt), newVelocity)
  }

  static func updateValue(
    spring: Spring, value: Self, target: Self, velocity: Self, dt: TimeInterval
  ) -> (value: Self, velocity: Self) {
    let newX = scaledStep(spring, value.x, target.x, velocity.x, dt)
    let newY = scaledStep(spring, value.y, target.y, velocity.y, dt)
    let newZ = scaledStep(spring, value.z, target.z, velocity.z, dt)
    return (
      Self(x: newX.value, y: newY.value, z: newZ.value), Self(x: newX.velocity, y: newY.velocity, z: newZ.velocity)
    )
  }
}

/// The force times 1.000001.
struct ForceTimes1_000001Vector: ScaledForceMutant {
  var x, y, z: CGFloat
  static let forceFactor: CGFloat = 1.000001
}

/// The force times 1.000003.
struct ForceTimes1_000003Vector: ScaledForceMutant {
  var x, y, z: CGFloat
  static let forceFactor: CGFloat = 1.000003
}

/// The force times 1.0001.
struct ForceTimes1_0001Vector: ScaledForceMutant {
  var x, y, z: CGFloat
  static let forceFactor: CGFloat = 1.0001
}

/// The force times 2.
struct ForceTimes2Vector: ScaledForceMutant {
  var x, y, z: CGFloat
  static let forceFactor: CGFloat = 2
}
