import CGSL

/// GSL's driver (`gsl_odeiv2_driver`): a system, a stepper, a `y_new` control and an evolution object
/// together, advancing to a requested time adaptively or by a given number of fixed steps.
///
/// The driver owns its C object (and, through it, the stepper, control and evolution objects GSL made for
/// it) and frees it when released; it keeps its ``system`` alive because GSL holds a pointer to it. The
/// multistep types (``GSLStepType/msadams``, ``GSLStepType/msbdf``) only run inside a driver.
final class GSLDriver {
  /// The method.
  let step: GSLStepType
  /// The system integrated; retained for as long as the driver lives.
  let system: GSLOscillatorSystem
  /// The control's tolerances: absolute (state units), relative (unitless).
  let absoluteTolerance: Double, relativeTolerance: Double
  private let pointer: UnsafeMutablePointer<gsl_odeiv2_driver>

  /// Allocates a driver (`gsl_odeiv2_driver_alloc_y_new`).
  ///
  /// - Parameters:
  ///   - system: the system to integrate; the driver keeps it alive.
  ///   - step: the method.
  ///   - initialStepSize: the first step to try, s, finite and > 0.
  ///   - absoluteTolerance: the control's absolute tolerance, state units, finite, ≥ 0; not 0 together with
  ///     `relativeTolerance`.
  ///   - relativeTolerance: the control's relative tolerance, unitless, finite, ≥ 0; not 0 together with
  ///     `absoluteTolerance`.
  /// - Throws: ``GSLError`` with ``GSLStatus/invalidArgument`` for an argument out of range,
  ///   ``GSLStatus/noMemory`` when GSL cannot allocate.
  init(
    system: GSLOscillatorSystem, step: GSLStepType, initialStepSize: Double,
    absoluteTolerance: Double, relativeTolerance: Double
  ) throws(GSLError) {
    GSLErrorHandler.ensureDisabled()
    try GSLControl.validate(absoluteTolerance: absoluteTolerance, relativeTolerance: relativeTolerance, step: step)
    guard initialStepSize.isFinite, initialStepSize > 0 else {
      throw GSLError(
        step: step, status: .invalidArgument,
        operation: "driver with initial step \(initialStepSize) s refused (needs > 0)")
    }
    guard
      let pointer = gsl_odeiv2_driver_alloc_y_new(
        system.cSystem, step.cType, initialStepSize, absoluteTolerance, relativeTolerance)
    else {
      throw GSLError(step: step, status: .noMemory, operation: "gsl_odeiv2_driver_alloc_y_new")
    }
    self.step = step
    self.system = system
    self.absoluteTolerance = absoluteTolerance
    self.relativeTolerance = relativeTolerance
    self.pointer = pointer
  }

  deinit {
    gsl_odeiv2_driver_free(pointer)
  }

  /// The step size the driver will try next, s.
  var stepSize: Double { pointer.pointee.h }
  /// The number of steps the last ``apply(time:until:state:)`` took (GSL's count; not kept by
  /// ``applyFixedStep(time:stepSize:count:state:acceptingEveryStep:)`` when it accepts every step).
  var lastStepCount: Int { Int(pointer.pointee.n) }
  /// The steps the driver's evolution object has tried since it was made or ``reset()``.
  ///
  /// Each accepted step, and each one rejected and retried shorter (a stepper that could not take it, an implicit method's iteration that did not
  /// converge, an error over the tolerance). GSL's `nmax` counts the accepted steps of one call only.
  var attemptedStepCount: Int { Int(pointer.pointee.e.pointee.count + pointer.pointee.e.pointee.failed_steps) }

  /// Sets the smallest step allowed (`gsl_odeiv2_driver_set_hmin`): an adaptive advance that needs a smaller
  /// one fails with ``GSLStatus/noProgress``.
  ///
  /// - Parameter minimum: s, finite, ≥ 0, ≤ the current step size and ≤ the maximum (GSL's own check,
  ///   made here because GSL reports its failure as success once its error handler is off).
  /// - Throws: ``GSLError`` with ``GSLStatus/invalidArgument`` for a `minimum` out of range, or with GSL's
  ///   status when `gsl_odeiv2_driver_set_hmin` fails.
  func setMinimumStepSize(_ minimum: Double) throws(GSLError) {
    guard minimum.isFinite, minimum >= 0, minimum <= abs(pointer.pointee.h), minimum <= pointer.pointee.hmax else {
      throw GSLError(
        step: step, status: .invalidArgument, operation: "set hmin \(minimum) refused (needs 0 ≤ hmin ≤ min(h, hmax))")
    }
    try GSLError.check(
      gsl_odeiv2_driver_set_hmin(pointer, minimum), step: step, operation: "gsl_odeiv2_driver_set_hmin")
  }

  /// Sets the largest step allowed (`gsl_odeiv2_driver_set_hmax`).
  ///
  /// - Parameter maximum: s, > 0, ≥ the current step size and ≥ the minimum (checked here, as for hmin).
  /// - Throws: ``GSLError`` with ``GSLStatus/invalidArgument`` for a `maximum` out of range, or with GSL's
  ///   status when `gsl_odeiv2_driver_set_hmax` fails.
  func setMaximumStepSize(_ maximum: Double) throws(GSLError) {
    guard maximum > 0, maximum >= abs(pointer.pointee.h), maximum >= pointer.pointee.hmin else {
      throw GSLError(
        step: step, status: .invalidArgument, operation: "set hmax \(maximum) refused (needs hmax ≥ max(h, hmin), > 0)")
    }
    try GSLError.check(
      gsl_odeiv2_driver_set_hmax(pointer, maximum), step: step, operation: "gsl_odeiv2_driver_set_hmax")
  }

  /// Sets the most steps one ``apply(time:until:state:)`` may take (`gsl_odeiv2_driver_set_nmax`); 0 means no limit.
  ///
  /// Past it the advance fails with ``GSLStatus/maxIterations``.
  func setMaximumStepCount(_ maximum: Int) throws(GSLError) {
    guard maximum >= 0 else {
      throw GSLError(step: step, status: .invalidArgument, operation: "set nmax \(maximum) refused (needs ≥ 0)")
    }
    try GSLError.check(
      gsl_odeiv2_driver_set_nmax(pointer, UInt(maximum)), step: step, operation: "gsl_odeiv2_driver_set_nmax")
  }

  /// Forgets the stepper's history and the step counters (`gsl_odeiv2_driver_reset`), for a new problem.
  func reset() throws(GSLError) {
    try GSLError.check(gsl_odeiv2_driver_reset(pointer), step: step, operation: "gsl_odeiv2_driver_reset")
  }

  /// Advances adaptively from `time` to `end` (`gsl_odeiv2_driver_apply`), as many steps as the control
  /// needs, the last one shortened to land on `end`.
  ///
  /// - Parameters:
  ///   - time: in: the current time (s); out: `end`, or the time of the last successful step on failure.
  ///   - end: s, ≥ `time` (checked here: GSL reports a backwards interval as success once its handler is off).
  ///   - state: in: the state at `time`; out: the state at the new `time`.
  /// - Throws: ``GSLError`` naming the step type and GSL's status (``GSLStatus/maxIterations``,
  ///   ``GSLStatus/noProgress``, ``GSLStatus/failure``, …).
  func apply(time: inout Double, until end: Double, state: inout GSLState) throws(GSLError) {
    guard end >= time else {
      throw GSLError(
        step: step, status: .invalidArgument, operation: "driver apply to \(end) s refused (needs end ≥ t)", time: time)
    }
    let code = withStateArray(&state) { y in gsl_odeiv2_driver_apply(pointer, &time, end, y) }
    try GSLError.check(code, step: step, operation: "gsl_odeiv2_driver_apply", time: time)
  }

  /// Advances by `count` steps of exactly `stepSize`.
  ///
  /// - Parameters:
  ///   - time: in: the current time (s); out: `time + count·stepSize`, or the last successful step's time.
  ///   - stepSize: s, finite and > 0.
  ///   - count: ≥ 0.
  ///   - state: in: the state at `time`; out: the state at the new `time`, or after the last successful step.
  ///   - acceptingEveryStep: false: `gsl_odeiv2_driver_apply_fixed_step`, which asks the driver's control
  ///     about each step and fails with ``GSLStatus/failure`` when the control would shrink it. true (the
  ///     fixed-step integrators): `gsl_odeiv2_evolve_apply_fixed_step` on the driver's own objects without
  ///     the control, so every step is taken at `stepSize` whatever its error; the control still sets the
  ///     accuracy of the implicit methods' iterations and the multistep methods' order choice. A step whose
  ///     error estimate is not finite (the stepper could not take it) still fails with ``GSLStatus/failure``.
  /// - Throws: ``GSLError`` naming the step type and GSL's status.
  func applyFixedStep(
    time: inout Double, stepSize: Double, count: Int, state: inout GSLState, acceptingEveryStep: Bool = false
  ) throws(GSLError) {
    guard stepSize.isFinite, stepSize > 0, count >= 0 else {
      throw GSLError(
        step: step, status: .invalidArgument,
        operation: "fixed step h = \(stepSize) s × \(count) refused (needs h > 0, n ≥ 0)", time: time)
    }
    guard acceptingEveryStep else {
      let code = withStateArray(&state) { y in
        gsl_odeiv2_driver_apply_fixed_step(pointer, &time, stepSize, UInt(count), y)
      }
      try GSLError.check(code, step: step, operation: "gsl_odeiv2_driver_apply_fixed_step", time: time)
      return
    }
    let driver = pointer.pointee
    for _ in 0..<count {
      let (savedTime, savedState) = (time, state)
      let code = withStateArray(&state) { y in
        gsl_odeiv2_evolve_apply_fixed_step(driver.e, nil, driver.s, driver.sys, &time, stepSize, y)
      }
      try GSLError.check(code, step: step, operation: "gsl_odeiv2_evolve_apply_fixed_step", time: time)
      guard GSLEvolve.lastErrorEstimateIsFinite(driver.e) else {
        (time, state) = (savedTime, savedState)
        throw GSLError(step: step, status: .failure, operation: GSLEvolve.nonFiniteEstimateOperation, time: time)
      }
    }
  }
}
