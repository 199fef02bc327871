import WaveInputs

/// The cross-engine page of the accuracy report: the engine's step and every peer model on the report's
/// springs and schedules, side by side, and what each peer's quirks cost.
public struct CrossEngineResult: Sendable {
  /// The engine's step, then the peers in catalogue order.
  public let engines: [IntegratorID]
  /// One row per spring × schedule × engine, in the accuracy rows' order.
  public let rows: [CrossEngineRow]
  /// The schedule the findings look at (the report's focus schedule).
  public let schedule: ScheduleSpec
  /// The overdamped spring on which Motion's overdamped branch is measured (the report's springs have none
  /// when this is not among them).
  public let overdampedSpring: SpringSpec
  public let findings: [CrossEngineFinding]
}
