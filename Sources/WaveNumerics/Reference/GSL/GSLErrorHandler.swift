import CGSL

/// Turns GSL's process-wide error handler off, once, before any GSL object is made.
///
/// GSL's default handler prints the reason and calls `abort()`. With the handler off, every GSL function
/// returns its status instead, which the wrappers turn into ``GSLError``s. The switch is made the first time
/// ``ensureDisabled()`` runs, through a lazily initialized static (thread-safe, run once by the Swift
/// runtime), so there is no mutable global state of our own.
enum GSLErrorHandler {
  private static let disabled: Void = {
    _ = gsl_set_error_handler_off()
  }()

  /// Makes sure the aborting handler is off.
  ///
  /// Cheap after the first call.
  static func ensureDisabled() {
    _ = disabled
  }
}
