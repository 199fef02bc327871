/// The formulas experiment: one entry point for the whole report.
enum FormulasExperiment {
  /// Runs every check for `springs` (each must build) and draws the findings; a finding's fix is checked as `base`
  /// checks a spring (the run's schedules, travel and rules) and at 60 Hz, where the finding's spring diverges.
  ///
  /// - Throws: ``SpringParameterError`` for a spring that does not build.
  static func run(springs: [SpringSpec], checkedAs base: CheckSetup = .reports(on: [.fps(120), .fps(60)]))
    throws -> FormulasResult
  {
    let roundTrips = FormulaChecks.roundTrips()
    let damping = try FormulaChecks.damping(springs: springs)
    let initAgreement = FormulaChecks.initAgreement()
    let crossReferences = FormulaChecks.crossReferences()
    return FormulasResult(
      springs: springs, crossReferences: crossReferences, roundTrips: roundTrips, damping: damping,
      initAgreement: initAgreement,
      findings: try FormulasFinding.findings(
        roundTrips: roundTrips, damping: damping, initAgreement: initAgreement, crossReferences: crossReferences,
        checkedAs: base))
  }
}
