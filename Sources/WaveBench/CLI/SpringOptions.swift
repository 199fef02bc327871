import ArgumentParser

/// `--damping-ratio Z (--response R | --stiffness K) [--mass M]`, shared by the commands that take a spring;
/// accepted by the one spring grammar (``SpringGrammar``).
struct SpringOptions: ParsableArguments {
  @Option(
    name: .customLong("damping-ratio"), parsing: .unconditional,
    help: "Damping ratio ζ, a finite number > 0 (1 = critically damped).")
  var dampingRatio: Double

  @Option(parsing: .unconditional, help: "Response in seconds, a finite number > 0: the period of the undamped spring.")
  var response: Double?

  @Option(parsing: .unconditional, help: "Stiffness k, a finite number > 0 (instead of --response).")
  var stiffness: Double?

  @Option(parsing: .unconditional, help: "Mass, a finite number > 0.")
  var mass: Double = 1

  /// The spring the options give.
  func make() throws -> SpringSpec {
    try SpringGrammar.options(dampingRatio: dampingRatio, response: response, stiffness: stiffness, mass: mass)
  }
}

/// `--from A --to B [--velocity V]`: one animation's travel, shared by `trajectory` and `animate` (accepted by
/// the library they call).
struct MotionOptions: ParsableArguments {
  @Option(parsing: .unconditional, help: "Start value (finite).")
  var from: Double

  @Option(parsing: .unconditional, help: "Target value (finite).")
  var to: Double

  @Option(parsing: .unconditional, help: "Initial velocity in units per second (finite).")
  var velocity: Double = 0
}
