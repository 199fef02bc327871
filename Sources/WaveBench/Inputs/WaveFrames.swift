import WaveCore

/// The frames of a schedule as Wave's animator meets them, from the first on: the interval each frame is stepped by
/// and the wall-clock time of each frame.
///
/// Wave steps every animator by the display link's `targetTimestamp − timestamp` (jtrivedi/Wave a52498e,
/// `Sources/Wave/Internal/DisplayLinkProviding.swift:50-57`): the display's interval
/// (``FrameSchedule/interval(ofFrame:)``), whenever the callback comes. Its running time is `CACurrentMediaTime()`
/// at the callback less the start time (`Sources/Wave/SpringAnimator.swift:189-192`), and the animator ends on the
/// first frame whose running time reaches the settling duration (`:229`): the wall clock
/// (``FrameSchedule/duration(ofFrame:)``'s running sum). A frame is shown at its callback's time. So after a stall
/// the motion goes on from where it was, and ends by wall time, earlier along its motion.
///
/// On a schedule whose frames are all on time (a rate, `vrr`, a dt file) the steps are the durations and the times
/// their running sum.
struct WaveFrames: Sendable, Equatable {
  /// The schedule the frames come from.
  let schedule: FrameSchedule
  /// The interval each frame is stepped by, s: `steps[k]` frame k's.
  private(set) var steps: [Double] = []
  /// The wall-clock time of each frame's callback (and of its presentation), s from the start: `times[k]` frame k's,
  /// the running sum of the schedule's durations.
  private(set) var times: [Double] = []
  /// The time between each frame's callback and the one before (the start, for the first), s: the schedule's
  /// durations, what an engine that steps elapsed time steps.
  private(set) var durations: [Double] = []

  /// No frame yet of `schedule`.
  init(_ schedule: FrameSchedule) { self.schedule = schedule }

  /// Frames that are all on time, `durations` s each (finite and > 0): each stepped by its duration.
  init(onTime durations: [Double]) {
    self.init(.durations(durations))
    while extend() {}
  }

  /// The number of frames.
  var count: Int { steps.count }

  /// The wall-clock time of the start and of each frame, s: 0, then ``times``; row k the k-th frame's, as a
  /// trajectory's rows are.
  var rowTimes: [Double] { [0] + times }

  /// Wave's running time on frame `k` (< ``count``), s: the wall-clock time since the first frame, which starts the
  /// run (`SpringAnimator.swift:35-45`).
  func runningTime(ofFrame k: Int) -> Double { times[k] - times[0] }

  /// Whether Wave's animator, run for `settlingDuration` s, ends on frame `k` (``AnimatorEnd``).
  func ends(atFrame k: Int, settlingDuration: Double) -> Bool {
    AnimatorEnd.isReached(runningTime: runningTime(ofFrame: k), settlingDuration: settlingDuration)
  }

  /// Adds the schedule's next frame; false (and nothing added) past the end of a finite schedule.
  @discardableResult
  mutating func extend() -> Bool {
    guard let duration = schedule.duration(ofFrame: count), let step = schedule.interval(ofFrame: count) else {
      return false
    }
    times.append((times.last ?? 0) + duration)
    durations.append(duration)
    steps.append(step)
    return true
  }

  /// The frames of Wave's animator's lifetime on `schedule`: until the first frame whose running time reaches
  /// `formula` s (the settling duration), that frame included; at most `maxFrames`, fewer when a finite schedule ends.
  static func lifetime(_ formula: Double, on schedule: FrameSchedule, maxFrames: Int = 10_000_000)
    -> WaveFrames
  {
    var frames = WaveFrames(schedule)
    while frames.count < maxFrames, frames.extend() {
      if frames.ends(atFrame: frames.count - 1, settlingDuration: formula) { break }
    }
    return frames
  }

  /// The frames of `schedule` until the wall clock reaches `horizon` s (at least one frame), at most `maxFrames`.
  static func covering(_ horizon: Double, on schedule: FrameSchedule, maxFrames: Int = 10_000_000)
    -> WaveFrames
  {
    var frames = WaveFrames(schedule)
    while frames.count < maxFrames, frames.count == 0 || frames.times[frames.count - 1] < horizon {
      guard frames.extend() else { break }
    }
    return frames
  }
}
