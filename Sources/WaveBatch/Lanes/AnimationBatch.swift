import WaveCore

/// A batch of animations of one value type (CGFloat, CGPoint, CGRect, RGBAComponents, or any type made of
/// CGFloat components): a typed front end over a ``SpringBatch`` whose animations have one lane per
/// component (see ``LaneLayout``).
///
/// With `Scalar = Double`, each animation's values are bit for bit those of a `SpringAnimator<Value>` with
/// the same spring on a `FrameDriver` with the same frame durations, including the end (snap to the target
/// at the settling time) and retargets (which restart the running time).
public final class AnimationBatch<Value: SpringInterpolatable & VelocityProviding, Scalar: BatchScalar> {
  /// The value type's lane mapping.
  public let layout: LaneLayout<Value>
  /// The lanes; use it for what the typed API does not cover (parallelism, settle mode, the raw lanes).
  public let lanes: SpringBatch<Scalar>

  /// - Parameters: as ``SpringBatch/init(componentCount:springs:stepper:settle:capacity:now:)``.
  /// - Throws: ``LaneLayoutError`` when `Value` is not made of CGFloat/Double components.
  public init(
    springs: SpringMode, stepper: BatchStepper = .euler, settle: SettleMode = .settlingTime, capacity: Int = 64,
    now: Double = 0
  ) throws(LaneLayoutError) {
    layout = try LaneLayout<Value>()
    lanes = SpringBatch(
      componentCount: layout.componentCount, springs: springs, stepper: stepper, settle: settle,
      capacity: capacity, now: now)
  }

  /// Animations in the batch.
  @inlinable public var count: Int { lanes.count }
  /// The batch clock, seconds.
  @inlinable public var now: Double { lanes.now }
  /// Animations that ended in the last step (valid until the next step).
  @inlinable public var finished: UnsafeBufferPointer<BatchHandle> { lanes.finished }

  /// Adds a running animation that starts now.
  ///
  /// O(1). `spring` is required in `.perLane` mode.
  @inlinable
  @discardableResult
  public func add(value: Value, target: Value, velocity: Value = .zero, spring: Spring? = nil) -> BatchHandle {
    lanes.add(spring: spring) { i in
      (layout.component(i, of: value), layout.component(i, of: target), layout.component(i, of: velocity))
    }
  }

  /// Swap-removes an animation.
  ///
  /// O(1).
  @inlinable
  public func remove(_ handle: BatchHandle) { lanes.remove(handle) }

  /// Retargets (restarting the running time if the target changes).
  ///
  /// O(1).
  @inlinable
  public func retarget(_ handle: BatchHandle, to target: Value) {
    lanes.retarget(handle) { layout.component($0, of: target) }
  }

  /// Sets the velocity, units/s per component (such as a gesture's).
  ///
  /// O(1).
  @inlinable
  public func setVelocity(_ handle: BatchHandle, _ velocity: Value) {
    lanes.setVelocity(handle) { layout.component($0, of: velocity) }
  }

  /// The current value.
  @inlinable
  public func value(_ handle: BatchHandle) -> Value {
    let base = lanes.slot(of: handle) * layout.componentCount
    return layout.make { Double(lanes.lanes.value[base + $0]) }
  }

  /// The current velocity, units/s.
  @inlinable
  public func velocity(_ handle: BatchHandle) -> Value {
    let base = lanes.slot(of: handle) * layout.componentCount
    return layout.make { Double(lanes.lanes.velocity[base + $0]) }
  }

  /// The target.
  @inlinable
  public func target(_ handle: BatchHandle) -> Value {
    let base = lanes.slot(of: handle) * layout.componentCount
    return layout.make { Double(lanes.lanes.target[base + $0]) }
  }

  /// Whether the animation is running.
  @inlinable
  public func isRunning(_ handle: BatchHandle) -> Bool { lanes.isRunning(handle) }

  /// One frame of `dt` seconds (see ``SpringBatch/step(dt:)``).
  @inlinable
  public func step(dt: Double) { lanes.step(dt: dt) }

  /// One frame whose callback comes `elapsed` seconds after the previous one, stepped by `dt` seconds (see
  /// ``SpringBatch/step(dt:elapsed:)``).
  @inlinable
  public func step(dt: Double, elapsed: Double) { lanes.step(dt: dt, elapsed: elapsed) }
}
