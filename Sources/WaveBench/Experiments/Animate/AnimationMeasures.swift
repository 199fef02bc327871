import WaveCore

/// The answers `wave-bench animate --summary` gives for one schedule (a rate, `hitch`, `vrr`, `jitter`, a dt file).
///
/// How far the view overshoots its final target and where the exact spring does, how far it strays from the exact
/// spring, the snap at its end, its judder and when it settles. Every number in points (the animated value's units)
/// or seconds from the start.
struct AnimationMeasures: Sendable {
  /// What the animation showed on one schedule, frame by frame.
  struct Shown: Sendable {
    /// The frame times, s: 0 (the start), then for frame k when it was shown (the wall clock at its callback).
    var times: [Double]
    /// The value shown at each time: the start value, then one per frame; the last is the target when it ended.
    var values: [Double]
    /// On the frame it ended, the value the animation reached before it showed the target instead; nil when the run
    /// stopped before the end.
    var reached: Double?
    /// The engine's own time at each frame, s; nil: ``times`` (every frame on time).
    ///
    /// 0, then the running sum of the intervals the engine stepped (Wave: the display link's, 1/60 s on `hitch` and
    /// `jitter` whenever the frame is shown; a model: the clock it reads). The exact spring is compared with the view there, as `check` measures the step's error
    /// at the step's own time, so that a stall shows in the times, not as an error of the step.
    var engineTimes: [Double]?

    init(times: [Double], values: [Double], reached: Double?, engineTimes: [Double]? = nil) {
      (self.times, self.values, self.reached, self.engineTimes) = (times, values, reached, engineTimes)
    }
  }

  /// A distance and when it is reached.
  struct Moment: Sendable, Equatable {
    /// Points, ≥ 0 (∞ for a run whose values are not finite).
    let points: Double
    /// s from the start.
    let time: Double
  }

  /// The schedule the run was shown on; its name labels the row.
  let schedule: ScheduleSpec
  /// The rate, Hz: the schedule's constant rate, or 1 / its median interval.
  let fps: Double
  /// Each retarget's frame on this schedule, in the order given.
  let retargetFrames: [Int]
  /// The last frame shown.
  let lastFrame: Int
  /// The frame on which the animation ended and showed its target; nil when the run stopped first (`--frames`).
  let endFrame: Int?
  /// The target the animation ends on: the last retarget's value, or the first target.
  let target: Double
  /// Which side of ``target`` is past it: +1 above, −1 below, 0 either (the final target is where the last leg came
  /// from): the sign of the final target minus the target before it (the start without a retarget).
  let direction: Double
  /// The travel of the last leg, points: |the final target − the target before it|; the settle band is a fraction
  /// of it.
  let travel: Double
  /// The farthest point shown past the final target after the last retarget, nil when none is past it.
  let overshoot: Overshoot?
  /// The same for the exact spring through the same retargets (``ExactMotion/peak(direction:)``).
  let exactOvershoot: Overshoot?
  /// The largest distance from the exact spring at the frames (at the engine's own time, ``Shown/engineTimes``),
  /// where the animation ended the value it reached (the snap is that frame's), and when the frame is shown.
  let error: Moment
  /// The jump to the target on the frame the animation ended: |target − the value it reached there|, points; nil
  /// when it did not end within the run.
  let snap: Double?
  /// The largest back-and-forth of the view from frame to frame, points (``ViewMotion/judder``, on the values shown,
  /// the final snap left out).
  let judder: Double
  /// The time after which the view stays within ``Tolerance/settledFraction`` of ``travel`` of the target, s; nil
  /// when its last frame is still outside (the run stopped first).
  let settleTime: Double?

  /// The measures of `shown` at a constant rate of `fps` Hz (``ScheduleSpec/fps(_:)``) against `exact`.
  init(
    fps: Double, shown: Shown, start: Double, targets: [Double], lastLeg: Int?, retargetFrames: [Int],
    exact: ExactMotion
  ) {
    self.init(
      schedule: .fps(fps), shown: shown, start: start, targets: targets, lastLeg: lastLeg,
      retargetFrames: retargetFrames, exact: exact)
  }

  /// The measures of `shown` on `schedule` against `exact`.
  ///
  /// - Parameters:
  ///   - schedule: the schedule the frames came from.
  ///   - shown: the frames, at least the start.
  ///   - start: the value at t = 0 (frame 0's).
  ///   - targets: the first target, then each retarget's value that took effect (frame ≤ the last), in order.
  ///   - lastLeg: the frame of the last retarget that changed the target or gave a velocity, ≥ 0, possibly after the
  ///     last frame shown (a run that diverged on it); nil without one.
  ///   - retargetFrames: each retarget's frame on `schedule`.
  ///   - exact: the exact spring through the same retargets, on the engine's own time (``Shown/engineTimes``).
  init(
    schedule: ScheduleSpec, shown: Shown, start: Double, targets: [Double], lastLeg: Int?, retargetFrames: [Int],
    exact: ExactMotion
  ) {
    let target = targets[targets.count - 1]
    let before = targets.last { $0 != target } ?? start
    let direction: Double = target > before ? 1 : (target < before ? -1 : 0)
    let last = shown.values.count - 1
    var overshoot: Overshoot?
    // The frames from the last leg's on; none when the run ended before the frame of its retarget (it diverged there).
    for i in shown.values.indices where i >= lastLeg ?? 0 {
      let past = Overshoot.excursion(shown.values[i], target: target, direction: direction)
      if past > (overshoot?.points ?? 0) {
        overshoot = Overshoot(points: past, value: shown.values[i], time: shown.times[i])
      }
    }
    var error = Moment(points: 0, time: 0)
    let own = shown.engineTimes ?? shown.times
    for i in 0...last {
      let value = i == last ? shown.reached ?? shown.values[i] : shown.values[i]
      let d = abs(value - exact.position(at: own[i]))
      if !(d <= error.points) { error = Moment(points: d.isNaN ? .infinity : d, time: shown.times[i]) }
    }
    let snap = shown.reached.map { ViewMotion.snap(reached: $0, target: target) }
    self.schedule = schedule
    self.fps = schedule.constantRate ?? 1 / schedule.medianDuration
    self.retargetFrames = retargetFrames
    self.lastFrame = last
    self.endFrame = shown.reached == nil ? nil : last
    self.target = target
    self.direction = direction
    self.travel = abs(target - before)
    self.overshoot = overshoot
    self.exactOvershoot = exact.peak(direction: direction)
    self.error = error
    self.snap = snap
    self.judder = ViewMotion(times: shown.times, values: shown.values, snap: snap, diverged: false).judder
    self.settleTime = SettleTime.index(
      values: shown.values, target: target, distance: travel, fraction: Tolerance.settledFraction
    ).map { shown.times[$0] }
  }
}
