/// The whole check: every spring's verdict under the options.
struct CheckResult: Sendable {
  /// The options it ran with.
  let options: CheckSetup
  /// One verdict per spring, in the options' order.
  let springs: [SpringCheck]

  /// The springs that fail a rule.
  var failing: [SpringCheck] { springs.filter { !$0.passed } }

  /// The exit status `check` ends with: 2 when a scan left source unread (``CheckSetup/scanIncomplete``), whatever
  /// the springs it read gave, since a spring it missed may fail; else 1 when a spring fails, 0 when every one passes.
  var exitStatus: Int32 { options.scanIncomplete ? 2 : failing.isEmpty ? 0 : 1 }
}
