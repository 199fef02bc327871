import WaveCore

/// The velocities `check` runs a spring at for its releases (``ReleaseVelocities``): every single velocity, and for
/// each range the velocities at which each rule is at its worst over the range.
///
/// For Wave's step the samples are exact. The step is linear, so a release at u travels a second shows
/// x_k(u) = s_k + u·g_k on frame k, s the motion from rest and g the motion of a unit fling; the animator ends by
/// time alone, on the same frame for every u. Then:
/// - the error (max_k |x_k(u) − exact_k(u)|), the snap (|1 − x_end(u)|), the distance from the target that the
///   settle time and the divergence band test on each frame, are each the largest of |affine functions of u|:
///   convex in u, so largest at an end of the range;
/// - the judder is the largest over windows of four moves of the smallest |move| where the four alternate in sign.
///   Each move is affine in u; where the signs stay the same, the smallest of the four |moves| is the lower envelope
///   of four lines, largest where two of them cross (|d_j(u)| = |d_l(u)|) or at an end of the range, and where a
///   move changes sign the window's judder is 0. So the largest judder over the range is at one of those crossings,
///   which are computed for every window, or at an end.
///
/// The range's ends and the velocity of the largest judder are the samples; every rule's worst over the range is
/// measured at one of them.
///
/// The other engines' models (SwiftUI's springs, Core Animation's) end on a rule or a duration that depends on the
/// velocity, so no such bound holds between samples: their ranges are sampled at ``modelSamples`` evenly spaced
/// velocities, the ends included.
enum ReleaseSampling {
  /// The velocities a range is sampled at for an engine with a model: 65 (every 250 pt/s over ±8,000 pt/s).
  static let modelSamples = 65

  /// The velocities to run `spring` at on `schedule`, pt/s, each once, in the order: the single velocities as given,
  /// then each range's samples.
  ///
  /// - Parameters:
  ///   - releases: the spring's release velocities.
  ///   - spring: the spring Wave steps (``SpringSpec/spring``).
  ///   - model: the engine model that runs it, nil for Wave's step.
  ///   - schedule: the schedule the runs are on.
  ///   - travel: the travel, points, > 0.
  ///   - retargets: the run's retargets (``CheckSetup/retargets``), on Wave's step.
  /// - Returns: The velocities, pt/s.
  static func velocities(
    _ releases: ReleaseVelocities, spring: Spring, model: EngineModel?, on schedule: ScheduleSpec,
    travel: Double, retargets: [FrameRetarget] = []
  ) -> [Double] {
    var result: [Double] = []
    func add(_ v: Double) { if !result.contains(v) { result.append(v) } }
    releases.values.forEach(add)
    guard !releases.ranges.isEmpty else { return result }
    let lifetime = AccuracyExperiment.lifetime(spring, on: schedule)
    for range in releases.ranges {
      add(range.lowerBound)
      add(range.upperBound)
      if model != nil {
        let step = (range.upperBound - range.lowerBound) / Double(modelSamples - 1)
        for i in 1..<(modelSamples - 1) { add(range.lowerBound + Double(i) * step) }
      } else if retargets.isEmpty, let worst = worstJudder(spring, frames: lifetime, over: range, travel: travel) {
        add(worst)
      } else if !retargets.isEmpty {
        let shown = { (velocity: Double) -> [Double]? in
          guard
            let motion = try? RetargetedMotion(
              spring, on: schedule, travel: travel, velocity: velocity, retargets: retargets),
            !motion.diverged, motion.reached != nil
          else { return nil }
          return Array(motion.values.dropLast())
        }
        if let worst = worstJudder(over: range, shown: shown) { add(worst) }
      }
    }
    return result
  }

  /// The travels and velocities to run `spring` at on `schedule`, each pair once: the velocities of
  /// ``velocities(_:spring:model:on:travel:retargets:)`` at each travel `travels` judges, and for Wave's step over a
  /// range of travels, at each single velocity and range end, the travel between the range's ends where the step
  /// judders most (``worstJudderTravel(_:velocity:over:)``).
  ///
  /// Wave's step over T points released at V pt/s shows T·s_k + V·g_k on frame k (s the motion over a travel of 1
  /// from rest, g that of a unit fling), so every rule's number in points is positively homogeneous in (T, V): along
  /// a ray from the origin it grows with the distance. The largest judder over the rectangle of travels × velocities
  /// therefore lies on its far sides: the largest travel (its velocities sampled as at one travel) or a velocity
  /// range's end or single velocity (its travels, computed here); the other rules, the largest of |affine functions|,
  /// are largest at the rectangle's corners. An engine's model, whose end depends on the release, is run at every
  /// travel ``TravelRange/judged`` samples.
  ///
  /// - Parameters:
  ///   - releases: the spring's release velocities.
  ///   - travels: the spring's travels, points.
  ///   - spring: the spring Wave steps (``SpringSpec/spring``).
  ///   - model: the engine model that runs it, nil for Wave's step.
  ///   - schedule: the schedule the runs are on.
  ///   - retargets: the run's retargets (``CheckSetup/retargets``), on Wave's step: one travel, the range's upper end.
  /// - Returns: The pairs, travel (points) and velocity (pt/s), by travel ascending, each travel's velocities in the
  ///   order ``velocities(_:spring:model:on:travel:retargets:)`` gives.
  static func runs(
    _ releases: ReleaseVelocities, travels: TravelRange, spring: Spring, model: EngineModel?, on schedule: ScheduleSpec,
    retargets: [FrameRetarget] = []
  ) -> [(travel: Double, velocity: Double)] {
    let wave = model == nil && retargets.isEmpty
    let sampled = !retargets.isEmpty ? [travels.upper] : wave ? travels.ends : travels.judged
    var pairs: [(travel: Double, velocity: Double)] = []
    for travel in sampled {
      for velocity in velocities(
        releases, spring: spring, model: model, on: schedule, travel: travel, retargets: retargets)
      {
        pairs.append((travel, velocity))
      }
    }
    guard wave, travels.isRange else { return pairs }
    let lifetime = AccuracyExperiment.lifetime(spring, on: schedule)
    var anchors: [Double] = []
    for velocity in releases.anchors where !anchors.contains(velocity) { anchors.append(velocity) }
    // The step diverges (its runs fail at the range's ends): no travel between is worse.
    guard let unit = unitMotions(spring, frames: lifetime) else { return pairs }
    let between = travels.lower...travels.upper
    for velocity in anchors {
      guard let travel = worstJudderTravel(unit, velocity: velocity, over: between), !sampled.contains(travel)
      else { continue }
      pairs.append((travel, velocity))
    }
    return pairs.sorted { $0.travel < $1.travel }
  }

  /// Wave's step on `frames` over a travel of 1, before the end's snap: from rest (`s`), and the motion a fling of
  /// one travel a second adds (`g` = x(1) − s, exact to rounding: the step is linear); nil when either diverges.
  static func unitMotions(_ spring: Spring, frames: WaveFrames) -> (s: [Double], g: [Double])? {
    let rest = ViewMotion(spring, frames: frames, velocity: 0)
    let fling = ViewMotion(spring, frames: frames, velocity: 1)
    guard !rest.diverged, rest.snap != nil, !fling.diverged, fling.snap != nil, rest.values.count == fling.values.count
    else { return nil }
    let s = Array(rest.values.dropLast())
    return (s, zip(fling.values.dropLast(), s).map { $0 - $1 })
  }

  /// The travel in `range` (points) at which Wave's step (``unitMotions(_:frames:)``) judders most, released at
  /// `velocity` pt/s; nil when it never judders in the range.
  ///
  /// Over T points the step shows T·s + V·g, affine in T.
  static func worstJudderTravel(
    _ unit: (s: [Double], g: [Double]), velocity: Double, over range: ClosedRange<Double>
  ) -> Double? {
    worstJudder(over: range) { travel in zip(unit.s, unit.g).map { travel * $0 + velocity * $1 } }
  }

  /// The velocity in `range` (pt/s) at which Wave's step judders most on `frames`, over a travel of `travel` points;
  /// nil when the step diverges at either end (its runs fail there) or never judders in the range.
  static func worstJudder(_ spring: Spring, frames: WaveFrames, over range: ClosedRange<Double>, travel: Double)
    -> Double?
  {
    worstJudder(over: range) { velocity in
      let view = ViewMotion(spring, frames: frames, velocity: velocity / travel)
      guard !view.diverged, view.snap != nil else { return nil }
      return view.values.dropLast().map { $0 * travel }
    }
  }

  /// The value in `range` of a parameter (a release velocity, pt/s, or a travel, points) at which the frames `shown`
  /// gives judder most.
  ///
  /// - Parameters:
  ///   - range: the parameter's values.
  ///   - shown: the frames the view shows at a value of the parameter, points, before the end's snap (the start
  ///     first); affine in it, as Wave's step is in the release velocity and in the travel.
  /// - Returns: The parameter's value; nil when a run diverges or ends on another frame (`shown` gives nil, or frames
  ///   of another count) or never judders in the range.
  static func worstJudder(over range: ClosedRange<Double>, shown: (Double) -> [Double]?) -> Double? {
    // The motion at 0 and the change a fling of 1 pt/s makes: g = x(1) − x(0), exact to rounding (the step is linear).
    guard let rest = shown(0), let fling = shown(1), rest.count == fling.count, rest.count >= 5 else { return nil }
    var a: [Double] = []
    var b: [Double] = []
    for k in 1..<rest.count {
      let move = rest[k] - rest[k - 1]
      a.append(move)
      b.append((fling[k] - fling[k - 1]) - move)
    }
    let lower = range.lowerBound
    let upper = range.upperBound
    func judder(window i: Int, at u: Double) -> Double {
      ViewMotion.judder(a[i] + u * b[i], a[i + 1] + u * b[i + 1], a[i + 2] + u * b[i + 2], a[i + 3] + u * b[i + 3])
    }
    var best: (judder: Double, u: Double) = (0, lower)
    for i in 0...(a.count - 4) {
      var candidates = [lower, upper]
      for j in 0..<4 {
        for l in (j + 1)..<4 {
          for sign in [1.0, -1.0] {
            let slope = b[i + j] - sign * b[i + l]
            guard slope != 0 else { continue }
            let u = -(a[i + j] - sign * a[i + l]) / slope
            if u > lower, u < upper { candidates.append(u) }
          }
        }
      }
      for u in candidates {
        let value = judder(window: i, at: u)
        if value > best.judder { best = (value, u) }
      }
    }
    return best.judder > 0 ? best.u : nil
  }
}
