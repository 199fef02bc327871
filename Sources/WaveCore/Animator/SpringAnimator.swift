import Foundation

/// Animates one value of type `T` with a spring, frame by frame: a port of Wave's `SpringAnimator` as on
/// upstream's main branch (jtrivedi/Wave a52498e, `Sources/Wave/SpringAnimator.swift`,
/// `Sources/Wave/Internal/AnimationController.swift`).
///
/// Lifecycle, as upstream main:
/// - ``start(afterDelay:)`` only schedules the animator on its ``driver`` (`AnimationController.swift:71-77`):
///   no update runs at start, so ``valueChanged`` is first called on the next frame. Starting an animator
///   that is already scheduled does nothing.
/// - Each frame the driver resets and unschedules an `.ended` animator, and updates every other one
///   (`AnimationController.swift:31-37`). The first update moves `.inactive` to `.running`, which sets the
///   start time to that frame's time (`SpringAnimator.swift:35-45`), so the first frame has a running time of 0.
/// - An update (`SpringAnimator.swift:203-245`): one step of `T.updateValue` with the frame's `dt`, or a snap
///   to the target with zero velocity when the mode is `.nonAnimated` or the response is 0; if
///   ``runningTime`` ≥ ``settlingTime`` (time alone ends a run, `:229`), the value is set to the target;
///   ``valueChanged`` gets the value; on a finish, ``completion`` gets `.finished(at: target)` while the
///   state is still `.running` and the velocity is the last step's, and only then the state becomes `.ended`
///   (`:240-244`), whatever `valueChanged` or `completion` did in between.
/// - Setting ``target`` to a different value while `.running` fires `.retargeted(from:to:)` and restarts the
///   running time; the velocity is kept (`:64-81`).
/// - ``stop(immediately:)`` (`:162-172`): `true` only sets `.ended` and reports `.finished(at: value)`; the
///   velocity and start time are cleared by `reset()` on the driver's next frame (`:197-201`).
///
/// Deliberate deviations from upstream (docs/engine.md, "Deviations from upstream main") are marked where they are.
@MainActor
public final class SpringAnimator<T: SpringInterpolatable>: AnimatorProviding {
  /// What ``completion`` reports.
  public enum Event {
    /// The animation finished at this value.
    case finished(at: T.ValueType)
    /// The target changed while running.
    case retargeted(from: T.ValueType, to: T.ValueType)
  }

  /// A unique identifier (unique within the process).
  ///
  /// Deviation: sequential rather than `UUID()`, so that runs are reproducible to the instruction.
  public let id = SpringAnimatorID.next()

  /// The execution state.
  ///
  /// Leaving `.inactive` for `.running` sets the start time (upstream `:35-45`).
  public private(set) var state: AnimatorState = .inactive {
    didSet {
      if oldValue == .inactive, state == .running {
        startTime = driver.now
      }
    }
  }

  /// The spring; may be changed at any time and takes effect on the next frame, its settling time included.
  public var spring: Spring

  /// The current value; must be non-nil to start.
  public var value: T.ValueType?

  /// The target value.
  ///
  /// Changing it while running retargets (see the type's discussion).
  public var target: T.ValueType? {
    didSet {
      guard let oldValue, let newValue = target, oldValue != newValue else { return }
      if state == .running {
        startTime = driver.now
        completion?(.retargeted(from: oldValue, to: newValue))
      }
    }
  }

  /// The current velocity, in value units per second.
  ///
  /// Set it before starting to inject a gesture's velocity.
  public var velocity: T.VelocityType

  /// Called with the value after every update.
  public var valueChanged: ((_ currentValue: T.ValueType) -> Void)?

  /// Called when the animation finishes or is retargeted.
  public var completion: ((_ event: Event) -> Void)?

  /// `.nonAnimated` snaps to the target on every update (the run still ends by time).
  public var mode: AnimationMode = .animated

  /// Whether ``valueChanged`` receives values rounded down to the pixel grid (`scaledIntegral`).
  ///
  /// The animation itself keeps stepping the unrounded value.
  public var integralizeValues = false

  /// Deviation (an addition): a replacement for `T.updateValue` with the same call shape, such as the exact
  /// per-frame propagator of WaveNumerics.
  ///
  /// nil (the default) steps with the engine, as upstream.
  package var integrator:
    (
      (_ spring: Spring, _ value: T.ValueType, _ target: T.ValueType, _ velocity: T.VelocityType, _ dt: TimeInterval)
        -> (value: T.ValueType, velocity: T.VelocityType)
    )?

  /// The frame driver that steps this animator (deviation: replaces upstream's shared display link).
  public let driver: FrameDriver

  /// The block-API group this animator belongs to, if any.
  var groupID: UInt64?

  /// The driver time at which the current run (or the last retarget) started.
  var startTime: TimeInterval?

  var isScheduled = false

  /// Creates an animator.
  ///
  /// `value` and `target` may be set later, but must be set before starting.
  ///
  /// - Parameters:
  ///   - spring: the spring the animation follows.
  ///   - value: the starting value, or nil to set it later.
  ///   - target: the value to animate to, or nil to set it later.
  ///   - driver: the driver whose frames step this animator; ``FrameDriver/shared`` by default.
  public init(
    spring: Spring, value: T.ValueType? = nil, target: T.ValueType? = nil, driver: FrameDriver = .shared
  ) {
    self.spring = spring
    self.value = value
    self.target = target
    self.velocity = T.VelocityType.zero
    self.driver = driver
  }

  /// Schedules the animation on the driver, now or after `delay` seconds of the driver's clock (upstream `:141-157`).
  ///
  /// It is first updated on the driver's next frame.
  ///
  /// Traps if `value` or `target` is nil or `delay` is negative, as upstream; `tryStart(afterDelay:)` throws
  /// instead. Scheduling an `.ended` animator does not restart it: the next frame resets and unschedules it.
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

  /// Deviation (an addition): ``start(afterDelay:)`` with the preconditions checked; throws instead of trapping.
  package func tryStart(afterDelay delay: TimeInterval = 0) throws(AnimatorError) {
    guard value != nil else { throw .missingValue }
    guard target != nil else { throw .missingTarget }
    guard delay.isFinite, delay >= 0 else { throw .invalidDelay(delay) }
    start(afterDelay: delay)
  }

  /// Stops the animation (upstream `:162-172`).
  ///
  /// - Parameter immediately: true sets `.ended` and reports `.finished(at: value)`; value, velocity and start
  ///   time are left as they are until the driver's next frame resets the animator. false retargets to the
  ///   current value (the spring brings the motion to rest).
  public func stop(immediately: Bool = true) {
    if immediately {
      state = .ended
      if let value, let completion {
        completion(.finished(at: value))
      }
    } else {
      target = value
    }
  }

  /// The spring's settling duration, in seconds: the running time after which the animation snaps and ends.
  public var settlingTime: TimeInterval { spring.settlingDuration }

  /// Seconds since the run started or was last retargeted; nil before the first frame and after a reset.
  public var runningTime: TimeInterval? {
    startTime.map { driver.now - $0 }
  }

  func configure(spring: Spring, mode: AnimationMode, groupID: UInt64) {
    self.groupID = groupID
    self.mode = mode
    self.spring = spring
  }

  /// Clears the run (upstream `:197-201`); called by the driver on the frame after the animator ended.
  func reset() {
    startTime = nil
    velocity = .zero
    state = .inactive
  }

  /// One frame of the animation (upstream `:203-245`, statement for statement).
  func updateAnimation(dt: TimeInterval) {
    guard let value, let target else {
      state = .inactive
      return
    }
    state = .running
    guard let runningTime else {
      fatalError("Found a nil `runningTime` even though the animation's state is \(state)")
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
      state = .ended
    }
  }
}
