import Foundation

extension CGFloat: SpringInterpolatable, VelocityProviding {
  public typealias ValueType = CGFloat
  public typealias VelocityType = CGFloat

  public var scaledIntegral: CGFloat {
    DisplayScale.integral(self, scale: CGFloat(DisplayScale.current))
  }

  @inlinable
  public static func updateValue(
    spring: Spring, value: CGFloat, target: CGFloat, velocity: CGFloat, dt: TimeInterval
  ) -> (value: CGFloat, velocity: CGFloat) {
    SpringStep.semiImplicitEuler(
      value: value, target: target, velocity: velocity, dt: CGFloat(dt),
      stiffness: spring.stiffness, dampingCoefficient: spring.dampingCoefficient, mass: spring.mass)
  }
}
