import WaveInputs

/// The whole check: every spring's verdict under the options.
public struct CheckResult: Sendable {
  /// The options it ran with.
  public let options: CheckOptions
  /// One verdict per spring, in the options' order.
  public let springs: [SpringCheck]

  public init(options: CheckOptions, springs: [SpringCheck]) {
    self.options = options
    self.springs = springs
  }

  /// The springs that fail a rule.
  public var failing: [SpringCheck] { springs.filter { !$0.passed } }

  /// The exit status `check` ends with: 0 when every spring passes, 1 when one fails.
  public var exitStatus: Int32 { failing.isEmpty ? 0 : 1 }
}
