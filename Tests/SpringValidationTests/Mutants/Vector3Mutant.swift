import Foundation
import WaveCore

/// The shared parts of the deliberately broken 3-D vectors: storage, `zero`, a correct `scaledIntegral`, the
/// samples of ``Vector3``, and the correct per-component step.
///
/// Each mutant gets one thing wrong in its own file, as a user would.
protocol Vector3Mutant: SpringInterpolatable, VelocityProviding where ValueType == Self, VelocityType == Self {
  var x: CGFloat { get }
  var y: CGFloat { get }
  var z: CGFloat { get }
  init(x: CGFloat, y: CGFloat, z: CGFloat)
}

extension Vector3Mutant {
  static var zero: Self { Self(x: 0, y: 0, z: 0) }

  var scaledIntegral: Self { Self(x: x.scaledIntegral, y: y.scaledIntegral, z: z.scaledIntegral) }

  /// ``Vector3/samples``: every component differs between samples by ≥ 0.5, and no sample's `x` equals
  /// another's `y`.
  static var samples: [Self] { Vector3.samples.map { Self(x: $0.x, y: $0.y, z: $0.z) } }

  /// The correct step of one component (`CGFloat.updateValue`).
  static func step(_ spring: Spring, _ value: CGFloat, _ target: CGFloat, _ velocity: CGFloat, _ dt: TimeInterval)
    -> (value: CGFloat, velocity: CGFloat)
  {
    CGFloat.updateValue(spring: spring, value: value, target: target, velocity: velocity, dt: dt)
  }
}
