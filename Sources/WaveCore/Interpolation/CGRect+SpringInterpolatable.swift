import Foundation

extension CGRect: SpringInterpolatable, VelocityProviding {
  public typealias ValueType = CGRect
  public typealias VelocityType = CGRect

  public var scaledIntegral: CGRect {
    CGRect(origin: origin.scaledIntegral, size: size.scaledIntegral)
  }

  /// Steps the origin and the size as independent points/sizes (four scalar animations).
  @inlinable
  public static func updateValue(
    spring: Spring, value: CGRect, target: CGRect, velocity: CGRect, dt: TimeInterval
  ) -> (value: CGRect, velocity: CGRect) {
    let origin = CGPoint.updateValue(
      spring: spring, value: value.origin, target: target.origin, velocity: velocity.origin, dt: dt)
    let size = CGSize.updateValue(
      spring: spring, value: value.size, target: target.size, velocity: velocity.size, dt: dt)
    return (CGRect(origin: origin.value, size: size.value), CGRect(origin: origin.velocity, size: size.velocity))
  }
}
