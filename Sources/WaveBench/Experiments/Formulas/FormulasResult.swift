/// Everything the formulas report shows: the four tables and the key findings drawn from them
/// (``FormulasExperiment/run(springs:)``).
package struct FormulasResult: Sendable {
  /// The springs the damping table starts with (the grid and the stiffness-made springs follow them).
  package let springs: [SpringSpec]
  /// The published examples against their independent derivations.
  package let crossReferences: [CrossReference]
  /// response → stiffness → response per mass × response (``FormulaChecks/roundTrips()``).
  package let roundTrips: [RoundTripRow]
  /// Stored damping against 4π·ζ·m/response (``FormulaChecks/damping(springs:)``).
  package let damping: [DampingRow]
  /// Stiffness-made springs against the response-made springs equal to them (``FormulaChecks/initAgreement()``).
  package let initAgreement: [InitAgreementRow]
  /// The key findings, in report order.
  package let findings: [FormulasFinding]
}
