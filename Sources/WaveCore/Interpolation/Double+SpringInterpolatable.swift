import Foundation

extension Double: SpringInterpolatable, VelocityProviding {
  public typealias ValueType = Double
  public typealias VelocityType = Double

  public var scaledIntegral: Double {
    DisplayScale.integral(self, scale: DisplayScale.current)
  }

  @inlinable
  public static func updateValue(
    spring: Spring, value: Double, target: Double, velocity: Double, dt: TimeInterval
  ) -> (value: Double, velocity: Double) {
    SpringStep.semiImplicitEuler(
      value: value, target: target, velocity: velocity, dt: dt,
      stiffness: Double(spring.stiffness), dampingCoefficient: Double(spring.dampingCoefficient),
      mass: Double(spring.mass))
  }
}
