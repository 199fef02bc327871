import Foundation

/// ``SpringAnimator`` with a specialized per-frame path: the same public API, the same semantics, the same values and
/// callbacks bit for bit, at a fraction of the instructions per frame.
///
/// Not in upstream Wave: an opt-in type written as the change upstream could adopt in
/// `Sources/Wave/SpringAnimator.swift` (jtrivedi/Wave a52498e); ``SpringAnimator`` itself stays the faithful port.
///
/// Why ``SpringAnimator`` is slow: its frame driver (upstream's `AnimationController`,
/// `AnimationController.swift:31-37`) calls `updateAnimation(dt:)` through the `AnimatorProviding` existential,
/// which for a generic class lands in the *unspecialized* body (`SpringAnimator.swift:203-245`): every
/// `T.ValueType?` is copied through value witnesses, `T.updateValue` is a witness-table call, generic metadata
/// is looked up, and the `valueChanged` closure is reached through a reabstraction thunk. `perf.md` lists
/// where the instructions go (`animator-profile.json`).
///
/// What this type changes, and nothing else:
/// - The frame's body (`step(dt:)`) is `@inlinable` over `@usableFromInline` storage, and the initializer,
///   also `@inlinable`, stores a closure that calls it. Made where the animator is made, with `T` known (an
///   app's `SpecializedSpringAnimator<CGFloat>(…)`), that closure is a specialized, fully inlined copy of
///   the frame: the driver's one existential call reaches it through one closure call with no captures.
/// - Its stored properties are exempt from dynamic exclusivity checks (`@exclusivity(unchecked)`): each
///   checked access to a class property costs a `swift_beginAccess` (about 90 instructions with its
///   thread-local access set), and the frame makes about ten.
/// - ``runningTime`` reads the clock without a closure (a main-actor closure passed to `Optional.map` gets a
///   dynamic executor check on every call).
/// - The state's "inactive → running sets the start time" observer (`SpringAnimator.swift:35-45`) is written
///   out in the frame instead of a `didSet`, which `@inlinable` code cannot reach.
///
/// Created in code where `T` is not known, the closure is generic and the frame costs what ``SpringAnimator``'s
/// does. Everything else (``start(afterDelay:)``, ``stop(immediately:)``, retargeting, ``completion``'s event
/// order, the driver's schedule and reset) is ``SpringAnimator``'s, statement for statement; a test steps
/// both side by side and compares every callback's bits.
@MainActor
public final class SpecializedSpringAnimator<T: SpringInterpolatable>: AnimatorProviding {
  /// What ``completion`` reports: the very type ``SpringAnimator`` reports, so one handler serves both.
  public typealias Event = SpringAnimator<T>.Event

  // The driver's per-frame reads first: fixed offsets whatever `T` is, so that the generic witnesses the
  // driver calls (`state`, `updateAnimation`) need no field-offset lookup.
  /// The frame, specialized where the animator was made (see the type's discussion).
  @usableFromInline let frame: @MainActor (SpecializedSpringAnimator<T>, TimeInterval) -> Void
  /// The storage of ``state``.
  @usableFromInline @exclusivity(unchecked) var storedState = AnimatorState.inactive

  /// A unique identifier (unique within the process; shared sequence with ``SpringAnimator``).
  public let id: UUID

  /// The execution state.
  ///
  /// Leaving `.inactive` for `.running` sets the start time (upstream `:35-45`).
  public var state: AnimatorState { storedState }

  /// The spring; may be changed at any time and takes effect on the next frame, its settling time included.
  @exclusivity(unchecked) public var spring: Spring

  /// The current value; must be non-nil to start.
  @exclusivity(unchecked) public var value: T.ValueType?

  /// The target value.
  ///
  /// Changing it while running retargets: `.retargeted(from:to:)` and a restarted running time, the velocity kept
  /// (upstream `:64-81`).
  @exclusivity(unchecked) public var target: T.ValueType? {
    didSet {
      guard let oldValue, let newValue = target, oldValue != newValue else { return }
      if storedState == .running {
        startTime = driver.now
        completion?(.retargeted(from: oldValue, to: newValue))
      }
    }
  }

  /// The current velocity, in value units per second.
  ///
  /// Set it before starting to inject a gesture's velocity.
  @exclusivity(unchecked) public var velocity: T.VelocityType

  /// Called with the value after every update.
  @exclusivity(unchecked) public var valueChanged: ((_ currentValue: T.ValueType) -> Void)?

  /// Called when the animation finishes or is retargeted.
  @exclusivity(unchecked) public var completion: ((_ event: Event) -> Void)?

  /// `.nonAnimated` snaps to the target on every update (the run still ends by time).
  @exclusivity(unchecked) public var mode: AnimationMode = .animated

  /// Whether ``valueChanged`` receives values rounded down to the pixel grid (`scaledIntegral`).
  @exclusivity(unchecked) public var integralizeValues = false

  /// A replacement for `T.updateValue` with the same call shape (as `integrator`); nil steps
  /// with the engine.
  @exclusivity(unchecked) public var integrator:
    (
      (_ spring: Spring, _ value: T.ValueType, _ target: T.ValueType, _ velocity: T.VelocityType, _ dt: TimeInterval)
        -> (value: T.ValueType, velocity: T.VelocityType)
    )?

  /// The frame driver that steps this animator.
  public let driver: FrameDriver

  /// The driver time at which the current run (or the last retarget) started.
  @usableFromInline @exclusivity(unchecked) var startTime: TimeInterval?

  var isScheduled = false

  /// Creates an animator, as ``SpringAnimator/init(spring:value:target:driver:)``.
  ///
  /// Inlined into the caller, so that the stored frame is specialized for the caller's `T`.
  @inlinable
  public init(
    spring: Spring, value: T.ValueType? = nil, target: T.ValueType? = nil, driver: FrameDriver = .shared
  ) {
    frame = { animator, dt in animator.step(dt: dt) }
    id = SpringAnimatorID.next()
    self.spring = spring
    self.value = value
    self.target = target
    self.velocity = T.VelocityType.zero
    self.driver = driver
  }

  /// Schedules the animation on the driver, now or after `delay` seconds (≥ 0) of the driver's clock, as
  /// ``SpringAnimator/start(afterDelay:)``; traps if `value` or `target` is nil or `delay` is negative.
  public func start(afterDelay delay: TimeInterval = 0) {
    precondition(value != nil, "Animation must have a non-nil `value` before starting.")
    precondition(target != nil, "Animation must have a non-nil `target` before starting.")
    precondition(delay >= 0, "`delay` must be greater or equal to zero.")
    if delay == .zero {
      driver.runPropertyAnimation(self)
    } else {
      driver.schedule(after: delay) { [self] in driver.runPropertyAnimation(self) }
    }
  }

  /// ``start(afterDelay:)`` with the preconditions checked; throws instead of trapping.
  package func tryStart(afterDelay delay: TimeInterval = 0) throws(AnimatorError) {
    guard value != nil else { throw .missingValue }
    guard target != nil else { throw .missingTarget }
    guard delay.isFinite, delay >= 0 else { throw .invalidDelay(delay) }
    start(afterDelay: delay)
  }

  /// Stops the animation, as ``SpringAnimator/stop(immediately:)`` (upstream `:162-172`).
  public func stop(immediately: Bool = true) {
    if immediately {
      storedState = .ended
      if let value, let completion {
        completion(.finished(at: value))
      }
    } else {
      target = value
    }
  }

  /// The spring's settling duration, in seconds: the running time after which the animation snaps and ends.
  @inlinable public var settlingTime: TimeInterval { spring.settlingDuration }

  /// Seconds since the run started or was last retargeted; nil before the first frame and after a reset.
  @inlinable public var runningTime: TimeInterval? {
    // Not `startTime.map { … }`: a closure that reads the main-actor driver gets a dynamic executor check
    // (`swift_task_isCurrentExecutor`, about 220 instructions) on every call in Swift 6 mode.
    guard let startTime else { return nil }
    return driver.now - startTime
  }

  /// Clears the run (upstream `:197-201`); called by the driver on the frame after the animator ended.
  func reset() {
    startTime = nil
    velocity = .zero
    storedState = .inactive
  }

  /// The driver's entry: the stored, specialized frame.
  func updateAnimation(dt: TimeInterval) { frame(self, dt) }

  /// One frame (upstream `:203-245`, statement for statement, as ``SpringAnimator``'s), `dt` in seconds (≥ 0).
  @inlinable
  func step(dt: TimeInterval) {
    guard let value, let target else {
      storedState = .inactive
      return
    }
    // `state = .running` with upstream's observer: leaving `.inactive` sets the start time.
    if storedState == .inactive { startTime = driver.now }
    storedState = .running
    guard let runningTime else {
      fatalError("Found a nil `runningTime` even though the animation's state is \(storedState)")
    }

    if spring.response > .zero && mode != .nonAnimated {
      if let integrator {
        (self.value, self.velocity) = integrator(spring, value, target, velocity, dt)
      } else {
        (self.value, self.velocity) = T.updateValue(
          spring: spring, value: value, target: target, velocity: velocity, dt: dt)
      }
    } else {
      self.value = target
      self.velocity = T.VelocityType.zero
    }

    let animationFinished = AnimatorEnd.isReached(runningTime: runningTime, settlingDuration: settlingTime)
    if animationFinished {
      self.value = target
    }
    if let current = self.value {
      valueChanged?(integralizeValues ? current.scaledIntegral : current)
    }
    if animationFinished {
      completion?(.finished(at: target))
      storedState = .ended
    }
  }
}
