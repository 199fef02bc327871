import ArgumentParser
import WaveReports
import WaveCore

/// `--damping-ratio Z (--response R | --stiffness K) [--mass M]`, shared by the commands that take a spring.
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

  func validate() throws {
    try Self.requirePositive(dampingRatio, "--damping-ratio")
    try Self.requirePositive(mass, "--mass")
    switch (response, stiffness) {
    case (nil, nil):
      throw ValidationError("give one of --response or --stiffness")
    case (.some, .some):
      throw ValidationError("--response and --stiffness conflict: give one of them")
    case (let r?, nil):
      if r == 0 {
        throw ValidationError(
          "--response must be a finite number > 0 (got 0: the non-animated spring snaps; there is nothing to compute)")
      }
      try Self.requirePositive(r, "--response")
    case (nil, let k?):
      try Self.requirePositive(k, "--stiffness")
    }
  }

  /// The spring, made with the initializer the options name (response or stiffness).
  func makeSpring() throws -> Spring {
    if let response {
      return try Spring.checked(dampingRatio: dampingRatio, response: response, mass: mass)
    }
    return try Spring.checked(dampingRatio: dampingRatio, stiffness: stiffness ?? .nan, mass: mass)
  }

  static func requirePositive(_ value: Double, _ option: String) throws {
    guard value.isFinite, value > 0 else {
      throw ValidationError("\(option) must be a finite number > 0 (got \(value))")
    }
  }

  static func requireFinite(_ value: Double, _ option: String) throws {
    guard value.isFinite else {
      throw ValidationError("\(option) must be a finite number (got \(value))")
    }
  }
}

/// Text or JSON output.
enum TextOrJSON: String, ExpressibleByArgument, CaseIterable {
  case text, json
}
