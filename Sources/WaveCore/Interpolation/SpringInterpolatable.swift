import Foundation

/// A type whose values a spring can animate.
///
/// The same requirements as Wave's protocol.
///
/// A conformance steps each floating-point component with ``SpringStep/semiImplicitEuler(value:target:velocity:dt:stiffness:dampingCoefficient:mass:)``
/// (or, for `CGFloat` components, `CGFloat.updateValue`), so that every component moves exactly as a scalar
/// animation would.
public protocol SpringInterpolatable: Equatable {
  associatedtype ValueType: SpringInterpolatable
  associatedtype VelocityType: VelocityProviding

  /// The value rounded down to the display's pixel grid: `floor(x · scale) / scale` per component,
  /// with `scale` = ``DisplayScale/current``.
  var scaledIntegral: Self { get }

  /// Advances an animation by one frame.
  ///
  /// - Parameters:
  ///   - spring: the spring's stiffness, damping coefficient and mass are used.
  ///   - value: the current value.
  ///   - target: the value the spring pulls towards.
  ///   - velocity: the current velocity, in value units per second.
  ///   - dt: the frame's duration in seconds, ≥ 0.
  /// - Returns: the value and velocity after `dt`.
  static func updateValue(
    spring: Spring, value: ValueType, target: ValueType, velocity: VelocityType, dt: TimeInterval
  ) -> (value: ValueType, velocity: VelocityType)
}

/// A type that can be the velocity of an animation.
public protocol VelocityProviding {
  /// No motion.
  static var zero: Self { get }
}
