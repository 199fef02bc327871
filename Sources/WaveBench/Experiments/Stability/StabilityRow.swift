/// The engine's step on one spring at every frame rate of the table.
struct StabilityRow: Sendable {
  /// The spring.
  let spec: SpringSpec
  /// The equation's damping ratio c / (2√(k·m)) (after the rubberband), which sets the boundary.
  let effectiveDampingRatio: Double
  /// The lowest frame rate at which the step is stable, Hz: `1 / EulerStepMatrix.criticalFrameDuration`
  /// (the step is stable strictly above it).
  let criticalFps: Double
  /// One entry per rate, in the order of the rates asked for.
  let rates: [StabilityAtRate]

  /// The rates (Hz) at which the step diverges, ascending as in ``rates``.
  var divergingRates: [Double] { rates.filter { !$0.stable }.map(\.fps) }
}

/// The engine's step on one spring at one constant frame rate.
struct StabilityAtRate: Sendable {
  /// The frame rate, Hz.
  let fps: Double
  /// The spectral radius of the step matrix at `1/fps`, ≥ 0, and whether it is < 1.
  let spectralRadius: Double, stable: Bool
}
