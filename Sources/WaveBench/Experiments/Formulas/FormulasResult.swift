/// Everything the formulas report shows: the four tables and the key findings drawn from them
/// (``FormulasExperiment/run(springs:)``).
struct FormulasResult: Sendable {
  /// The springs the damping table starts with (the grid and the stiffness-made springs follow them).
  let springs: [SpringSpec]
  /// The published examples against their independent derivations.
  let crossReferences: [CrossReference]
  /// response → stiffness → response per mass × response (``FormulaChecks/roundTrips()``).
  let roundTrips: [RoundTripRow]
  /// Stored damping against 4π·ζ·m/response (``FormulaChecks/damping(springs:)``).
  let damping: [DampingRow]
  /// Stiffness-made springs against the response-made springs equal to them (``FormulaChecks/initAgreement()``).
  let initAgreement: [InitAgreementRow]
  /// The key findings, in report order.
  let findings: [FormulasFinding]
}
