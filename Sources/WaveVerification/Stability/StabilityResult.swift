import WaveInputs

/// Everything the stability report shows (``StabilityExperiment/run(springs:)``).
public struct StabilityResult: Sendable {
  /// The frame rates of the table, Hz.
  public let rates: [Double]
  /// One row per spring (the presets first, then the springs asked for that are not presets).
  public let rows: [StabilityRow]
  /// The analytic boundary per damping ratio, at each of ``rates``.
  public let boundary: [StabilityBoundaryRow]
  /// The heat maps, one per rate of ``StabilityExperiment/mapRates``.
  public let maps: [StabilityMap]
  /// The springs every map marks: the presets, then the springs asked for.
  public let marked: [MarkedSpring]
  /// The key findings, in report order.
  public let findings: [StabilityFinding]

  /// The step's spectral radius for `spec` at `fps` (one of ``rates``), from its row; nil when it has none.
  public func spectralRadius(of spec: SpringSpec, fps: Double) -> StabilityAtRate? {
    rows.first { $0.spec == spec }?.rates.first { $0.fps == fps }
  }
}
