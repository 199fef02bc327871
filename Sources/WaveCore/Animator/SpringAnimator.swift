import Foundation

/// Animates one value of type `T` with a spring, frame by frame: a port of Wave's `SpringAnimator`.
///
/// Lifecycle, as upstream:
/// - ``start(afterDelay:)`` schedules the animator on its ``driver`` and runs an immediate update with
///   `dt = 0`, which moves the state to `.running` and starts the running time.
/// - Each frame: one step of `T.updateValue` with the frame's `dt` (or a snap when the mode is
///   `.nonAnimated` or the spring's response is 0); then, if ``runningTime`` ≥ ``settlingTime``, the value is
///   set to the target (the snap at the end: upstream ends by time, not by a distance threshold);
///   ``valueChanged`` gets the value (integralized if asked); a finish fires
///   `.finished(at: target)` and ends the run.
/// - Setting ``target`` to a different value while running fires `.retargeted(from:to:)` and restarts the
///   running time (the velocity is kept).
/// - ``stop(immediately:)``: immediately ends the run and reports `.finished` at the current value;
///   otherwise retargets to the current value.
@MainActor
public final class SpringAnimator<T: SpringInterpolatable>: AnimatorProviding {
  /// What ``completion`` reports.
  public enum Event {
    /// The animation finished at this value.
    case finished(at: T.ValueType)
    /// The target changed while running.
    case retargeted(from: T.ValueType, to: T.ValueType)
  }

  /// A unique identifier (unique within the process). Sequential rather than random, so that runs are
  /// reproducible to the instruction.
  public let id = SpringAnimatorID.next()

  /// The execution state.
  public private(set) var state: AnimatorState = .inactive {
    didSet {
      if oldValue == .inactive, state == .running {
        startTime = driver.now
      }
      if oldValue == .running, state != .running {
        driver.needsPrune = true
      }
    }
  }

  /// The spring; may be changed at any time and takes effect on the next frame.
  public var spring: Spring

  /// The current value; must be non-nil to start.
  public var value: T.ValueType?

  /// The target value. Changing it while running retargets (see the type's discussion).
  public var target: T.ValueType? {
    didSet {
      guard let oldValue, let newValue = target, oldValue != newValue else { return }
      if state == .running {
        startTime = driver.now
        completion?(.retargeted(from: oldValue, to: newValue))
      }
    }
  }

  /// The current velocity, in value units per second. Set it before starting to inject a gesture's velocity.
  public var velocity: T.VelocityType

  /// Called with the value after every update.
  public var valueChanged: ((_ currentValue: T.ValueType) -> Void)?

  /// Called when the animation finishes or is retargeted.
  public var completion: ((_ event: Event) -> Void)?

  /// `.nonAnimated` snaps to the target on the next update.
  public var mode: AnimationMode = .animated

  /// Whether ``valueChanged`` receives values rounded down to the pixel grid (`scaledIntegral`).
  /// The animation itself keeps stepping the unrounded value.
  public var integralizeValues = false

  /// A replacement for `T.updateValue` (the engine's semi-implicit Euler), with the same call shape, e.g. the
  /// exact per-frame propagator of WaveReference. nil (the default) steps with the engine, as upstream.
  public var integrator:
    (
      (_ spring: Spring, _ value: T.ValueType, _ target: T.ValueType, _ velocity: T.VelocityType, _ dt: TimeInterval)
        -> (value: T.ValueType, velocity: T.VelocityType)
    )?

  /// The frame driver that steps this animator (replaces upstream's display link).
  public let driver: FrameDriver

  /// The block-API group this animator belongs to, if any.
  var groupID: UInt64?

  /// The driver time at which the current run (or the last retarget) started.
  var startTime: TimeInterval?

  var isScheduled = false

  /// Creates an animator. `value` and `target` may be set later, but must be set before starting.
  ///
  /// - Parameter driver: the driver whose frames step this animator; ``FrameDriver/shared`` by default.
  public init(
    spring: Spring, value: T.ValueType? = nil, target: T.ValueType? = nil, driver: FrameDriver = .shared
  ) {
    self.spring = spring
    self.value = value
    self.target = target
    self.velocity = T.VelocityType.zero
    self.driver = driver
  }

  /// Starts the animation, now or after `delay` seconds of the driver's clock.
  ///
  /// Traps if `value` or `target` is nil or `delay` is negative, as upstream; ``tryStart(afterDelay:)`` throws
  /// instead. Starting an animator that ended begins a fresh run from the current value, target and velocity.
  public func start(afterDelay delay: TimeInterval = 0) {
    precondition(value != nil, "Animation must have a non-nil `value` before starting.")
    precondition(target != nil, "Animation must have a non-nil `target` before starting.")
    precondition(delay >= 0, "`delay` must be greater or equal to zero.")
    if delay == .zero {
      startNow()
    } else {
      driver.schedule(after: delay) { [self] in startNow() }
    }
  }

  /// ``start(afterDelay:)`` with the preconditions checked: throws instead of trapping.
  public func tryStart(afterDelay delay: TimeInterval = 0) throws(AnimatorError) {
    guard value != nil else { throw .missingValue }
    guard target != nil else { throw .missingTarget }
    guard delay.isFinite, delay >= 0 else { throw .invalidDelay(delay) }
    start(afterDelay: delay)
  }

  private func startNow() {
    if state == .ended {
      transitionToInactive(preservingVelocity: true)
    }
    driver.runPropertyAnimation(self)
  }

  /// Stops the animation.
  ///
  /// - Parameter immediately: true ends the run at the current value, zeroes the velocity and reports
  ///   `.finished(at: value)`; false retargets to the current value (the spring brings the motion to rest).
  public func stop(immediately: Bool = true) {
    if immediately {
      clearRuntimeState(preservingVelocity: false)
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

  /// Seconds since the run started or was last retargeted; nil when not running.
  public var runningTime: TimeInterval? {
    startTime.map { driver.now - $0 }
  }

  func configure(spring: Spring, mode: AnimationMode, groupID: UInt64) {
    self.groupID = groupID
    self.mode = mode
    self.spring = spring
  }

  func reset() {
    transitionToInactive(preservingVelocity: false)
  }

  func updateAnimation(dt: TimeInterval) {
    guard let value, let target else {
      state = .inactive
      return
    }
    state = .running
    guard let runningTime else {
      fatalError("Found a nil `runningTime` even though the animation's state is \(state)")
    }

    let isAnimated = spring.response > .zero && mode != .nonAnimated
    if isAnimated {
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

    let animationFinished = (runningTime >= settlingTime) || !isAnimated
    let runStartTime = startTime
    if animationFinished {
      self.value = target
    }
    if let current = self.value {
      valueChanged?(integralizeValues ? current.scaledIntegral : current)
    }
    // `valueChanged` may retarget or stop: finish only if the same run is still active.
    if animationFinished, state == .running, self.target == target, startTime == runStartTime {
      clearRuntimeState(preservingVelocity: false)
      state = .ended
      completion?(.finished(at: target))
    }
  }

  private func transitionToInactive(preservingVelocity: Bool) {
    clearRuntimeState(preservingVelocity: preservingVelocity)
    state = .inactive
  }

  private func clearRuntimeState(preservingVelocity: Bool) {
    startTime = nil
    if !preservingVelocity {
      velocity = .zero
    }
  }
}
