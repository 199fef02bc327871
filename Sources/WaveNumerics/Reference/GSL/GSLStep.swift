import CGSL

/// A stepping function (`gsl_odeiv2_step`): one method that advances the system by one step of a given size and
/// estimates the local error.
///
/// Owns its C object and frees it when released.
///
/// Use it with a ``GSLEvolve`` for fixed or adaptive stepping under your own loop; a ``GSLDriver`` makes
/// its own. The multistep types (``GSLStepType/requiresDriver``) only work inside a driver.
final class GSLStep {
  /// The method.
  let type: GSLStepType
  let pointer: UnsafeMutablePointer<gsl_odeiv2_step>

  /// Allocates a stepper of `type` for the oscillator's two-dimensional state.
  ///
  /// - Throws: ``GSLError`` with ``GSLStatus/noMemory`` when GSL cannot allocate it.
  init(_ type: GSLStepType) throws(GSLError) {
    GSLErrorHandler.ensureDisabled()
    guard let pointer = gsl_odeiv2_step_alloc(type.cType, GSLOscillatorSystem.dimension) else {
      throw GSLError(step: type, status: .noMemory, operation: "gsl_odeiv2_step_alloc")
    }
    self.type = type
    self.pointer = pointer
  }

  deinit {
    gsl_odeiv2_step_free(pointer)
  }

  /// GSL's name for the method (`gsl_odeiv2_step_name`).
  var name: String { String(cString: gsl_odeiv2_step_name(pointer)) }

  /// The order GSL reports for the last step (`gsl_odeiv2_step_order`); varies for the multistep methods.
  var reportedOrder: Int { Int(gsl_odeiv2_step_order(pointer)) }

  /// Forgets any history, for a step that does not continue the previous one (`gsl_odeiv2_step_reset`).
  func reset() throws(GSLError) {
    try GSLError.check(gsl_odeiv2_step_reset(pointer), step: type, operation: "gsl_odeiv2_step_reset")
  }
}
