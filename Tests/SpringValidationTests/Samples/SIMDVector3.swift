import Foundation
import WaveCore

/// A vector stored as `SIMD3<Double>` and stepped with SIMD arithmetic in the engine's operation order
/// (lane-wise IEEE operations, so each lane equals the scalar step bit for bit).
///
/// `Mirror` cannot see inside SIMD storage; the kit reads the lanes.
struct SIMDVector3: SpringInterpolatable, VelocityProviding, Equatable {
  var storage: SIMD3<Double>

  typealias ValueType = SIMDVector3
  typealias VelocityType = SIMDVector3

  static var zero: SIMDVector3 { SIMDVector3(storage: .zero) }

  var scaledIntegral: SIMDVector3 {
    let scale = DisplayScale.current
    return SIMDVector3(storage: (storage * scale).rounded(.down) / scale)
  }

  static func updateValue(
    spring: Spring, value: SIMDVector3, target: SIMDVector3, velocity: SIMDVector3, dt: TimeInterval
  ) -> (value: SIMDVector3, velocity: SIMDVector3) {
    let stiffness = Double(spring.stiffness)
    let damping = Double(spring.dampingCoefficient)
    let mass = Double(spring.mass)
    let displacement = value.storage - target.storage
    let springForce = -stiffness * displacement
    let dampingForce = damping * velocity.storage
    let force = springForce - dampingForce
    let acceleration = force / mass
    let newVelocity = velocity.storage + acceleration * dt
    let newValue = value.storage + newVelocity * dt
    return (SIMDVector3(storage: newValue), SIMDVector3(storage: newVelocity))
  }

  static let samples = [
    SIMDVector3(storage: [12.5, -40.25, 100.75]), SIMDVector3(storage: [-230.4, 15.6, 7.3]),
    SIMDVector3(storage: [88.8, 310.1, -64.9]),
  ]
}
