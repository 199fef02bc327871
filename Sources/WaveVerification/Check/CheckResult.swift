import WaveInputs

/// The whole check: every spring's verdict under the options.
package struct CheckResult: Sendable {
  /// The options it ran with.
  package let options: CheckOptions
  /// One verdict per spring, in the options' order.
  package let springs: [SpringCheck]

  /// The springs that fail a rule.
  package var failing: [SpringCheck] { springs.filter { !$0.passed } }

  /// The exit status `check` ends with: 0 when every spring passes, 1 when one fails.
  package var exitStatus: Int32 { failing.isEmpty ? 0 : 1 }
}
