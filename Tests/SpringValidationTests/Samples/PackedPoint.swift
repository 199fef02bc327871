import Foundation
import WaveCore

/// A point whose two Float coordinates are packed into one `UInt64` (computed storage): `Mirror` sees only
/// an integer, so the validator needs the `components:` accessor.
struct PackedPoint: SpringInterpolatable, VelocityProviding, Equatable {
  private var bits: UInt64

  init(x: Float, y: Float) {
    bits = UInt64(x.bitPattern) << 32 | UInt64(y.bitPattern)
  }

  var x: Float { Float(bitPattern: UInt32(truncatingIfNeeded: bits >> 32)) }
  var y: Float { Float(bitPattern: UInt32(truncatingIfNeeded: bits)) }

  typealias ValueType = PackedPoint
  typealias VelocityType = PackedPoint

  static var zero: PackedPoint { PackedPoint(x: 0, y: 0) }

  var scaledIntegral: PackedPoint {
    let scale = Float(DisplayScale.current)
    return PackedPoint(x: DisplayScale.integral(x, scale: scale), y: DisplayScale.integral(y, scale: scale))
  }

  static func updateValue(
    spring: Spring, value: PackedPoint, target: PackedPoint, velocity: PackedPoint, dt: TimeInterval
  ) -> (value: PackedPoint, velocity: PackedPoint) {
    func step(_ v: Float, _ t: Float, _ w: Float) -> (value: Float, velocity: Float) {
      SpringStep.semiImplicitEuler(
        value: v, target: t, velocity: w, dt: Float(dt), stiffness: Float(spring.stiffness),
        dampingCoefficient: Float(spring.dampingCoefficient), mass: Float(spring.mass))
    }
    let x = step(value.x, target.x, velocity.x)
    let y = step(value.y, target.y, velocity.y)
    return (PackedPoint(x: x.value, y: y.value), PackedPoint(x: x.velocity, y: y.velocity))
  }

  static let samples = [PackedPoint(x: 3.25, y: -8.5), PackedPoint(x: -120.75, y: 64.1), PackedPoint(x: 240.3, y: 0.6)]
}
