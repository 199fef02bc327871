/// The cross-engine page of the accuracy report: the engine's step and every peer model on the report's
/// springs and schedules, side by side, and what each peer's quirks cost.
struct CrossEngineResult: Sendable {
  /// The engine's step, then the peers in catalogue order.
  let engines: [IntegratorID]
  /// One row per spring × schedule × engine, in the accuracy rows' order.
  let rows: [CrossEngineRow]
  /// The schedule the findings look at (the report's focus schedule).
  let schedule: ScheduleSpec
  /// The overdamped spring on which Motion's overdamped branch is measured (the report's springs have none
  /// when this is not among them).
  let overdampedSpring: SpringSpec
  let findings: [CrossEngineFinding]
}
