import Foundation

extension CGPoint: SpringInterpolatable, VelocityProviding {
  public typealias ValueType = CGPoint
  public typealias VelocityType = CGPoint

  public var scaledIntegral: CGPoint {
    CGPoint(x: x.scaledIntegral, y: y.scaledIntegral)
  }

  @inlinable
  public static func updateValue(
    spring: Spring, value: CGPoint, target: CGPoint, velocity: CGPoint, dt: TimeInterval
  ) -> (value: CGPoint, velocity: CGPoint) {
    let x = CGFloat.updateValue(spring: spring, value: value.x, target: target.x, velocity: velocity.x, dt: dt)
    let y = CGFloat.updateValue(spring: spring, value: value.y, target: target.y, velocity: velocity.y, dt: dt)
    return (CGPoint(x: x.value, y: y.value), CGPoint(x: x.velocity, y: y.velocity))
  }
}
