import CGSL

/// A GSL status code (`gsl_errno.h`): 0 is success, anything else a failure.
///
/// The named constants are the codes `odeiv2` returns; any other code is still representable.
struct GSLStatus: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The C value of the code.
  let rawValue: Int32

  init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// `GSL_SUCCESS`.
  static let success = GSLStatus(rawValue: Int32(GSL_SUCCESS))
  /// `GSL_FAILURE`: a step could not meet the error tolerance (fixed step with control, or h underflow).
  static let failure = GSLStatus(rawValue: Int32(GSL_FAILURE))
  /// `GSL_EFAULT`: an invalid pointer (for example, a multistep method used without a driver).
  static let invalidPointer = GSLStatus(rawValue: Int32(GSL_EFAULT))
  /// `GSL_EINVAL`: an invalid argument.
  static let invalidArgument = GSLStatus(rawValue: Int32(GSL_EINVAL))
  /// `GSL_ENOMEM`: an allocation failed.
  static let noMemory = GSLStatus(rawValue: Int32(GSL_ENOMEM))
  /// `GSL_EBADFUNC`: the system's function or Jacobian reported a problem.
  static let badFunction = GSLStatus(rawValue: Int32(GSL_EBADFUNC))
  /// `GSL_EMAXITER`: the driver took more steps than its `nmax`.
  static let maxIterations = GSLStatus(rawValue: Int32(GSL_EMAXITER))
  /// `GSL_ENOPROG`: the driver's step size fell below its `hmin`.
  static let noProgress = GSLStatus(rawValue: Int32(GSL_ENOPROG))

  /// GSL's own description of the code (`gsl_strerror`), such as "exceeded max number of iterations".
  var message: String {
    guard let text = gsl_strerror(rawValue) else { return "unknown error code" }
    return String(cString: text)
  }

  /// `"<message> (status <code>)"`.
  var description: String { "\(message) (status \(rawValue))" }
}
