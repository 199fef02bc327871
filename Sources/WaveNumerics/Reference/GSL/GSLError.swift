/// A failure reported by GSL's `odeiv2`, as a Swift error: which step type, which call, which status.
///
/// GSL's default error handler aborts the process; WaveBench turns it off (``GSLErrorHandler``) and checks
/// every status instead, so each failure arrives here. Calls that GSL documents as failing silently (for
/// example `gsl_odeiv2_driver_set_hmin` with an out-of-range value, which returns 0 once the handler is off)
/// are checked on the Swift side before they are made and reported with ``GSLStatus/invalidArgument``.
struct GSLError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The step type in use, or nil when the failing object has none (a control object).
  let step: GSLStepType?
  /// The status GSL returned.
  let status: GSLStatus
  /// The C function that failed (`gsl_odeiv2_driver_apply`, …), or the call a Swift-side check refused
  /// and why.
  let operation: String
  /// The integration time (seconds) reached when the call failed, when there is one: GSL leaves the
  /// state at the last successful step.
  let time: Double?

  init(step: GSLStepType?, status: GSLStatus, operation: String, time: Double? = nil) {
    self.step = step
    self.status = status
    self.operation = operation
    self.time = time
  }

  /// The failure in one line: the step type, the operation, the time when there is one, and the status.
  ///
  /// For example, `GSL rk8pd: gsl_odeiv2_driver_apply at t = 0.25 s: exceeded max number of iterations (status 11)`.
  var description: String {
    let stepName = step.map { "GSL \($0.rawValue)" } ?? "GSL"
    let when = time.map { " at t = \($0) s" } ?? ""
    return "\(stepName): \(operation)\(when): \(status)"
  }

  /// Throws when `code` is not `GSL_SUCCESS`.
  static func check(
    _ code: Int32, step: GSLStepType?, operation: String, time: Double? = nil
  ) throws(GSLError) {
    guard code != GSLStatus.success.rawValue else { return }
    throw GSLError(step: step, status: GSLStatus(rawValue: code), operation: operation, time: time)
  }
}
