/// Everything the stability report shows (``StabilityExperiment/run(springs:)``).
struct StabilityResult: Sendable {
  /// The frame rates of the table, Hz.
  let rates: [Double]
  /// One row per spring (the presets first, then the springs asked for that are not presets).
  let rows: [StabilityRow]
  /// The analytic boundary per damping ratio, at each of ``rates``.
  let boundary: [StabilityBoundaryRow]
  /// The heat maps, one per rate of ``StabilityExperiment/mapRates``.
  let maps: [StabilityMap]
  /// The springs every map marks: the presets, then the springs asked for.
  let marked: [MarkedSpring]
  /// The key findings, in report order.
  let findings: [StabilityFinding]

  /// The springs of ``rows`` another engine runs (``SpringSpec/runsOnWave`` false): their rows show them stepped as
  /// Wave would, and no finding gives them a verdict.
  var steppedAsWave: [SpringSpec] { rows.map(\.spec).filter { !$0.runsOnWave } }

  /// The step's spectral radius for `spec` at `fps` (one of ``rates``), from its row; nil when it has none.
  func spectralRadius(of spec: SpringSpec, fps: Double) -> StabilityAtRate? {
    rows.first { $0.spec == spec }?.rates.first { $0.fps == fps }
  }
}
