import CGSL

/// A step-size control (`gsl_odeiv2_control`, the `y_new` kind): keeps the local error of each component `i` below
/// `absoluteTolerance + relativeTolerance·|y_i|`.
///
/// Owns its C object.
final class GSLControl {
  /// The absolute tolerance, in the state's units (position units and units/s), ≥ 0.
  let absoluteTolerance: Double
  /// The relative tolerance (unitless), ≥ 0.
  let relativeTolerance: Double
  let pointer: UnsafeMutablePointer<gsl_odeiv2_control>

  /// Allocates a control with the given tolerances.
  ///
  /// - Throws: ``GSLError`` with ``GSLStatus/invalidArgument`` for a negative or non-finite tolerance or
  ///   when both are 0 (nothing would ever be accepted); ``GSLStatus/noMemory`` when GSL cannot allocate.
  init(absoluteTolerance: Double, relativeTolerance: Double) throws(GSLError) {
    GSLErrorHandler.ensureDisabled()
    try Self.validate(absoluteTolerance: absoluteTolerance, relativeTolerance: relativeTolerance, step: nil)
    guard let pointer = gsl_odeiv2_control_y_new(absoluteTolerance, relativeTolerance) else {
      throw GSLError(step: nil, status: .noMemory, operation: "gsl_odeiv2_control_y_new")
    }
    self.absoluteTolerance = absoluteTolerance
    self.relativeTolerance = relativeTolerance
    self.pointer = pointer
  }

  deinit {
    gsl_odeiv2_control_free(pointer)
  }

  /// Refuses tolerances GSL would reject (or accept and then never satisfy).
  static func validate(absoluteTolerance: Double, relativeTolerance: Double, step: GSLStepType?) throws(GSLError) {
    let valid =
      absoluteTolerance.isFinite && relativeTolerance.isFinite && absoluteTolerance >= 0 && relativeTolerance >= 0
      && (absoluteTolerance > 0 || relativeTolerance > 0)
    guard valid else {
      throw GSLError(
        step: step, status: .invalidArgument,
        operation:
          "tolerances abs \(absoluteTolerance), rel \(relativeTolerance) refused (need finite, ≥ 0, not both 0)")
    }
  }
}
