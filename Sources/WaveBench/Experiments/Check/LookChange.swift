import WaveCore

/// How a recommended spring changes what the view shows at the main rate: both springs run from rest over the
/// same travel on the same frames (``ViewMotion``), compared frame by frame.
struct LookChange: Sendable, Equatable {
  /// The largest distance between the two views over time, a fraction of the travel.
  let largestDistance: Double
  /// The first time the view reaches 99 % of the travel (``reachLevel``, interpolated between frames), s, with the
  /// user's spring and with the recommended one; nil for a motion that never gets there.
  let reachBefore: Double?, reachAfter: Double?
  /// The time into the settled band (upstream's 0.01 % of the travel, ``Tolerance/settledFraction``; the
  /// animator's end snaps into it), s, before and after; nil for a motion that diverged.
  let settledBefore: Double?, settledAfter: Double?

  /// "99 % of the travel": 0.99 of it.
  static let reachLevel = 0.99

  /// The change from `before` (the user's spring) to `after` (the recommendation), both on the main schedule.
  init(before: ViewMotion, after: ViewMotion) {
    largestDistance = before.distance(to: after)
    reachBefore = before.reachTime(of: Self.reachLevel)
    reachAfter = after.reachTime(of: Self.reachLevel)
    settledBefore = before.settledTime(within: Tolerance.settledFraction)
    settledAfter = after.settledTime(within: Tolerance.settledFraction)
  }

  /// The change of the time to 99 % of the travel, s (after − before); nil when either is missing.
  var reachDelta: Double? { difference(reachBefore, reachAfter) }
  /// The change of the time into the settled band, s (after − before); nil when either is missing.
  var settledDelta: Double? { difference(settledBefore, settledAfter) }

  /// Whether the change is one to look at before shipping: the view moves by more than
  /// ``Tolerance/largeLookChange`` of the travel, or a visible duration changes by more than
  /// ``Tolerance/largeDurationRatio`` either way.
  var isLarge: Bool {
    func ratioIsLarge(_ a: Double?, _ b: Double?) -> Bool {
      guard let a, let b, a > 0, b > 0 else { return false }
      return max(a / b, b / a) > Tolerance.largeDurationRatio
    }
    return largestDistance > Tolerance.largeLookChange || ratioIsLarge(reachBefore, reachAfter)
      || ratioIsLarge(settledBefore, settledAfter)
  }

  private func difference(_ a: Double?, _ b: Double?) -> Double? {
    guard let a, let b else { return nil }
    return b - a
  }
}
