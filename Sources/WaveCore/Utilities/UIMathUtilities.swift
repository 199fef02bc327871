import Foundation

/// Rubber-band resistance past the ends of a range, as UIScrollView applies it past its content.
///
/// Inside `range` the value is returned unchanged. Past an end by `x`, the result moves past that end by
/// `(1 − 1 / (x · c / d + 1)) · d` with `d = interval`: the excess approaches `d` asymptotically.
///
/// - Parameters:
///   - value: any finite number.
///   - range: the free range.
///   - interval: `d`, the most the result can exceed the range by; > 0.
///   - c: the resistance constant; UIScrollView uses 0.55.
/// - Returns: `value` inside `range`; past an end, a value past that end by less than `interval`.
public func rubberband(value: CGFloat, range: ClosedRange<CGFloat>, interval: CGFloat, c: CGFloat = 0.55) -> CGFloat {
  if range.contains(value) {
    return value
  }
  let d = interval
  if value > range.upperBound {
    let x = value - range.upperBound
    let b = (1.0 - (1.0 / ((x * c / d) + 1.0))) * d
    return range.upperBound + b
  } else {
    let x = range.lowerBound - value
    let b = (1.0 - (1.0 / ((x * c / d) + 1.0))) * d
    return range.lowerBound - b
  }
}

/// UIScrollView's normal deceleration rate (per millisecond).
public let defaultDecelerationRate: CGFloat = 0.998

/// Where a value moving at `velocity` comes to rest under scroll-view deceleration:
/// `value + (velocity / 1000) · rate / (1 − rate)`.
///
/// - Parameters:
///   - value: points.
///   - velocity: points per second.
///   - decelerationRate: in (0, 1); the fraction of velocity kept per millisecond.
/// - Returns: the resting value, in points.
public func project(value: CGFloat, velocity: CGFloat, decelerationRate: CGFloat = defaultDecelerationRate) -> CGFloat {
  value + project(initialVelocity: velocity, decelerationRate: decelerationRate)
}

/// ``project(value:velocity:decelerationRate:)`` per coordinate.
public func project(point: CGPoint, velocity: CGPoint, decelerationRate: CGFloat = defaultDecelerationRate) -> CGPoint {
  CGPoint(
    x: point.x + project(initialVelocity: velocity.x, decelerationRate: decelerationRate),
    y: point.y + project(initialVelocity: velocity.y, decelerationRate: decelerationRate))
}

func project(initialVelocity: CGFloat, decelerationRate: CGFloat) -> CGFloat {
  (initialVelocity / 1000) * decelerationRate / (1 - decelerationRate)
}

/// Maps `value` linearly from `inMin...inMax` to `outMin...outMax`; not clipped unless `clip` is true.
///
/// `inMin` and `inMax` must differ.
public func mapRange<T: FloatingPoint>(
  value: T, inMin: T, inMax: T, outMin: T, outMax: T, clip: Bool = false
) -> T {
  let result = ((value - inMin) * (outMax - outMin) / (inMax - inMin) + outMin)
  guard clip else { return result }
  if result > outMax { return outMax }
  if result < outMin { return outMin }
  return result
}

/// ``mapRange(value:inMin:inMax:outMin:outMax:clip:)`` without argument labels.
public func mapRange<T: FloatingPoint>(_ value: T, _ inMin: T, _ inMax: T, _ outMin: T, _ outMax: T, clip: Bool = false)
  -> T
{
  mapRange(value: value, inMin: inMin, inMax: inMax, outMin: outMin, outMax: outMax, clip: clip)
}

/// `value` bounded to `lower...upper` (inclusive).
public func clip<T: FloatingPoint>(value: T, lower: T, upper: T) -> T {
  min(upper, max(value, lower))
}

/// `value` bounded to `0...1`.
public func clipUnit<T: FloatingPoint>(value: T) -> T {
  clip(value: value, lower: 0, upper: 1)
}
