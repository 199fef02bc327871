import WaveInputs

/// The formulas experiment: one entry point for the whole report.
package enum FormulasExperiment {
  /// Runs every check for `springs` (each must build) and draws the findings.
  ///
  /// - Throws: ``SpringParameterError`` for a spring that does not build.
  package static func run(springs: [SpringSpec]) throws -> FormulasResult {
    let roundTrips = FormulaChecks.roundTrips()
    let damping = try FormulaChecks.damping(springs: springs)
    let initAgreement = FormulaChecks.initAgreement()
    let crossReferences = FormulaChecks.crossReferences()
    return FormulasResult(
      springs: springs, crossReferences: crossReferences, roundTrips: roundTrips, damping: damping,
      initAgreement: initAgreement,
      findings: try FormulasFinding.findings(
        roundTrips: roundTrips, damping: damping, initAgreement: initAgreement, crossReferences: crossReferences))
  }
}
