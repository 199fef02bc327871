import Foundation

extension CGSize: SpringInterpolatable, VelocityProviding {
  public typealias ValueType = CGSize
  public typealias VelocityType = CGSize

  public var scaledIntegral: CGSize {
    CGSize(width: width.scaledIntegral, height: height.scaledIntegral)
  }

  @inlinable
  public static func updateValue(
    spring: Spring, value: CGSize, target: CGSize, velocity: CGSize, dt: TimeInterval
  ) -> (value: CGSize, velocity: CGSize) {
    let w = CGFloat.updateValue(
      spring: spring, value: value.width, target: target.width, velocity: velocity.width, dt: dt)
    let h = CGFloat.updateValue(
      spring: spring, value: value.height, target: target.height, velocity: velocity.height, dt: dt)
    return (CGSize(width: w.value, height: h.value), CGSize(width: w.velocity, height: h.velocity))
  }
}
