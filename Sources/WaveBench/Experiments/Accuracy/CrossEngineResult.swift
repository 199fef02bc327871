/// The cross-engine page of the accuracy report: the engine's step and every peer model on the report's
/// springs and schedules, side by side, and what each peer's quirks cost.
package struct CrossEngineResult: Sendable {
  /// The engine's step, then the peers in catalogue order.
  package let engines: [IntegratorID]
  /// One row per spring × schedule × engine, in the accuracy rows' order.
  package let rows: [CrossEngineRow]
  /// The schedule the findings look at (the report's focus schedule).
  package let schedule: ScheduleSpec
  /// The overdamped spring on which Motion's overdamped branch is measured (the report's springs have none
  /// when this is not among them).
  package let overdampedSpring: SpringSpec
  package let findings: [CrossEngineFinding]
}
