import Foundation
import WaveCore

/// Mistake: a step that builds its result from the target, so the non-float fields (`id`, `title`,
/// `isHighlighted`) jump to the target's.
///
/// The floats are stepped correctly.
struct TargetIdBadge: SpringInterpolatable, VelocityProviding, Equatable {
  var badge: Badge

  typealias ValueType = TargetIdBadge
  typealias VelocityType = TargetIdBadge

  static var zero: TargetIdBadge { TargetIdBadge(badge: .zero) }

  var scaledIntegral: TargetIdBadge { TargetIdBadge(badge: badge.scaledIntegral) }

  static func updateValue(
    spring: Spring, value: TargetIdBadge, target: TargetIdBadge, velocity: TargetIdBadge, dt: TimeInterval
  ) -> (value: TargetIdBadge, velocity: TargetIdBadge) {
    let r = Badge.updateValue(
      spring: spring, value: value.badge, target: target.badge, velocity: velocity.badge, dt: dt)
    var newValue = target.badge
    newValue.offset = r.value.offset
    newValue.opacity = r.value.opacity
    return (TargetIdBadge(badge: newValue), TargetIdBadge(badge: r.velocity))
  }

  static var samples: [TargetIdBadge] { Badge.samples.map(TargetIdBadge.init) }
}
