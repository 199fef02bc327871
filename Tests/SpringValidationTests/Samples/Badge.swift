import Foundation
import WaveCore

/// A layout struct with non-float fields (an id, a title, a flag) beside a nested CGPoint and a Double.
///
/// The step animates the floats and carries the other fields over from `value`.
struct Badge: SpringInterpolatable, VelocityProviding, Equatable {
  var id: Int
  var title: String
  var isHighlighted: Bool
  var offset: CGPoint
  var opacity: Double

  typealias ValueType = Badge
  typealias VelocityType = Badge

  static var zero: Badge { Badge(id: 0, title: "", isHighlighted: false, offset: .zero, opacity: 0) }

  var scaledIntegral: Badge {
    Badge(
      id: id, title: title, isHighlighted: isHighlighted, offset: offset.scaledIntegral, opacity: opacity.scaledIntegral
    )
  }

  static func updateValue(
    spring: Spring, value: Badge, target: Badge, velocity: Badge, dt: TimeInterval
  ) -> (value: Badge, velocity: Badge) {
    let offset = CGPoint.updateValue(
      spring: spring, value: value.offset, target: target.offset, velocity: velocity.offset, dt: dt)
    let opacity = Double.updateValue(
      spring: spring, value: value.opacity, target: target.opacity, velocity: velocity.opacity, dt: dt)
    var newValue = value
    newValue.offset = offset.value
    newValue.opacity = opacity.value
    var newVelocity = Badge.zero
    newVelocity.offset = offset.velocity
    newVelocity.opacity = opacity.velocity
    return (newValue, newVelocity)
  }

  static let samples = [
    Badge(id: 1, title: "new", isHighlighted: true, offset: CGPoint(x: 4.5, y: -12.25), opacity: 1),
    Badge(id: 2, title: "sale", isHighlighted: false, offset: CGPoint(x: -80.6, y: 33.3), opacity: 0.35),
    Badge(id: 3, title: "hot", isHighlighted: true, offset: CGPoint(x: 150.1, y: 210.7), opacity: 0.6),
  ]
}
