import WaveInputs

/// Everything the formulas report shows: the four tables and the key findings drawn from them
/// (``FormulasExperiment/run(springs:)``).
public struct FormulasResult: Sendable {
  /// The springs the damping table starts with (the grid and the stiffness-made springs follow them).
  public let springs: [SpringSpec]
  /// The published examples against their independent derivations.
  public let crossReferences: [CrossReference]
  /// response → stiffness → response per mass × response (``FormulaChecks/roundTrips()``).
  public let roundTrips: [RoundTripRow]
  /// Stored damping against 4π·ζ·m/response (``FormulaChecks/damping(springs:)``).
  public let damping: [DampingRow]
  /// Stiffness-made springs against the response-made springs equal to them (``FormulaChecks/initAgreement()``).
  public let initAgreement: [InitAgreementRow]
  /// The key findings, in report order.
  public let findings: [FormulasFinding]
}
