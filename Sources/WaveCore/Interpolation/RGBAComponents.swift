import Foundation

/// A color as red, green, blue and alpha components (each nominally 0...1), animated component-wise.
///
/// Wave animates `UIColor`/`CGColor` through this type. As upstream, `scaledIntegral` returns the color
/// unchanged: colors are not snapped to a pixel grid.
public struct RGBAComponents: Hashable, Sendable, SpringInterpolatable, VelocityProviding {
  public typealias ValueType = RGBAComponents
  public typealias VelocityType = RGBAComponents

  public var r: CGFloat
  public var g: CGFloat
  public var b: CGFloat
  public var a: CGFloat

  public init(r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
    (self.r, self.g, self.b, self.a) = (r, g, b, a)
  }

  public static let zero = RGBAComponents(r: 0, g: 0, b: 0, a: 0)

  /// Transparent white, as `UIColor.clear` is represented upstream.
  public static let clear = RGBAComponents(r: 1, g: 1, b: 1, a: 0)

  public var scaledIntegral: RGBAComponents { self }

  @inlinable
  public static func updateValue(
    spring: Spring, value: RGBAComponents, target: RGBAComponents, velocity: RGBAComponents, dt: TimeInterval
  ) -> (value: RGBAComponents, velocity: RGBAComponents) {
    let r = CGFloat.updateValue(spring: spring, value: value.r, target: target.r, velocity: velocity.r, dt: dt)
    let g = CGFloat.updateValue(spring: spring, value: value.g, target: target.g, velocity: velocity.g, dt: dt)
    let b = CGFloat.updateValue(spring: spring, value: value.b, target: target.b, velocity: velocity.b, dt: dt)
    let a = CGFloat.updateValue(spring: spring, value: value.a, target: target.a, velocity: velocity.a, dt: dt)
    return (
      RGBAComponents(r: r.value, g: g.value, b: b.value, a: a.value),
      RGBAComponents(r: r.velocity, g: g.velocity, b: b.velocity, a: a.velocity)
    )
  }
}
