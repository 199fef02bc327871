import CGSL

/// An evolution object (`gsl_odeiv2_evolve`): advances the system by one step, fixed or adapted to a control's
/// tolerances, and counts steps.
///
/// Owns its C object.
///
/// For the explicit types and `bsimp`. The others (``GSLStepType/requiresDriver``) read their error levels
/// from a driver; used here, GSL refuses the step with ``GSLStatus/invalidPointer``, which arrives as a
/// ``GSLError``. Use a ``GSLDriver`` for them.
final class GSLEvolve {
  let pointer: UnsafeMutablePointer<gsl_odeiv2_evolve>

  /// Allocates an evolution object for the oscillator's two-dimensional state.
  ///
  /// - Throws: ``GSLError`` with ``GSLStatus/noMemory`` when GSL cannot allocate it.
  init() throws(GSLError) {
    GSLErrorHandler.ensureDisabled()
    guard let pointer = gsl_odeiv2_evolve_alloc(GSLOscillatorSystem.dimension) else {
      throw GSLError(step: nil, status: .noMemory, operation: "gsl_odeiv2_evolve_alloc")
    }
    self.pointer = pointer
  }

  deinit {
    gsl_odeiv2_evolve_free(pointer)
  }

  /// Accepted steps since allocation or ``reset()``.
  var stepCount: Int { Int(pointer.pointee.count) }
  /// Rejected (retried) steps since allocation or ``reset()``.
  var failedStepCount: Int { Int(pointer.pointee.failed_steps) }

  /// Zeroes the counters (`gsl_odeiv2_evolve_reset`).
  func reset() throws(GSLError) {
    try GSLError.check(gsl_odeiv2_evolve_reset(pointer), step: nil, operation: "gsl_odeiv2_evolve_reset")
  }

  /// One adaptive step (`gsl_odeiv2_evolve_apply`): tries `stepSize`, shrinks it until the control accepts
  /// the step, and never steps past `end`.
  ///
  /// - Parameters:
  ///   - control: the control that accepts or shrinks the step.
  ///   - step: the stepping function that takes the step.
  ///   - system: the system to advance.
  ///   - time: in: the current time (s); out: the time reached (≤ `end`).
  ///   - end: the time not to pass (s), ≥ `time`.
  ///   - stepSize: in: the step to try (s, > 0); out: the step to try next.
  ///   - state: in: the state at `time`; out: the state at the new `time`.
  /// - Throws: ``GSLError`` naming the step type and GSL's status; `time` and `state` keep their input.
  func apply(
    control: GSLControl, step: GSLStep, system: GSLOscillatorSystem,
    time: inout Double, until end: Double, stepSize: inout Double, state: inout GSLState
  ) throws(GSLError) {
    guard end >= time, stepSize > 0 else {
      throw GSLError(
        step: step.type, status: .invalidArgument,
        operation: "evolve to \(end) s with h = \(stepSize) s refused (needs end ≥ t, h > 0)", time: time)
    }
    let start = time
    let code = withStateArray(&state) { y in
      gsl_odeiv2_evolve_apply(pointer, control.pointer, step.pointer, system.cSystem, &time, end, &stepSize, y)
    }
    try GSLError.check(code, step: step.type, operation: "gsl_odeiv2_evolve_apply", time: start)
  }

  /// One step of exactly `stepSize` (`gsl_odeiv2_evolve_apply_fixed_step`).
  ///
  /// - Parameters:
  ///   - control: nil to accept the step whatever its error estimate, unless the estimate is not finite (a
  ///     stepper's way to say it could not take the step: `bsimp`'s runaway guard leaves the state where it
  ///     was and reports an infinite error), which fails with ``GSLStatus/failure``; with a control, the
  ///     step fails with ``GSLStatus/failure`` whenever the control would shrink it.
  ///   - step: the stepping function that takes the step.
  ///   - system: the system to advance.
  ///   - time: in: the current time (s); out: `time + stepSize`.
  ///   - stepSize: the step (s), > 0.
  ///   - state: in: the state at `time`; out: the state after the step.
  /// - Throws: ``GSLError`` naming the step type and GSL's status; `time` and `state` keep their input.
  func applyFixedStep(
    control: GSLControl?, step: GSLStep, system: GSLOscillatorSystem,
    time: inout Double, stepSize: Double, state: inout GSLState
  ) throws(GSLError) {
    let start = time
    let saved = state
    let code = withStateArray(&state) { y in
      gsl_odeiv2_evolve_apply_fixed_step(
        pointer, control?.pointer, step.pointer, system.cSystem, &time, stepSize, y)
    }
    try GSLError.check(code, step: step.type, operation: "gsl_odeiv2_evolve_apply_fixed_step", time: start)
    guard Self.lastErrorEstimateIsFinite(pointer) else {
      time = start
      state = saved
      throw GSLError(step: step.type, status: .failure, operation: Self.nonFiniteEstimateOperation, time: start)
    }
  }

  /// Whether the last step's error estimate (`e->yerr`) is finite; if not, the stepper could not take the
  /// step and the state it left is not a solution.
  static func lastErrorEstimateIsFinite(_ evolve: UnsafeMutablePointer<gsl_odeiv2_evolve>) -> Bool {
    guard let yerr = evolve.pointee.yerr else { return false }
    return (0..<Int(evolve.pointee.dimension)).allSatisfy { yerr[$0].isFinite }
  }

  /// The ``GSLError/operation`` of a fixed step refused for a non-finite error estimate.
  static let nonFiniteEstimateOperation =
    "gsl_odeiv2_evolve_apply_fixed_step (non-finite error estimate: the stepper could not take the step)"
}
