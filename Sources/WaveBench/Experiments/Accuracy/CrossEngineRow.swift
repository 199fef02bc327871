/// One engine (the engine's step or a peer model) on one spring and schedule: its accuracy row (error
/// against exact, lead in frames, end snap, overshoot beside the exact one) and where its rest rule stopped.
struct CrossEngineRow: Sendable {
  let row: AccuracyRow
  /// nil when the run shows the target exactly at no frame to the end.
  let rest: RestStop?
}
