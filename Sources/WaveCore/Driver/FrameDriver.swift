import Foundation

/// Runs animators once per display frame, as Wave's animation controller does under a display link,
/// but on an injected clock and a schedule of frame durations, so that every run is deterministic.
///
/// Each ``tick()``:
/// 1. advances the clock by the frame's duration `dt` (the display link's `targetTimestamp − timestamp`),
///    so that during the frame the clock reads the time at which the frame's values are presented;
/// 2. steps every running animator with `dt`, in the order they were first started;
/// 3. unschedules animators that are no longer running (resetting them to `.inactive`, as upstream);
/// 4. runs delayed starts that are due (``SpringAnimator/start(afterDelay:)``), which start at the
///    current time and are stepped from the next frame on.
@MainActor
public final class FrameDriver {
  /// The driver that animators and the block API use unless given another.
  public static let shared = FrameDriver()

  /// The time source. Advanced only by this driver's ticks.
  public let clock: any FrameClock

  /// The frame durations used by ``tick()``. Frame index 0 is the first tick after this driver was made.
  public var schedule: FrameSchedule

  /// The number of frames run so far.
  public private(set) var frameIndex = 0

  private var animations: [any AnimatorProviding] = []

  /// Set when a scheduled animator may have stopped running, so that unscheduling scans the list only then
  /// (starting N animators stays O(N), not O(N²)).
  var needsPrune = false
  private var delayed: [(due: TimeInterval, action: @MainActor () -> Void)] = []

  /// A delayed start is due when the clock is within this many seconds of its due time: frame times are
  /// running sums of durations and carry rounding errors (30 frames of 1/60 s sum to 0.49999999999999994).
  public static let dueTimeSlack: TimeInterval = 1e-9

  public init(schedule: FrameSchedule = .fps(60), clock: any FrameClock = ManualClock()) {
    self.schedule = schedule
    self.clock = clock
  }

  /// The clock's current time in seconds.
  public var now: TimeInterval { clock.now }

  /// Whether any scheduled animator is running (upstream keeps its display link alive while this holds).
  public var hasRunningAnimations: Bool { animations.contains { $0.state == .running } }

  /// The number of animators currently scheduled.
  public var scheduledAnimationCount: Int { animations.count }

  /// The number of delayed starts not yet run.
  public var pendingDelayedStartCount: Int { delayed.count }

  /// Runs one frame with the schedule's next duration. Returns false (and does nothing) when a finite
  /// schedule has run out.
  @discardableResult
  public func tick() -> Bool {
    guard let dt = schedule.duration(ofFrame: frameIndex) else { return false }
    tick(duration: dt)
    return true
  }

  /// Runs one frame of `dt` seconds (finite, ≥ 0), whatever the schedule says.
  public func tick(duration dt: TimeInterval) {
    clock.advance(by: dt)
    frameIndex += 1
    let snapshot = animations
    for animation in snapshot where animation.state == .running {
      animation.updateAnimation(dt: dt)
    }
    pruneScheduledAnimations()
    runDueDelayedActions()
  }

  /// Ticks until no animator runs and no delayed start is pending, at most `maxFrames` frames or until
  /// a finite schedule ends. Returns the number of frames run.
  @discardableResult
  public func runUntilIdle(maxFrames: Int = 1_000_000) -> Int {
    var frames = 0
    while frames < maxFrames, hasRunningAnimations || !delayed.isEmpty {
      guard tick() else { break }
      frames += 1
    }
    return frames
  }

  /// Ticks `count` frames (fewer if a finite schedule ends). Returns the number run.
  @discardableResult
  public func run(frames count: Int) -> Int {
    var frames = 0
    while frames < count, tick() { frames += 1 }
    return frames
  }

  func runPropertyAnimation(_ animation: any AnimatorProviding) {
    if !animation.isScheduled {
      animation.isScheduled = true
      animations.append(animation)
    }
    animation.updateAnimation(dt: .zero)
    if animation.state != .running { needsPrune = true }
    pruneScheduledAnimations()
  }

  func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
    delayed.append((clock.now + delay, action))
  }

  private func pruneScheduledAnimations() {
    guard needsPrune else { return }
    needsPrune = false
    guard animations.contains(where: { $0.state != .running }) else { return }
    var kept: [any AnimatorProviding] = []
    kept.reserveCapacity(animations.count)
    for animation in animations {
      if animation.state == .running {
        kept.append(animation)
      } else {
        animation.isScheduled = false
        animation.reset()
      }
    }
    animations = kept
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

/// What the driver needs of an animator. Internal, as upstream.
@MainActor
protocol AnimatorProviding: AnyObject {
  var state: AnimatorState { get }
  var isScheduled: Bool { get set }
  func updateAnimation(dt: TimeInterval)
  func reset()
}
