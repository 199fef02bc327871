import Foundation

/// Conversions between Wave's velocities (points per second, set on the animator) and UIKit's
/// `UISpringTimingParameters.initialVelocity` (a rate normalised by the distance to travel, 1/s).
package enum InitialVelocity {
  /// UIKit's normalisation: each component of the gesture velocity divided by the distance from
  /// `currentPosition` to `finalPosition` along that axis, or 0 where that distance is 0.
  ///
  /// - Parameters:
  ///   - gestureVelocity: points per second.
  ///   - currentPosition: the position the animation starts from, points.
  ///   - finalPosition: the position the animation ends at, points.
  /// - Returns: `(dx, dy)` in 1/s, as UIKit's `CGVector`.
  package static func uikit(
    for gestureVelocity: CGPoint, from currentPosition: CGPoint, to finalPosition: CGPoint
  ) -> (dx: CGFloat, dy: CGFloat) {
    let xDistance = finalPosition.x - currentPosition.x
    let yDistance = finalPosition.y - currentPosition.y
    return (
      xDistance != 0 ? gestureVelocity.x / xDistance : 0,
      yDistance != 0 ? gestureVelocity.y / yDistance : 0
    )
  }

  /// The inverse: the velocity in points per second that Wave's animator takes, from UIKit's normalised `(dx, dy)` and
  /// the same two positions.
  ///
  /// Where a distance is 0, UIKit's 0 carries no information and the result is 0 along that axis.
  package static func wave(
    fromUIKit normalized: (dx: CGFloat, dy: CGFloat), from currentPosition: CGPoint, to finalPosition: CGPoint
  ) -> CGPoint {
    CGPoint(
      x: normalized.dx * (finalPosition.x - currentPosition.x),
      y: normalized.dy * (finalPosition.y - currentPosition.y))
  }
}
