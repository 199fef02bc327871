import WaveCore

/// An integrator picked by name, with the GSL settings a user may give (`trajectory --integrator gsl-rk4
/// --substeps 2`): checked here, once, for every command that takes them.
package struct IntegratorChoice: Sendable, Equatable {
  /// A catalogue name (``IntegratorCatalogue/names``).
  package var name: String
  /// GSL only: the adaptive driver's absolute and relative tolerances (finite, ≥ 0, not both 0; default
  /// ``Tolerance/gslReference``).
  package var absoluteTolerance: Double?, relativeTolerance: Double?
  /// Fixed-step integrators (``FixedStepIntegrator``) and GSL: this many equal steps per frame (1 … 100,000); for GSL
  /// the fixed-step mode instead of the driver.
  package var substeps: Int?

  package init(name: String, absoluteTolerance: Double? = nil, relativeTolerance: Double? = nil, substeps: Int? = nil) {
    self.name = name
    self.absoluteTolerance = absoluteTolerance
    self.relativeTolerance = relativeTolerance
    self.substeps = substeps
  }

  /// Why a choice is refused; the message names the option.
  package struct Refusal: Error, CustomStringConvertible {
    package let description: String
  }

  /// The most steps per frame `--substeps` takes: 100,000.
  static let maximumSubsteps = 100_000

  /// The catalogue's fixed-step integrators (``FixedStepIntegrator``), comma-separated, for messages and help.
  static var fixedStepNames: String {
    IntegratorCatalogue.all.filter { $0 is any FixedStepIntegrator }.map(\.name).joined(separator: ", ")
  }

  /// Refuses a `--substeps` outside 1 … ``maximumSubsteps``.
  static func accept(substeps: Int) throws(Refusal) {
    guard (1...maximumSubsteps).contains(substeps) else {
      throw Refusal(description: "--substeps must be an integer from 1 to \(maximumSubsteps) (got \(substeps))")
    }
  }

  /// The integrator, or a refusal naming the option at fault (`--integrator`, `--abs-tol`, `--rel-tol`,
  /// `--substeps`).
  package func make() throws(Refusal) -> any TrajectoryIntegrator {
    guard let integrator = IntegratorCatalogue.named(name) else {
      throw Refusal(description: "--integrator: unknown integrator '\(name)'; known: \(IntegratorCatalogue.names)")
    }
    let given = [("--abs-tol", absoluteTolerance != nil), ("--rel-tol", relativeTolerance != nil)]
    guard name.hasPrefix(GSLIntegrator.namePrefix) else {
      if let option = given.first(where: \.1) {
        throw Refusal(description: "\(option.0) applies to gsl-* integrators only (got --integrator \(name))")
      }
      guard let substeps else { return integrator }
      guard let fixed = integrator as? any FixedStepIntegrator else {
        throw Refusal(
          description:
            "--substeps applies to fixed-step integrators only (\(Self.fixedStepNames), gsl-*): \(name) steps on its own clock or is exact"
        )
      }
      try Self.accept(substeps: substeps)
      return fixed.substepped(substeps)
    }
    for (option, value) in [("--abs-tol", absoluteTolerance), ("--rel-tol", relativeTolerance)] {
      if let value, !(value.isFinite && value >= 0) {
        throw Refusal(description: "\(option) must be a finite number ≥ 0 (got \(value))")
      }
    }
    if absoluteTolerance == 0, relativeTolerance == 0 {
      throw Refusal(description: "--abs-tol and --rel-tol cannot both be 0")
    }
    if let substeps {
      try Self.accept(substeps: substeps)
      if absoluteTolerance != nil || relativeTolerance != nil {
        throw Refusal(description: "--substeps (fixed steps) conflicts with --abs-tol/--rel-tol (adaptive)")
      }
      return GSLIntegrator(name: name, mode: .fixed(substeps: substeps)) ?? integrator
    }
    let mode = GSLMode.adaptive(
      absTol: absoluteTolerance ?? Tolerance.gslReference, relTol: relativeTolerance ?? Tolerance.gslReference)
    return GSLIntegrator(name: name, mode: mode) ?? integrator
  }
}
