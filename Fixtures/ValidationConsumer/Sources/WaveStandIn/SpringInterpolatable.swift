import Foundation

// A stand-in for Wave's own protocols, of their exact shape: jtrivedi/Wave at
// a52498e6fc692986df43bac7fb3d125d9142fc53, Sources/Wave/Internal/SpringInterpolatable.swift:11-22. Wave
// itself needs UIKit/QuartzCore and does not build on Linux, where the fixture runs; a type written against
// this module is written exactly as against Wave.

public protocol SpringInterpolatable: Equatable {
  associatedtype ValueType: SpringInterpolatable
  associatedtype VelocityType: VelocityProviding

  var scaledIntegral: Self { get }

  static func updateValue(
    spring: Spring, value: ValueType, target: ValueType, velocity: VelocityType, dt: TimeInterval
  ) -> (value: ValueType, velocity: VelocityType)
}

public protocol VelocityProviding {
  static var zero: Self { get }
}
