import Foundation

/// Runs animators once per display frame, as Wave's animation controller does under a display link
/// (upstream main, jtrivedi/Wave a52498e, `Sources/Wave/Internal/AnimationController.swift:24-46, 71-77`), but
/// on an injected clock and a schedule of frame durations, so that every run is deterministic.
///
/// Each `tick()`:
/// 1. advances the clock by the frame's duration (``FrameSchedule/duration(ofFrame:)``: the time since the previous
///    callback), so that during the frame the clock reads the callback's time, as `CACurrentMediaTime()` does
///    upstream (`SpringAnimator.swift:189-192`);
/// 2. goes through the animators scheduled when the frame began: an `.ended` one is reset to `.inactive` and
///    unscheduled; every other one (`.inactive` ones included: that is how a started animator begins) is
///    updated with `dt`, the display link's `targetTimestamp − timestamp` (``FrameSchedule/interval(ofFrame:)``,
///    upstream `DisplayLinkProviding.swift:50-57`): after a stall, the frame comes late and is stepped by the
///    display's interval;
/// 3. runs delayed starts that are due (``SpringAnimator/start(afterDelay:)``); they are updated from the
///    next frame on.
///
/// Deviation: upstream keeps its animators in a dictionary keyed by `UUID`, so their order within a frame is
/// unspecified; here they run in the order they were first scheduled.
@MainActor
public final class FrameDriver {
  /// The driver that animators and the block API use unless given another.
  public static let shared = FrameDriver()

  /// The time source.
  ///
  /// Advanced only by this driver's ticks.
  public let clock: any FrameClock

  /// The frame durations used by `tick()`.
  ///
  /// Frame index 0 is the first tick after this driver was made.
  public var schedule: FrameSchedule

  /// The number of frames run so far.
  public private(set) var frameIndex = 0

  private var animations: [any AnimatorProviding] = []

  private var delayed: [(due: TimeInterval, action: @MainActor () -> Void)] = []

  /// A delayed start is due when the clock is within this many seconds of its due time: frame times are
  /// running sums of durations and carry rounding errors (30 frames of 1/60 s sum to 0.49999999999999994).
  ///
  /// Nonisolated (a constant) so that `--retarget`'s times compare with frame times by the same slack.
  nonisolated package static let dueTimeSlack: TimeInterval = 1e-9

  public init(schedule: FrameSchedule = .fps(60), clock: any FrameClock = ManualClock()) {
    self.schedule = schedule
    self.clock = clock
  }

  /// The clock's current time in seconds.
  public var now: TimeInterval { clock.now }

  /// Whether any scheduled animator is running.
  public var hasRunningAnimations: Bool { animations.contains { $0.state == .running } }

  /// Whether any animator is scheduled (upstream keeps its display link alive while one is, an `.ended` one
  /// included until the frame that unschedules it).
  public var hasScheduledAnimations: Bool { !animations.isEmpty }

  /// The number of animators currently scheduled.
  package var scheduledAnimationCount: Int { animations.count }

  /// The number of delayed starts not yet run.
  package var pendingDelayedStartCount: Int { delayed.count }

  /// Runs one frame with the schedule's next duration.
  ///
  /// - Parameter beforeUpdates: run once the clock reads this frame's time, before any animator is updated
  ///   (what an app does at the start of a frame, e.g. retarget from an input event).
  /// - Returns: false (and does nothing) when a finite schedule has run out; true when a frame ran.
  @discardableResult
  public func tick(beforeUpdates: (() -> Void)? = nil) -> Bool {
    guard let duration = schedule.duration(ofFrame: frameIndex), let dt = schedule.interval(ofFrame: frameIndex)
    else { return false }
    tick(duration: duration, interval: dt, beforeUpdates: beforeUpdates)
    return true
  }

  /// Runs one frame that comes `dt` seconds (finite, ≥ 0) after the previous one and is stepped by `dt`, whatever the
  /// schedule says.
  public func tick(duration dt: TimeInterval, beforeUpdates: (() -> Void)? = nil) {
    tick(duration: dt, interval: dt, beforeUpdates: beforeUpdates)
  }

  /// Runs one frame whose callback comes `duration` seconds (finite, ≥ 0) after the previous one, its animators
  /// stepped by `dt` seconds (the display link's interval, finite, ≥ 0), whatever the schedule says.
  public func tick(duration: TimeInterval, interval dt: TimeInterval, beforeUpdates: (() -> Void)? = nil) {
    clock.advance(by: duration)
    frameIndex += 1
    beforeUpdates?()
    let snapshot = animations
    var unscheduled = false
    for animation in snapshot {
      if animation.state == .ended {
        animation.reset()
        animation.isScheduled = false
        unscheduled = true
      } else {
        animation.updateAnimation(dt: dt)
      }
    }
    if unscheduled { removeUnscheduled() }
    runDueDelayedActions()
  }

  /// Ticks until no animator is scheduled and no delayed start is pending (so an animator that finished is also
  /// unscheduled), at most `maxFrames` frames or until a finite schedule ends.
  ///
  /// Returns the number of frames run.
  @discardableResult
  public func runUntilIdle(maxFrames: Int = 1_000_000) -> Int {
    var frames = 0
    while frames < maxFrames, hasScheduledAnimations || !delayed.isEmpty {
      guard tick() else { break }
      frames += 1
    }
    return frames
  }

  /// Ticks `count` frames (fewer if a finite schedule ends).
  ///
  /// Returns the number run.
  @discardableResult
  public func run(frames count: Int) -> Int {
    var frames = 0
    while frames < count, tick() { frames += 1 }
    return frames
  }

  /// Schedules `animation` (upstream `runPropertyAnimation`, `AnimationController.swift:71-77`): no update
  /// now; scheduling one that is already scheduled does nothing.
  func runPropertyAnimation(_ animation: any AnimatorProviding) {
    if !animation.isScheduled {
      animation.isScheduled = true
      animations.append(animation)
    }
  }

  func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
    delayed.append((clock.now + delay, action))
  }

  /// Drops the animators unscheduled in this frame, keeping the first entry of each one scheduled again.
  private func removeUnscheduled() {
    var seen = Set<ObjectIdentifier>()
    animations.removeAll { animation in
      !animation.isScheduled || !seen.insert(ObjectIdentifier(animation)).inserted
    }
  }

  private func runDueDelayedActions() {
    guard !delayed.isEmpty else { return }
    let now = clock.now
    let due = delayed.filter { $0.due <= now + Self.dueTimeSlack }
    guard !due.isEmpty else { return }
    delayed.removeAll { $0.due <= now + Self.dueTimeSlack }
    for entry in due { entry.action() }
  }
}

/// What the driver needs of an animator.
///
/// Internal, as upstream.
@MainActor
protocol AnimatorProviding: AnyObject {
  var state: AnimatorState { get }
  var isScheduled: Bool { get set }
  func updateAnimation(dt: TimeInterval)
  func reset()
}
